import { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import { callStarted, durationSince, logCallFailure, logCallResponse } from '../../lib/call-log.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  DEFAULT_TIMEOUT_MS,
  readAnswer,
  serviceBase,
  ServiceCallError,
  SIGNED_OUT_HEADERS,
} from '../../lib/service-calls.ts';

/** How the call is named in the log records. */
const SERVICE = 'token';

/**
 * POST v1/auth/token with the browser's cookies (decision 007): the bearer token of the shopper's
 * cookie session, or null when there is none. A 401 here means "signed out", not a failure (spec
 * section 8). A plain fetch, as the header's state is (get-header-state.ts): it goes out as a
 * server-rendered header wakes, before its hydration takes the main thread, from code that brings
 * neither ky nor a chunk of its own; it is logged through the same records as ky's calls.
 */
export async function getTokenSession(servicesUrl: string, logger: Logger): Promise<TokenSessionResponse | null> {
  const url = new URL('v1/auth/token', serviceBase(servicesUrl));
  const started = callStarted();
  let response: Response;
  try {
    // Looked up on each call, so a page (or a test) that wraps fetch later is still honoured.
    response = await globalThis.fetch(url, {
      method: 'POST',
      headers: SIGNED_OUT_HEADERS,
      credentials: 'include',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logCallFailure(logger, { service: SERVICE, path: url.pathname, duration: durationSince(started) }, message);
    throw new ServiceCallError(`POST v1/auth/token failed: ${message}`, 0);
  }
  const signedOut = response.status === 401;
  const record = { service: SERVICE, path: url.pathname, status: response.status, duration: durationSince(started) };
  logCallResponse(logger, record, response, signedOut);
  if (signedOut) return null;
  if (!response.ok) throw new ServiceCallError(`POST v1/auth/token answered ${response.status}`, response.status);
  return readAnswer(response, TokenSessionResponse, 'v1/auth/token');
}
