import type { KyInstance } from 'ky';
import { HeaderStateResponse } from '@grocer/shared-contracts';
import { callJson } from './call-json.ts';

/**
 * GET v1/header-state from the browser, with its own cookies: everything the header draws for the
 * shopper, in one answer (decision 029). A page's server asks the same with the page request's
 * cookies (server/fetch-header-state.ts). Throws a ShoppingCallError when it fails or does not parse.
 */
export function getHeaderState(api: KyInstance, signal: AbortSignal): Promise<HeaderStateResponse> {
  return callJson(api, HeaderStateResponse, 'v1/header-state', {
    credentials: 'include',
    signal,
    context: { service: 'header-state' },
  });
}
