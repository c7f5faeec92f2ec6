import type { KyInstance } from 'ky';
import { ShoppingContext } from '@grocer/shared-contracts';
import { callJson } from './call-json.ts';

/** GET /v1/shopping-context (spec section 7). */
export function getShoppingContext(api: KyInstance, signal: AbortSignal): Promise<ShoppingContext> {
  return callJson(api, ShoppingContext, 'v1/shopping-context', {
    method: 'get',
    signal,
    context: { service: 'shopping-context' },
  });
}
