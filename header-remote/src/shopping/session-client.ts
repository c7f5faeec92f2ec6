import type { KyInstance } from 'ky';
import type { createStore } from 'jotai';
import type { HeaderConfig } from '../lib/header-config.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { authStateAtom } from './auth-state.ts';

export type Store = ReturnType<typeof createStore>;

const clients = new WeakMap<HeaderConfig, KyInstance>();

/**
 * The API client of one mounted header, sending the shopper's token (from
 * that header's store) as the bearer, or `unauthenticated` when signed out.
 * Loaded on demand: ky stays out of the closed header's critical JavaScript.
 */
export function sessionClientFor(config: HeaderConfig, store: Store): KyInstance {
  let client = clients.get(config);
  if (!client) {
    client = createApiClient({
      baseUrl: config.props.services.api,
      logger: config.logger,
      emit: config.emit,
      getToken: () => store.get(authStateAtom).token ?? undefined,
    });
    clients.set(config, client);
  }
  return client;
}
