import type { KyInstance } from 'ky';
import type { HeaderConfig } from '../../../lib/header-config.tsx';
import { sessionClientFor, type Store } from '../../../shopping/session-client.ts';

/** The API client of one mounted header: suggestions carry the shopper's bearer, or `unauthenticated`. */
export function apiClientFor(config: HeaderConfig, store: Store): KyInstance {
  return sessionClientFor(config, store);
}
