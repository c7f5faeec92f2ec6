import * as z from '@grocer/shared-contracts/zod';
import { HeaderStateResponse } from '@grocer/shared-contracts';
import { APPLICATION_NAME, serviceBase, UNAUTHENTICATED_TOKEN } from '../lib/service-calls.ts';
import { ShoppingCallError } from '../shopping/api/call-json.ts';

/** Far more than any shopper's state (a booked slot, its address and branch: some 4 KB): refused before it is parsed. */
const MAX_ANSWER_CHARS = 64 * 1024;

/**
 * GET v1/header-state with the page request's cookies, by the server's own fetch: a page's server
 * render makes this one call (decision 029), so it is made as it is, without building the
 * browser's ky client for it (that set-up cost a signed-in render more than the call's own
 * parsing). Throws a ShoppingCallError when it fails, is too large or does not parse; the
 * budget's `signal` ends it.
 */
export async function fetchHeaderState(
  fetch: typeof globalThis.fetch,
  servicesUrl: string,
  cookie: string,
  signal: AbortSignal,
): Promise<HeaderStateResponse> {
  const response = await fetch(new URL('v1/header-state', serviceBase(servicesUrl)), {
    headers: { cookie, Authorization: `Bearer ${UNAUTHENTICATED_TOKEN}`, 'x-application-name': APPLICATION_NAME },
    signal,
  });
  if (!response.ok) throw new ShoppingCallError(`GET v1/header-state answered ${response.status}`, response.status);
  const text = await response.text();
  if (text.length > MAX_ANSWER_CHARS) {
    throw new ShoppingCallError(`The answer from v1/header-state is too large (${text.length} characters)`, 0);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ShoppingCallError('The answer from v1/header-state is not JSON', 0);
  }
  const parsed = HeaderStateResponse.safeParse(json);
  if (!parsed.success) {
    throw new ShoppingCallError(`Unexpected answer from v1/header-state: ${z.prettifyError(parsed.error)}`, 0);
  }
  return parsed.data;
}
