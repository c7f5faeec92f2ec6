import { atom } from 'jotai';
import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { readCookie } from '../lib/cookies.ts';
import { NOT_INITIALISED, type AuthState } from './auth.ts';

export { NOT_INITIALISED, SIGNED_OUT, type AuthState } from './auth.ts';

/** Null until the session loader first writes: the state is then read from the indicator cookie. */
const authBaseAtom = atom<AuthState | null>(null);

/**
 * Before the loader runs (the very first paint), the token-session cookie
 * alone decides the display, so a signed-in shopper never sees "Sign in".
 */
function notInitialisedFromCookie(): AuthState {
  const hasTokenSession = typeof document !== 'undefined' && readCookie(TOKEN_SESSION_COOKIE) === 'true';
  return hasTokenSession ? { ...NOT_INITIALISED, hasTokenSession } : NOT_INITIALISED;
}

export const authStateAtom = atom((get) => get(authBaseAtom) ?? notInitialisedFromCookie());
/** The session is being checked: the token-session cookie alone decides the display meanwhile. */
export const sessionCheckStartedAtom = atom(null, (_get, set, hasTokenSession: boolean) =>
  set(authBaseAtom, { ...NOT_INITIALISED, hasTokenSession }),
);
/** The session was checked (signed in, signed out, or failed), or a known one is taken over (the server's). */
export const sessionCheckedAtom = atom(null, (_get, set, next: AuthState) => set(authBaseAtom, next));

/**
 * Spec section 4: the header shows the signed-in display when a token session
 * exists and auth is not initialised yet, or when initialised and logged in,
 * so a signed-in shopper never sees "Sign in" flicker.
 */
export function isSignedInDisplay(auth: AuthState): boolean {
  return auth.initialised ? auth.isLoggedIn : auth.hasTokenSession;
}

export const signedInDisplayAtom = atom((get) => isSignedInDisplay(get(authStateAtom)));
