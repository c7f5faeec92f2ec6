import * as z from '@grocer/shared-contracts/zod';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  ShoppingContext,
  TrolleyQueryResult,
  graphQLResponse,
  type Failure,
  type GraphOperationName,
} from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from './api-client.ts';

/**
 * The services' addItemToTrolley mutation (services/docs/trolley-and-orders.md),
 * answering with the whole trolley after the change. Its document is the
 * contracts' known operation: the services refuse any other text.
 */
export const ADD_ITEM_TO_TROLLEY_TAG = 'add-item-to-trolley';

const AddItemToTrolleyResponse = graphQLResponse(z.object({ addItemToTrolley: z.nullable(TrolleyQueryResult) }));

export type AddItemResult =
  | { readonly outcome: 'added'; readonly quantityInTrolley: number }
  /** The services refused the change and said why (e.g. PRODUCT_UNAVAILABLE). */
  | { readonly outcome: 'refused'; readonly failure: Failure }
  /** The token no longer works: the shopper has to sign in again. */
  | { readonly outcome: 'signed-out' }
  | { readonly outcome: 'failed'; readonly message: string };

export type AddItem = { readonly servicesUrl: string; readonly token: string; readonly productId: string };

/**
 * Adds one of a product to the signed-in shopper's open order: reads the
 * order id from the shopping context, then posts the mutation. One item of
 * anything, weighed products too: the services price a counted weighed item
 * by its average weight. Never throws.
 */
export async function addItemToTrolley({ servicesUrl, token, productId }: AddItem): Promise<AddItemResult> {
  try {
    const context = await callService(ShoppingContext, { servicesUrl, path: '/v1/shopping-context', token });
    if (context.customerOrderId === '') return { outcome: 'failed', message: 'The shopper has no open order' };
    const answer = await callService(AddItemToTrolleyResponse, {
      servicesUrl,
      path: `/graph/live?clientType=WEB_APP&tag=${ADD_ITEM_TO_TROLLEY_TAG}`,
      method: 'POST',
      token,
      body: {
        operationName: 'addItemToTrolley' satisfies GraphOperationName,
        query: ADD_ITEM_TO_TROLLEY_MUTATION,
        variables: { customerOrderId: context.customerOrderId, productId, quantity: { amount: 1, uom: 'C62' } },
      },
    });
    const result = answer.data?.addItemToTrolley;
    if (!result) {
      const message = answer.errors?.map((error) => error.message).join('; ') ?? 'No result';
      return { outcome: 'failed', message };
    }
    const [failure] = result.failures;
    if (failure) return { outcome: 'refused', failure };
    const line = result.trolley?.trolleyItems.find((item) => item.productId === productId);
    return { outcome: 'added', quantityInTrolley: line?.quantity.amount ?? 1 };
  } catch (error) {
    if (error instanceof ServiceCallError && error.status === 401) return { outcome: 'signed-out' };
    return { outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
