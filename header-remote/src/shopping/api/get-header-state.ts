import type { KyInstance } from 'ky';
import { HeaderStateResponse } from '@grocer/shared-contracts';
import { callJson } from './call-json.ts';

/**
 * GET v1/header-state: everything the header draws for the shopper whose token cookie comes with
 * the call, in one answer (decision 029). A page's server passes the page request's `cookie`; the
 * browser sends its own. Throws a ShoppingCallError when it fails or does not parse.
 */
export function getHeaderState(api: KyInstance, signal: AbortSignal, cookie?: string): Promise<HeaderStateResponse> {
  return callJson(api, HeaderStateResponse, 'v1/header-state', {
    ...(cookie === undefined ? { credentials: 'include' } : { headers: { cookie } }),
    signal,
    context: { service: 'header-state' },
  });
}
