/**
 * The entry of the host's server build (dist/server/render-page.cjs, `createHostServerConfig` in
 * the root webpack.config.ts): the page body for one request, as HTML for #root, and the services'
 * answers it was rendered with. A page's first render asks for what it needs; what is the same
 * for every shopper (the catalogue, a browse listing: pages/shared/preloaded-answers.ts) the
 * server loads within a budget and renders again with (for a page rendered before, loads before
 * its first render), so a browse page arrives with its categories and products. The rest the
 * pages load in effects, in the browser. The browser hydrates the same first render, from the
 * same answers. server.ts loads this file from disk (src/server/page-body.ts).
 */
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { APPLICATION_NAME, servicesPath } from '../api/api-client.ts';
import { PageRoot } from '../app/page-root.tsx';
import { FallbackHeader } from '../fallback/fallback-header.tsx';
import { FallbackFooter } from '../footer/fallback-footer.tsx';
import type { Preload } from '../api/preload.ts';
import { answersFrom } from '../pages/shared/preloaded-answers.ts';

export type PageRequest = {
  readonly pathname: string;
  /** The query, with its "?", as `location.search` has it in the browser ("" for none). */
  readonly search: string;
  readonly servicesUrl: string;
  /** The request's Cookie header: what the first render reads of the session (the indicator cookie). */
  readonly cookie: string | undefined;
};

/**
 * The answers the server keeps between pages: the same for every guest, so a page view does not
 * wait for a call another made a moment ago. Fresh for 30 s; then the next page gets the kept
 * answer at once while one refresh runs, and a refresh that fails drops it. At most 256 paths.
 * (lru-cache: one load shared by the pages that ask meanwhile.)
 */
export type AnswerCache = LRUCache<string, { readonly answer: unknown }, () => Promise<unknown>>;

export function createAnswerCache({ ttlMs = 30_000, max = 256 } = {}): AnswerCache {
  return new LRUCache<string, { readonly answer: unknown }, () => Promise<unknown>>({
    max,
    ttl: ttlMs,
    allowStale: true,
    // A load outlives the page that started it (its budget passed): the next page finds it kept.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load }) => {
      const answer = await load();
      return answer === undefined ? undefined : { answer };
    },
  });
}

/** The server process's one cache (the server build is loaded once). */
const processCache = createAnswerCache();

export type PreloadOptions = {
  /** How the server asks the services (tests pass a fake). */
  readonly fetch?: typeof fetch;
  /** Where answers are kept between pages (tests pass their own); the process's by default. */
  readonly cache?: AnswerCache;
  /** What loading the answers may take in all; past it the page is sent with what had arrived. */
  readonly budgetMs?: number;
  /** Told about an answer that could not be loaded (the browser then loads it itself). */
  readonly log?: (message: string, details: Record<string, unknown>) => void;
};

export type RenderedPage = {
  readonly html: string;
  /** The host's fallback footer (#footer-slot): what the browser starts from before the remote's footer. */
  readonly footer: string;
  /** The host's own header, for #header-slot when the server has none of the remote's: never an empty slot. */
  readonly header: string;
  /** The raw answers the HTML was rendered with, by path: sent with the page for the browser's first render. */
  readonly answers: Readonly<Record<string, unknown>>;
};

/** The catalogue, then a category's products: two rounds of loads, so three renders at most. */
const MAX_RENDERS = 3;
/** The demo catalogue's flat taxonomy is 54 KB (5 KB compressed), a page of 48 products 28 KB. */
const MAX_ANSWER_CHARS = 256 * 1024;

type Wanted = readonly (readonly [string, Preload<unknown>])[];

/**
 * What each page (path and query) read in its last render with a cache, by that cache: loaded
 * before its next first render, so one render nearly always does (a page was rendered twice on
 * every view, once to learn what it reads). Only a guide: a render that reads more still loads it.
 */
const readBefore = new WeakMap<AnswerCache, LRUCache<string, Wanted>>();

function pagesReadWith(cache: AnswerCache): LRUCache<string, Wanted> {
  let pages = readBefore.get(cache);
  if (!pages) readBefore.set(cache, (pages = new LRUCache<string, Wanted>({ max: cache.max })));
  return pages;
}

