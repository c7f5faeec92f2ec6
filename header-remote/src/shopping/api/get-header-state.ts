import { HeaderStateResponse } from '@grocer/shared-contracts/domain';
import { readAnswer, serviceBase, ShoppingCallError, SIGNED_OUT_HEADERS } from '../../lib/service-calls.ts';

export type HeaderStateRequest = {
  /** The server's fetch, or the page's. */
  readonly fetch: typeof globalThis.fetch;
  /** `props.services.api`. */
  readonly servicesUrl: string;
  /** On a server, the page request's Cookie header; in the browser, none: the browser sends its own. */
  readonly cookie?: string;
  readonly signal: AbortSignal;
};

/**
 * GET v1/header-state: everything the header draws for the shopper, in one answer (decision 029).
 * The one call of a page's server render (with the page request's cookies) and of a header that
 * starts in the browser without it (with the browser's). A plain fetch, not the header's ky
 * client: neither needs ky's hooks for this one call, and without it the header starts with no ky
 * (on a server, building the client cost a signed-in render more than parsing the answer). Throws
 * a ShoppingCallError when it fails, is too large or does not parse; `signal` ends it.
 */
export async function getHeaderState({
  fetch,
  servicesUrl,
  cookie,
  signal,
}: HeaderStateRequest): Promise<HeaderStateResponse> {
  const headers = cookie === undefined ? SIGNED_OUT_HEADERS : { ...SIGNED_OUT_HEADERS, cookie };
  const response = await fetch(new URL('v1/header-state', serviceBase(servicesUrl)), {
    headers,
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ShoppingCallError(`GET v1/header-state answered ${response.status}`, response.status);
  return readAnswer(response, HeaderStateResponse, 'v1/header-state');
}
