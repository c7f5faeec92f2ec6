import type { KyInstance } from 'ky';
import type { HeaderConfig } from '../../../app/header-config.tsx';
import { createApiClient } from '../../../lib/api-client.ts';

const clients = new WeakMap<HeaderConfig, KyInstance>();

/** The API client of one mounted header (its config), made on first use. */
export function apiClientFor(config: HeaderConfig): KyInstance {
  let client = clients.get(config);
  if (!client) {
    client = createApiClient({ baseUrl: config.props.services.api, logger: config.logger, emit: config.emit });
    clients.set(config, client);
  }
  return client;
}
