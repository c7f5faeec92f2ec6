/**
 * The header's server render, under load, each page read against the page
 * alone (goal: a guest's req/s ≥ 0.8 × the page alone's). autocannon against the bench's
 * running site: the host's `/health` (the bare route), `/ecom` from the host
 * whose remote is unreachable (no server header: the page alone), `/ecom` as
 * a guest (the remote's server build renders the signed-out header) and as two
 * signed-in shoppers (the header's state comes from the services), both made
 * through the services' API (production has no demo account): one with a
 * trolley over the minimum and a delivery slot held, as the demo's
 * booked@example.com, and one with 48 lines in the trolley; the
 * page alone and a guest's page again as a link from another page of the site
 * asks for them (stylesheets linked, not inlined). Then, before any load, the
 * first byte of a guest's page and of the 48-line shopper's, one at a time.
 * The remote's server build is warm: one request per route before the warm-up.
 */
import { type Configuration, sessionCookieNames } from '../servers/configuration.ts';
import { hasServerHeader, headerMarkup, inlinesStylesheets } from '../servers/page-html.ts';
import { type Endpoint, loadTest, type LoadOptions, type LoadResult } from '../services/load-test.ts';
import type { DatabaseName } from '../services/services-bench.ts';
import { createBookedShopper } from './booked-shopper.ts';
import { type FirstByteReport, measureFirstByte } from './first-byte.ts';
import { createTrolleyShopper, TROLLEY_LINES, trolleyName } from './trolley-shopper.ts';

/**
 * A guest's page against the page alone delivered the same way: its requests per second at least
 * this share of the page alone's (the header costs the page team's server at most a quarter more).
 */
export const GUEST_SHARE_OF_PAGE_ALONE_GOAL = 0.8;

/**
 * The goals for a signed-in shopper's page, by the services' database: its requests per second as
 * a share of the page alone's in the same run, and its p99 at most so many times the guest's. Both
 * are ratios: at 10 connections on 2 shared cores the host is saturated and absolute p99s follow the
 * machine (decision 051). The share is of the page alone, not of a guest's page, which the host
 * may reuse and so got cheaper (decision 066): the same bars as when they were 20% and 40% of a guest's.
 */
export type SignedInGoals = {
  readonly shareOfPageAlone?: number;
  readonly p99OverGuest?: number;
  /** Results before 2026-11-30: req/s as a share of a guest's. */
  readonly shareOfGuest?: number;
  /** Results before 2026-11-29: p99 at most this many ms over the page alone's, on PostgreSQL. */
  readonly p99OverPageAloneMs?: number;
};
export const SIGNED_IN_GOALS: Record<DatabaseName, SignedInGoals> = {
  pglite: { shareOfPageAlone: 0.1, p99OverGuest: 2 },
  postgres: { shareOfPageAlone: 0.25, p99OverGuest: 2 },
};

/**
 * Under load, one page in this many is checked. autocannon hands the check each answer as one
 * string; a guest's first page (93,000 characters, a few curly quotes among them, so two bytes each)
 * is past V8's largest ordinary object, and reading it cost the load generator, on the same two
 * cores as the servers, 1.6 ms of CPU a page against 0.04 ms for the page alone: more than the
 * header cost the host. Each route's first page is still checked whole before its load.
 */
export const CHECK_ONE_PAGE_IN = 10;

/** What the server-rendered slot area says when the shopper's order has a slot (header-remote's slot button). */
export const BOOKED_SLOT_MARK = 'data-state="booked"';

export type RenderRouteKey =
  'bare' | 'pageAlone' | 'guest' | 'shopper' | 'trolleyShopper' | 'pageAloneInSite' | 'guestInSite';

/**
 * What a browser sends when the shopper follows a link from another of the host's pages (here, from
 * `page`): the host then links the stylesheets, which the browser has, instead of inlining them
 * (decision 016).
 */
