/**
 * What one real load of the host's `/ecom` transfers from the remote's origin
 * (issue 14: ≤ 30 KB): Chromium through Playwright, a fresh context (cold
 * cache, no cookies: a guest), until the network is idle; every response from
 * the remote's origin, with the bytes as sent (compressed), read from the
 * DevTools protocol's Network events.
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
  /** Whether the page's first HTML carried the server-rendered header (else the figure is the client-rendered path's). */
  readonly serverRenderedHeader: boolean;
};

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

/** Loads `pageUrl` in a fresh desktop context and returns what came from `remoteOrigin`. */
export async function measureRemoteTransfer(
  browser: Browser,
  pageUrl: string,
  remoteOrigin: string,
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
    await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    return {
      pageUrl,
      remoteOrigin,
      ...summariseTransfers([...seen.values()], remoteOrigin),
      goalBytes: REMOTE_TRANSFER_GOAL_BYTES,
      serverRenderedHeader: hasServerHeader(html),
    };
  } finally {
    await context.close();
  }
}
