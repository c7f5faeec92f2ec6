/**
 * The shopper's sign-in as the header holds it, and as the server's state gives it: plain values,
 * without jotai, so the page-load duties of a header that hydrates later can read them (decision 027).
 */
import type { HeaderAuthState, HeaderInitialState } from '@grocer/shared-contracts';

/** Spec section 3, "Authentication state". */
export type AuthState = {
  readonly initialised: boolean;
  readonly isLoggedIn: boolean;
  /** The token-session indicator cookie was 'true' when the header started. */
  readonly hasTokenSession: boolean;
  readonly customerId: string | null;
  readonly token: string | null;
  readonly isSignedOnAsCustomer: boolean;
  readonly error: string | null;
};

export const SIGNED_OUT: AuthState = Object.freeze({
  initialised: true,
  isLoggedIn: false,
  hasTokenSession: false,
  customerId: null,
  token: null,
  isSignedOnAsCustomer: false,
  error: null,
});

export const NOT_INITIALISED: AuthState = Object.freeze({ ...SIGNED_OUT, initialised: false });

/** The sign-in the server found, as the header holds it. */
export function authStateFrom(auth: HeaderAuthState): AuthState {
  switch (auth.status) {
    case 'signed-out':
      return { ...SIGNED_OUT, hasTokenSession: auth.hasTokenSession };
    case 'unknown':
      return { ...NOT_INITIALISED, hasTokenSession: true };
    case 'signed-in':
      return {
        initialised: true,
        isLoggedIn: true,
        hasTokenSession: auth.hasTokenSession,
        customerId: auth.customerId,
        token: auth.token,
        isSignedOnAsCustomer: auth.isSignedOnAsCustomer,
        error: null,
      };
  }
}

/** The server loaded every part this shopper needs: the session, and for a signed-in one the context, trolley and slot. */
export function isCompleteServerState(state: HeaderInitialState): boolean {
  if (state.auth.status === 'unknown') return false;
  if (state.auth.status === 'signed-out') return true;
  return state.context !== undefined && state.trolley !== undefined && state.slot !== undefined;
}
