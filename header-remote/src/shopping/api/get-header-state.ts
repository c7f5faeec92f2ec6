import { HeaderStateResponse } from '@grocer/shared-contracts/domain';
import { durationSince } from '../../lib/call-log.ts';
import type { Logger } from '../../lib/logger.ts';
import { plainCall } from '../../lib/plain-call.ts';
import { serviceBase, ServiceCallError, SIGNED_OUT_HEADERS } from '../../lib/service-calls.ts';

export type HeaderStateRequest = {
  /** The server's fetch, or the page's. */
  readonly fetch: typeof globalThis.fetch;
  /** `props.services.api`. */
  readonly servicesUrl: string;
  /** On a server, the page request's Cookie header; in the browser, none: the browser sends its own. */
  readonly cookie?: string;
  /** The caller's end for it (an unmount, a server's budget): not a failure, and not logged as one. */
  readonly signal: AbortSignal;
  /** Past this the call has failed, and is logged so, as the ky client's timeout is; none by default. */
  readonly timeoutMs?: number;
  /** Where its response and timing are logged, as every other call's are (call-log.ts). */
  readonly logger: Logger;
};

/** How the call is named in the log records. */
const SERVICE = 'header-state';

/** The path the call asks for under `servicesUrl`. */
const PATH = 'v1/header-state';
const headerStateUrl = (servicesUrl: string): URL => new URL(PATH, serviceBase(servicesUrl));

/**
 * The record a caller logs when the call failed, whatever failed (no answer, a refusal, an answer
 * that does not parse): service, path, duration, status and message (spec section 8), so the one
 * record of what the header did says all of it. `started` is `callStarted()` before the call.
 */
export function headerStateFailure(
  servicesUrl: string,
  started: number,
  error: unknown,
): { service: string; path: string; duration: number | undefined; status: number; message: string } {
  return {
    service: SERVICE,
    path: headerStateUrl(servicesUrl).pathname,
    duration: durationSince(started),
    status: error instanceof ServiceCallError ? error.status : 0,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * GET v1/header-state: everything the header draws for the shopper, in one answer (decision 029).
 * The one call of a page's server render (with the page request's cookies) and of a header that
 * starts in the browser without it (with the browser's). A plain fetch, not the header's ky
 * client: neither needs ky's hooks for this one call, and without it the header starts with no ky
 * (on a server, building the client cost a signed-in render more than parsing the answer): a
 * `plainCall`, logged through the same records as ky's calls. Throws a ServiceCallError when it fails, is too
 * large or does not parse; `signal` ends it.
 */
export async function getHeaderState({
  fetch,
  servicesUrl,
  cookie,
  signal,
  timeoutMs,
  logger,
}: HeaderStateRequest): Promise<HeaderStateResponse> {
  return plainCall({
    servicesUrl,
    path: PATH,
    init: {
      headers: cookie === undefined ? SIGNED_OUT_HEADERS : { ...SIGNED_OUT_HEADERS, cookie },
      credentials: 'include',
    },
    schema: HeaderStateResponse,
    service: SERVICE,
    logger,
    fetch,
    signal,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
