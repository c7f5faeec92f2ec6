import { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import type { Logger } from '../../lib/logger.ts';
import { plainCall } from '../../lib/plain-call.ts';
import { DEFAULT_TIMEOUT_MS, ServiceCallError, SIGNED_OUT_HEADERS } from '../../lib/service-calls.ts';

/**
 * POST v1/auth/token with the browser's cookies (decision 007): the bearer token of the shopper's
 * cookie session, or null when there is none. A 401 here means "signed out", not a failure (spec
 * section 8). A `plainCall`, as the header's state is (get-header-state.ts): it goes out as a
 * server-rendered header wakes, before its hydration takes the main thread, from code that brings
 * neither ky nor a chunk of its own.
 */
export async function getTokenSession(servicesUrl: string, logger: Logger): Promise<TokenSessionResponse | null> {
  try {
    return await plainCall({
      servicesUrl,
      path: 'v1/auth/token',
      init: { method: 'POST', headers: SIGNED_OUT_HEADERS, credentials: 'include' },
      schema: TokenSessionResponse,
      service: 'token',
      logger,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      quietStatuses: [401],
    });
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return null;
    throw error;
  }
}
