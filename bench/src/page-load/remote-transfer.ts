/**
 * What one real load of a page with the header transfers from the remote's origin: the reference
 * host's `/ecom`, which renders the header on its server (goal: ≤ 30 KB), and a page team's
 * client-rendered page (goal: ≤ 45 KB). Chromium through Playwright, a fresh context (cold
 * cache, no cookies: a guest), until the network is idle; every response from the remote's origin,
 * with the bytes as sent (compressed), read from the DevTools protocol's Network events. Also when
 * the header showed and when it went live, and the bytes the page had asked for by then.
 */
import type { Browser } from 'playwright-core';
import { hasServerHeader } from '../servers/page-html.ts';

/** The goal for a page load's bytes from the remote's origin (an observation, not a test). */
export const REMOTE_TRANSFER_GOAL_BYTES = 30 * 1024;

/** One response as the browser saw it. */
export type SeenResponse = {
  readonly url: string;
  readonly status: number;
  /** The response's Content-Length header (the body as sent), when it had one. */
  readonly contentLength: number | undefined;
  readonly contentEncoding: string | undefined;
  /** Bytes received for the response's headers (CDP Network.responseReceived encodedDataLength). */
  readonly headerBytes: number | undefined;
  /** Every byte received for it, headers included (CDP Network.loadingFinished encodedDataLength); undefined if it never finished. */
  readonly receivedBytes: number | undefined;
};

export type TransferredFile = {
  /** The path on the remote's origin, query included. */
  readonly path: string;
  readonly status: number;
  /** The body as sent: Content-Length, or the received bytes less the headers' when there was none. */
  readonly bodyBytes: number;
  /** Headers and body, as received. */
  readonly wireBytes: number;
  readonly encoding: string;
};

export type RemoteTransfer = {
  readonly pageUrl: string;
  readonly remoteOrigin: string;
  /** Files in the order they were answered. */
  readonly files: readonly TransferredFile[];
  /** The sum of the bodies as sent: the figure held against the goal. */
  readonly bodyBytes: number;
  /** With the response headers. */
  readonly wireBytes: number;
  readonly goalBytes: number;
  /** Which figure the goal holds: everything to network idle, or what the page had by the time the header was live. */
  readonly goalAt: GoalAt;
  /** Whether the page's first HTML carried the server-rendered header (else the figure is the client-rendered path's). */
  readonly serverRenderedHeader: boolean;
  /** When the header showed and went live, and the bytes of the remote's files answered by then; undefined if it never did. */
  readonly shown: Milestone | undefined;
  readonly live: Milestone | undefined;
};

export type GoalAt = 'network idle' | 'live';

/** A moment of the page's load, from navigation, and what came from the remote's origin before it. */
export type Milestone = { readonly atMs: number; readonly bodyBytes: number; readonly files: number };

/** How to see the header on a page: the element it shows as, and how it says it is live. */
export type HeaderWatch = {
  /** A selector for the header's own markup (not a page's stand-in). */
  readonly shown: string;
  /** `hydrated`: the server's header gets `data-header-hydrated`; `header_ready`: the page keeps the header's events in `window.headerEvents`. */
  readonly live: 'hydrated' | 'header_ready';
};

/** The reference host's page: the server's header, hydrated in the browser. */
export const SERVER_RENDERED: HeaderWatch = { shown: '[data-header-ssr] header', live: 'hydrated' };
/** A page team's page that renders the header in the browser (the runtime-API recipe's page, e2e/fixtures/runtime-page). */
export const CLIENT_RENDERED: HeaderWatch = {
  shown: '#site-header header:not([data-fallback-header])',
  live: 'header_ready',
};

/** A file from the remote's origin as the page's Resource Timing saw it: its path, and when it was answered, from navigation. */
export type AnsweredFile = { readonly path: string; readonly responseEnd: number };

/** The bytes of the remote's files answered by `atMs`. */
export function milestone(
  atMs: number,
  answered: readonly AnsweredFile[],
  files: readonly TransferredFile[],
): Milestone {
  const before = new Set(answered.filter((file) => file.responseEnd <= atMs).map((file) => file.path));
  const counted = files.filter((file) => before.has(file.path));
  return { atMs, bodyBytes: counted.reduce((sum, file) => sum + file.bodyBytes, 0), files: counted.length };
}

type HeaderTimes = { shown?: number; live?: number };

/**
 * Runs in the page before its scripts: notes, at the first animation frame that has it, when the
 * header's markup is there and when the header is live. Plain DOM, no eval (the pages' CSP).
 */
