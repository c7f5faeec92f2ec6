/**
 * The signed-in shopper's token, asked for with the HttpOnly cookie (decision 029: no page carries
 * it), loaded with `import()` by the session client the first time a call needs it.
 */
import type { KyInstance } from 'ky';
import type { createStore } from 'jotai';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { getTokenSession } from './api/get-token-session.ts';
import { authStateAtom, sessionCheckedAtom } from './auth-state.ts';

type Store = ReturnType<typeof createStore>;

/** One request at a time per header: the calls that need the token meanwhile wait for the same answer. */
const onTheirWay = new WeakMap<Store, Promise<string | undefined>>();

/** The token, kept in the header's store for the next calls; undefined when the cookie names no session of this shopper's. */
export function askForToken(store: Store, cookieClient: KyInstance, config: HeaderConfig): Promise<string | undefined> {
  let asked = onTheirWay.get(store);
  if (!asked) {
    asked = getTokenSession(cookieClient, new AbortController().signal)
      .then(
        (session) => {
          // Kept for the shopper the header shows; another one's (a sign-in in another tab) is not theirs.
          const current = store.get(authStateAtom);
          if (!session || session.customerId !== current.customerId) return undefined;
          store.set(sessionCheckedAtom, { ...current, token: session.token });
          return session.token;
        },
        (error: unknown) => {
          config.logger.error('Error loading the token session', { message: String(error) });
          return undefined;
        },
      )
      .finally(() => onTheirWay.delete(store));
    onTheirWay.set(store, asked);
  }
  return asked;
}
