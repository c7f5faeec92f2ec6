import type { KyInstance } from 'ky';
import { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import { callJson, ServiceCallError } from '../../lib/call-json.ts';

/**
 * POST v1/auth/token with the browser's cookies (decision 007): the bearer
 * token of the shopper's cookie session, or null when there is none. A 401
 * here means "signed out", not a failure (spec section 8).
 */
export async function getTokenSession(api: KyInstance, signal: AbortSignal): Promise<TokenSessionResponse | null> {
  try {
    return await callJson(api, TokenSessionResponse, 'v1/auth/token', {
      method: 'post',
      credentials: 'include',
      signal,
      context: { service: 'token', quietStatuses: [401] },
    });
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return null;
    throw error;
  }
}