function watchHeader({ shown, live }: HeaderWatch): void {
  const times: HeaderTimes = {};
  (window as unknown as { benchHeaderTimes: HeaderTimes }).benchHeaderTimes = times;
  const isLive = () =>
    live === 'hydrated'
      ? document.querySelector('[data-header-hydrated]') !== null
      : ((window as unknown as { headerEvents?: { name: string }[] }).headerEvents ?? []).some(
          (event) => event.name === 'header_ready',
        );
  const frame = (now: number) => {
    if (times.shown === undefined && document.querySelector(shown)) times.shown = now;
    if (times.live === undefined && isLive()) times.live = now;
    if (times.shown === undefined || times.live === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The body's bytes as sent: Content-Length when present, else what was received less the headers. */
export function bodyBytesOf(response: SeenResponse): number {
  if (response.contentLength !== undefined) return response.contentLength;
  if (response.receivedBytes === undefined) return 0;
  return Math.max(0, response.receivedBytes - (response.headerBytes ?? 0));
}

/** The responses from `remoteOrigin` only (same scheme, host and port), summed. */
export function summariseTransfers(
  responses: readonly SeenResponse[],
  remoteOrigin: string,
): Pick<RemoteTransfer, 'files' | 'bodyBytes' | 'wireBytes'> {
  const origin = new URL(remoteOrigin).origin;
  const files = responses
    .filter((response) => URL.canParse(response.url) && new URL(response.url).origin === origin)
    .map((response): TransferredFile => {
      const url = new URL(response.url);
      const bodyBytes = bodyBytesOf(response);
      return {
        path: `${url.pathname}${url.search}`,
        status: response.status,
        bodyBytes,
        wireBytes: response.receivedBytes ?? bodyBytes + (response.headerBytes ?? 0),
        encoding: response.contentEncoding ?? 'identity',
      };
    });
  return {
    files,
    bodyBytes: files.reduce((sum, file) => sum + file.bodyBytes, 0),
    wireBytes: files.reduce((sum, file) => sum + file.wireBytes, 0),
  };
}

type Headers = Readonly<Record<string, string>>;

function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The part of a DevTools protocol Network.Response the figure needs. */
export type CdpResponse = {
  readonly url: string;
  readonly status: number;
  readonly headers: Headers;
  readonly encodedDataLength: number;
};

/** A response as Network.responseReceived reports it; its received bytes come later, with loadingFinished. */
export function seenResponse(response: CdpResponse): SeenResponse {
  const length = header(response.headers, 'content-length')?.trim();
  return {
    url: response.url,
    status: response.status,
    contentLength: length === undefined || !/^\d+$/.test(length) ? undefined : Number(length),
    contentEncoding: header(response.headers, 'content-encoding'),
    headerBytes: response.encodedDataLength,
    receivedBytes: undefined,
  };
}

/** Loads `pageUrl` in a fresh desktop context and returns what came from `remoteOrigin`, and when the header showed and went live. */
export async function measureRemoteTransfer(
  browser: Browser,
  pageUrl: string,
  remoteOrigin: string,
  watch: HeaderWatch = SERVER_RENDERED,
  goal: { readonly bytes: number; readonly at: GoalAt } = { bytes: REMOTE_TRANSFER_GOAL_BYTES, at: 'network idle' },
): Promise<RemoteTransfer> {
  const html = await (await fetch(pageUrl)).text();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, { -readonly [Key in keyof SeenResponse]: SeenResponse[Key] }>();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      seen.set(requestId, seenResponse({ ...response, headers: response.headers as Headers }));
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = seen.get(requestId);
      if (entry) entry.receivedBytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.addInitScript(watchHeader, watch);
    await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    const origin = new URL(remoteOrigin).origin;
    const { times, answered } = await page.evaluate((remote) => {
      const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        times: (window as unknown as { benchHeaderTimes: HeaderTimes }).benchHeaderTimes,
        answered: all
          .filter((entry) => new URL(entry.name).origin === remote)
          .map((entry) => ({
            path: new URL(entry.name).pathname + new URL(entry.name).search,
            responseEnd: entry.responseEnd,
          })),
      };
    }, origin);
    const summary = summariseTransfers([...seen.values()], remoteOrigin);
    const at = (ms: number | undefined) => (ms === undefined ? undefined : milestone(ms, answered, summary.files));
    return {
      pageUrl,
      remoteOrigin,
      ...summary,
      goalBytes: goal.bytes,
      goalAt: goal.at,
      serverRenderedHeader: hasServerHeader(html),
      shown: at(times.shown),
      live: at(times.live),
    };
  } finally {
    await context.close();
  }
}
