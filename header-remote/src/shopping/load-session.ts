import { TOKEN_SESSION_COOKIE, type TokenSessionResponse } from '@grocer/shared-contracts';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { readCookie } from '../lib/cookies.ts';
import { getTokenSession } from './api/get-token-session.ts';
import { signedInAuth } from './auth.ts';
import { sessionCheckedAtom, sessionCheckStartedAtom, SIGNED_OUT, type AuthState } from './auth-state.ts';
import { sessionClientFor, type Store } from './session-client.ts';
import { settleSession } from './settle-session.ts';

const signedIn = (session: TokenSessionResponse, hasTokenSession: boolean): AuthState =>
  signedInAuth({ ...session, hasTokenSession });

/**
 * Starts the header's authentication state (spec sections 3, 4 and 8): the
 * token-session cookie first, so a signed-in shopper sees the signed-in
 * display at once; then the token itself. Logged in sets the customerId
 * cookie; logged out removes it, and reports `header_flicker` when the cookie
 * had promised a session.
 */
export async function loadSession(store: Store, config: HeaderConfig, signal: AbortSignal): Promise<AuthState> {
  const hasTokenSession = readCookie(TOKEN_SESSION_COOKIE) === 'true';
  store.set(sessionCheckStartedAtom, hasTokenSession);

  let session: TokenSessionResponse | null = null;
  let error: string | null = null;
  if (hasTokenSession) {
    try {
      session = await getTokenSession(sessionClientFor(config, store), signal);
    } catch (failure) {
      if (signal.aborted) throw failure;
      error = failure instanceof Error ? failure.message : String(failure);
      config.logger.error('Error loading the token session', { message: error });
    }
  }

  // A support user's own sign-in is not a shopper: the header stays signed out for it.
  const next =
    session && session.role !== 'support'
      ? signedIn(session, hasTokenSession)
      : { ...SIGNED_OUT, hasTokenSession, error };
  store.set(sessionCheckedAtom, next);
  settleSession(next, config);
  return next;
}
