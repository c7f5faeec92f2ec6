/**
 * The shopper's sign-in as the header holds it, and which parts of the shopper's state the server
 * loaded: plain values, without jotai, the same rules for the server's state and the header's store.
 */
import type { HeaderAuthState, HeaderInitialState } from '@grocer/shared-contracts/domain';

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

/** A signed-in shopper as the header holds them: the one place that state is built. */
export function signedInAuth(shopper: {
  readonly customerId: string;
  readonly isSignedOnAsCustomer: boolean;
  readonly hasTokenSession: boolean;
  /** The bearer token when the browser asked for it; never from the server's page (decision 029). */
  readonly token: string | null;
}): AuthState {
  return {
    initialised: true,
    isLoggedIn: true,
    hasTokenSession: shopper.hasTokenSession,
    customerId: shopper.customerId,
    token: shopper.token,
    isSignedOnAsCustomer: shopper.isSignedOnAsCustomer,
    error: null,
  };
}

/** The sign-in the server found, as the header holds it. */
export function authStateFrom(auth: HeaderAuthState): AuthState {
  switch (auth.status) {
    case 'signed-out':
      return { ...SIGNED_OUT, hasTokenSession: auth.hasTokenSession };
    case 'unknown':
      return { ...NOT_INITIALISED, hasTokenSession: true };
    case 'signed-in':
      // No token: never in the page (decision 029); the session client asks for it with the cookie when a call needs it.
      return signedInAuth({ ...auth, token: null });
  }
}

/** Which parts of the shopping state the server already loaded: the browser loads only the others. */
export type PreloadedParts = {
  readonly auth: boolean;
  readonly context: boolean;
  readonly trolley: boolean;
  readonly slot: boolean;
};

export function preloadedPartsOf(state: HeaderInitialState): PreloadedParts {
  return {
    auth: state.auth.status !== 'unknown',
    context: state.context !== undefined,
    trolley: state.trolley !== undefined,
    slot: state.slot !== undefined,
  };
}

/** The server loaded every part this shopper needs: the session, and for a signed-in one the context, trolley and slot. */
export function hasEveryPart(parts: PreloadedParts, isLoggedIn: boolean): boolean {
  if (!parts.auth) return false;
  if (!isLoggedIn) return true;
  return parts.context && parts.trolley && parts.slot;
}
