import type { KyInstance } from 'ky';
import { HeaderStateResponse } from '@grocer/shared-contracts';
import { callJson } from '../shopping/api/call-json.ts';

/**
 * GET v1/header-state with the page request's cookies: everything the header
 * renders for the shopper, in one answer (decision 029). Throws a
 * ShoppingCallError when it fails or does not parse.
 */
export function getHeaderState(api: KyInstance, cookie: string, signal: AbortSignal): Promise<HeaderStateResponse> {
  return callJson(api, HeaderStateResponse, 'v1/header-state', {
    headers: { cookie },
    signal,
    context: { service: 'header-state' },
  });
}
