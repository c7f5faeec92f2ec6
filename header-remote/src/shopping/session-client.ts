import type { KyInstance } from 'ky';
import type { createStore } from 'jotai';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { getTokenSession } from './api/get-token-session.ts';
import { authStateAtom, sessionCheckedAtom } from './auth-state.ts';

export type Store = ReturnType<typeof createStore>;

const clients = new WeakMap<HeaderConfig, KyInstance>();
/** One token request at a time per header: the calls that need it meanwhile wait for the same answer. */
const tokensOnTheirWay = new WeakMap<Store, Promise<string | undefined>>();

/**
 * The API client of one mounted header, sending the shopper's token as the
 * bearer, or `unauthenticated` when signed out. A header the server rendered
 * knows who is signed in but not their token: no page carries it (decision
 * 029), so the first call that needs it asks for it with the HttpOnly cookie
 * (POST /v1/auth/token), once, and the header keeps it in memory.
 * Loaded on demand: ky stays out of the closed header's critical JavaScript.
 */
export function sessionClientFor(config: HeaderConfig, store: Store): KyInstance {
  let client = clients.get(config);
  if (!client) {
    const options = { baseUrl: config.props.services.api, logger: config.logger, emit: config.emit };
    const cookieClient = createApiClient(options);
    client = createApiClient({ ...options, getToken: () => tokenFor(store, cookieClient, config) });
    clients.set(config, client);
  }
  return client;
}

function tokenFor(
  store: Store,
  cookieClient: KyInstance,
  config: HeaderConfig,
): string | undefined | Promise<string | undefined> {
  const auth = store.get(authStateAtom);
  if (auth.token) return auth.token;
  if (!auth.isLoggedIn) return undefined;
  let onItsWay = tokensOnTheirWay.get(store);
  if (!onItsWay) {
    onItsWay = getTokenSession(cookieClient, new AbortController().signal)
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
      .finally(() => tokensOnTheirWay.delete(store));
    tokensOnTheirWay.set(store, onItsWay);
  }
  return onItsWay;
}