export const inSiteNavigation = (origin: string, page: string) =>
  ({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', referer: `${origin}${page}` }) as const;

export type RenderRoute = LoadResult & {
  readonly key: RenderRouteKey;
  readonly name: string;
  /** Answers without the server header where one was expected (or with one where none was), of those checked (CHECK_ONE_PAGE_IN). */
  readonly unexpectedBodies: number;
};

export type ServerRenderReport = {
  readonly database: DatabaseName;
  /** Absent in results from before production was measured: those ran in development. */
  readonly configuration?: Configuration;
  readonly options: LoadOptions;
  readonly page: string;
  readonly routes: readonly RenderRoute[];
  /** A guest's req/s over the page alone's (absent before 2026-11-29). */
  readonly guestShareOfPageAloneGoal?: number;
  /** Results before 2026-11-29: a guest's p99 at most this many ms. */
  readonly p99GoalMs?: number;
  readonly signedInGoals: SignedInGoals;
  /** A guest's page and the 48-line shopper's, one request at a time. */
  readonly firstByte: FirstByteReport;
};

/** The render part on each database the site ran on, and why one was left out. */
export type ServerRenderResults = {
  readonly runs: readonly ServerRenderReport[];
  readonly skipped: readonly string[];
};

/**
 * A Cookie request header from a response's Set-Cookie lines: the named
 * cookies' `name=value`, in the order asked. Throws when one is missing, so
 * a sign-in that set no session is a setup error, not a guest measured as a shopper.
 */
export function cookieHeader(setCookies: readonly string[], names: readonly string[]): string {
  const values = new Map<string, string>();
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return names
    .map((name) => {
      const value = values.get(name);
      if (value === undefined || value === '') throw new Error(`The sign-in set no ${name} cookie`);
      return `${name}=${value}`;
    })
    .join('; ');
}

type Target = {
  readonly key: RenderRouteKey;
  readonly baseUrl: string;
  readonly endpoint: Endpoint;
  /** What the page's HTML must show: the server header, or none. */
  readonly expectHeader: boolean | undefined;
  /** Text the page must hold (the shopper's trolley, ", Trolley, 48 items"; a booked slot). */
  readonly expectTexts?: readonly string[];
};

/** One request first: a route that does not answer 2xx, or a page without the header it should have, is a setup error. */
async function checkTarget({ baseUrl, endpoint, expectHeader, expectTexts = [] }: Target): Promise<string> {
  const response = await fetch(`${baseUrl}${endpoint.paths[0] ?? '/'}`, { headers: { ...endpoint.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint.name} answered ${response.status}: ${text.slice(0, 200)}`);
  if (expectHeader !== undefined && hasServerHeader(text) !== expectHeader) {
    throw new Error(`${endpoint.name}: the page ${expectHeader ? 'has no' : 'has a'} server-rendered header`);
  }
  for (const expected of expectTexts) {
    if (!text.includes(expected)) throw new Error(`${endpoint.name}: the page does not say "${expected}"`);
  }
  return text;
}

export type RenderSite = {
  readonly configuration: Configuration;
  readonly hostOrigin: string;
  readonly fallbackHostOrigin: string;
  readonly servicesUrl: string;
};

export async function measureServerRender(
  site: RenderSite,
  database: DatabaseName,
  options: LoadOptions,
  log: (line: string) => void,
  page = '/ecom',
): Promise<ServerRenderReport> {
  const sessionCookies = sessionCookieNames(site.configuration);
  const booked = await createBookedShopper(site.servicesUrl);
  const cookie = cookieHeader(booked.setCookies, sessionCookies);
  const trolleyCookie = cookieHeader(await createTrolleyShopper(site.servicesUrl), sessionCookies);
  const trolley = trolleyName(TROLLEY_LINES);
  const pageRoute = (
    name: string,
    headers: Record<string, string>,
    expectHeader: boolean,
    expectText = '',
  ): Endpoint => ({
    name,
    paths: [page],
    headers,
    checkOneIn: CHECK_ONE_PAGE_IN,
    // A page reached from another of the host's pages links its stylesheets; every other page inlines them.
    verifyBody: (body) =>
      hasServerHeader(body) === expectHeader &&
      inlinesStylesheets(body) === !('referer' in headers) &&
      body.includes(expectText),
  });
  const targets: Target[] = [
    {
      key: 'bare',
      baseUrl: site.hostOrigin,
      endpoint: { name: 'host GET /health (bare route)', paths: ['/health'] },
      expectHeader: undefined,
    },
    {
      key: 'pageAlone',
      baseUrl: site.fallbackHostOrigin,
      endpoint: pageRoute(`${page}, remote unreachable (the page alone, no server header)`, {}, false),
      expectHeader: false,
    },
    {
      key: 'guest',
      baseUrl: site.hostOrigin,
      endpoint: pageRoute(`${page} as a guest (server-rendered header)`, {}, true),
      expectHeader: true,
    },
    {
      key: 'pageAloneInSite',
      baseUrl: site.fallbackHostOrigin,
      endpoint: pageRoute(
        `${page}, the page alone, reached from another page (stylesheets linked)`,
        inSiteNavigation(site.fallbackHostOrigin, page),
        false,
      ),
      expectHeader: false,
    },
    {
      key: 'guestInSite',
      baseUrl: site.hostOrigin,
      endpoint: pageRoute(
        `${page} as a guest, reached from another page (stylesheets linked)`,
        inSiteNavigation(site.hostOrigin, page),
        true,
      ),
      expectHeader: true,
    },
    {
      key: 'shopper',
      baseUrl: site.hostOrigin,
      endpoint: pageRoute(
        `${page} as a shopper with a trolley over the minimum and a delivery slot held (server-rendered header)`,
        { cookie },
        true,
      ),
      expectHeader: true,
      // Checked on the first page only, so the row counts under load what it always counted: the header.
      expectTexts: [trolleyName(booked.lines), BOOKED_SLOT_MARK],
    },
    {
      key: 'trolleyShopper',
      baseUrl: site.hostOrigin,
      endpoint: pageRoute(
        `${page} as a new shopper with ${TROLLEY_LINES} lines in the trolley (server-rendered header)`,
        { cookie: trolleyCookie },
        true,
        trolley,
      ),
      expectHeader: true,
      expectTexts: [trolley],
    },
  ];
  const pages = new Map<RenderRouteKey, string>();
  for (const target of targets) pages.set(target.key, await checkTarget(target));
  if (headerMarkup(pages.get('guest') ?? '') === headerMarkup(pages.get('shopper') ?? '')) {
    throw new Error(`The header rendered for ${booked.email} is the guest's: the session did not reach it`);
  }
  log(
    `  ${targets.length} routes answer (${site.configuration}); guest and signed-in pages carry the server header, one a booked slot and "${trolleyName(booked.lines)}", one "${trolley}"`,
  );
  const firstByte = await measureFirstByte(
    { url: `${site.hostOrigin}${page}`, headers: {}, expect: hasServerHeader },
    { url: `${site.hostOrigin}${page}`, headers: { cookie: trolleyCookie }, expect: (body) => body.includes(trolley) },
  );
  const routes: RenderRoute[] = [];
  for (const target of targets) {
    const result = await loadTest(target.baseUrl, target.endpoint, options);
    routes.push({ key: target.key, name: target.endpoint.name, ...result, unexpectedBodies: result.mismatches ?? 0 });
  }
  return {
    database,
    configuration: site.configuration,
    options,
    page,
    routes,
    guestShareOfPageAloneGoal: GUEST_SHARE_OF_PAGE_ALONE_GOAL,
    signedInGoals: SIGNED_IN_GOALS[database],
    firstByte,
  };
}
