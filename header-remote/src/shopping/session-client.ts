import type { KyInstance } from 'ky';
import type { createStore } from 'jotai';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { askForToken } from './ask-for-token.ts';
import { authStateAtom } from './auth-state.ts';

export type Store = ReturnType<typeof createStore>;

/** A header's client for one store, and how it finds the shopper's token. */
type SessionClient = {
  readonly client: KyInstance;
  readonly getToken: () => string | undefined | Promise<string | undefined>;
};

/** One client per header and store: the token is read from, and kept in, the store it was made for. */
const clients = new WeakMap<HeaderConfig, WeakMap<Store, SessionClient>>();

function sessionClient(config: HeaderConfig, store: Store): SessionClient {
  let forConfig = clients.get(config);
  if (!forConfig) {
    forConfig = new WeakMap();
    clients.set(config, forConfig);
  }
  let session = forConfig.get(store);
  if (!session) {
    const getToken = () => {
      const auth = store.get(authStateAtom);
      if (auth.token || !auth.isLoggedIn) return auth.token ?? undefined;
      return askForToken(store, config);
    };
    const options = { baseUrl: config.props.services.api, logger: config.logger, emit: config.emit };
    session = { client: createApiClient({ ...options, getToken }), getToken };
    forConfig.set(store, session);
  }
  return session;
}

/**
 * The API client of one mounted header, sending the shopper's token as the
 * bearer, or `unauthenticated` when signed out. A header the server rendered
 * knows who is signed in but not their token: no page carries it (decision
 * 029), so it is asked for with the HttpOnly cookie (`ask-for-token.ts`) as a
 * server-rendered header wakes, or else by the first call that needs it, and
 * the header keeps it in memory.
 * Loaded on demand: ky stays out of the closed header's critical JavaScript.
 */
export function sessionClientFor(config: HeaderConfig, store: Store): KyInstance {
  return sessionClient(config, store).client;
}

/**
 * Asks for a signed-in shopper's token now, if the header has none yet, for a call about to need it:
 * the call then waits for the same answer (ask-for-token.ts) instead of asking after it starts.
 */
export function warmToken(config: HeaderConfig, store: Store): void {
  // A failure is logged by askForToken, and the call that needs the token asks again.
  Promise.resolve(sessionClient(config, store).getToken()).catch(() => {});
}