export async function renderPage(
  { pathname, search, servicesUrl, cookie }: PageRequest,
  { fetch = globalThis.fetch, budgetMs = 150, log = () => {}, cache = processCache }: PreloadOptions = {},
): Promise<RenderedPage> {
  const signal = AbortSignal.timeout(budgetMs);
  const loaded: Record<string, unknown> = {};
  const tried = new Set<string>();
  const load = async (toLoad: Wanted) => {
    const answers = await Promise.all(
      toLoad.map(([key, preload]) =>
        withinBudget(
          cache.fetch(cacheKey(servicesUrl, preload), { context: () => loadAnswer(fetch, servicesUrl, preload, log) }),
          signal,
          () => log('A preloaded answer did not arrive in time: the browser loads it', { path: key }),
        ),
      ),
    );
    toLoad.forEach(([key], index) => {
      tried.add(key);
      if (answers[index] !== undefined) loaded[key] = answers[index];
    });
  };
  const page = `${pathname}${search}`;
  const pages = pagesReadWith(cache);
  const known = new Map(pages.get(page));
  if (known.size > 0) await load([...known]);
  for (let renders = 1; ; renders += 1) {
    const wanted = new Map<string, Preload<unknown>>();
    const used = new Set<string>();
    const html = renderToString(
      <PageRoot
        location={{ pathname, search }}
        servicesUrl={servicesUrl}
        requestCookies={cookie ?? ''}
        answers={answersFrom(loaded, { wanted, used })}
      />,
    );
    for (const [key, preload] of wanted) known.set(key, preload);
    const toLoad = [...wanted].filter(([key]) => !tried.has(key));
    if (toLoad.length === 0 || renders === MAX_RENDERS || signal.aborted) {
      pages.set(
        page,
        [...known].filter(([key]) => used.has(key) || wanted.has(key)),
      );
      return {
        html,
        footer: fallbackFooter(),
        header: fallbackHeader(),
        answers: Object.fromEntries([...used].map((path) => [path, loaded[path]])),
      };
    }
    await load(toLoad);
  }
}

let fallbackHeaderHtml: string | undefined;

/** The fallback header's HTML: the same for every page, so rendered once. */
function fallbackHeader(): string {
  fallbackHeaderHtml ??= renderToString(<FallbackHeader />);
  return fallbackHeaderHtml;
}

let fallbackFooterHtml: string | undefined;

/** The fallback footer's HTML: the same for every page, so rendered once. */
function fallbackFooter(): string {
  fallbackFooterHtml ??= renderToString(<FallbackFooter />);
  return fallbackFooterHtml;
}

/** What one load may take, past any page's budget: a late answer is still kept for the next pages. */
const LOAD_TIMEOUT_MS = 10_000;

/** The kept answer, or undefined when it has not come by the time the page's budget is spent. */
async function withinBudget(
  kept: Promise<{ readonly answer: unknown } | undefined>,
  signal: AbortSignal,
  late: () => void,
): Promise<unknown> {
  if (signal.aborted) return undefined;
  let stop = () => {};
  const spent = new Promise<undefined>((resolve) => {
    const onAbort = () => {
      late();
      resolve(undefined);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    stop = () => signal.removeEventListener('abort', onAbort);
  });
  try {
    return (await Promise.race([kept, spent]))?.answer;
  } catch {
    return undefined;
  } finally {
    stop();
  }
}

/** The answer cache's key: the URL, and a PUT's or POST's method and body as well. */
function cacheKey(servicesUrl: string, { path, request }: Preload<unknown>): string {
  const url = servicesPath(servicesUrl, path);
  return request ? `${request.method} ${url} ${JSON.stringify(request.body)}` : url;
}

/** A guest's call (a GET, or the preload's PUT or POST): its JSON when it answered 2xx, else undefined (logged). */
async function loadAnswer(
  fetch: typeof globalThis.fetch,
  servicesUrl: string,
  { path, request }: Preload<unknown>,
  log: NonNullable<PreloadOptions['log']>,
): Promise<unknown> {
  try {
    const response = await fetch(servicesPath(servicesUrl, path), {
      method: request?.method ?? 'GET',
      headers: {
        authorization: 'Bearer unauthenticated',
        'x-application-name': APPLICATION_NAME,
        ...(request ? { 'content-type': 'application/json' } : {}),
      },
      ...(request ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
    });
    if (!response.ok) {
      log('A preloaded answer failed: the browser loads it', { path, status: response.status });
      return undefined;
    }
    const text = await response.text();
    // Sent again inside the page: an answer this big would cost the page more than the browser's own call.
    if (text.length > MAX_ANSWER_CHARS) {
      log('A preloaded answer is too big to send with the page: the browser loads it', { path, chars: text.length });
      return undefined;
    }
    return JSON.parse(text) as unknown;
  } catch (error) {
    log('A preloaded answer could not be loaded: the browser loads it', { path, error: String(error) });
    return undefined;
  }
}
