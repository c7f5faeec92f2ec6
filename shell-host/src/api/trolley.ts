import * as z from '@grocer/shared-contracts/zod';
import {
  GET_TROLLEY_QUERY,
  GRAPH_TAGS,
  GetTrolleyResponse,
  REMOVE_ITEM_FROM_TROLLEY_MUTATION,
  TrolleyQueryResult,
  UPDATE_ITEM_QUANTITY_MUTATION,
  graphQLResponse,
  type GraphOperationName,
  type Quantity,
} from '@grocer/shared-contracts/domain';
import { ServiceCallError, callService } from './api-client.ts';
import type { SignedInCall } from './service-call.ts';

/**
 * The trolley page's calls (services/docs/trolley-and-orders.md). Their documents are
 * the contracts' known operations: the services refuse any other text.
 */
export const TROLLEY_PAGE_TAGS = { update: 'update-item-quantity', remove: 'remove-item-from-trolley' } as const;

const UpdateResponse = graphQLResponse(z.object({ updateItemQuantity: z.nullable(TrolleyQueryResult) }));
const RemoveResponse = graphQLResponse(z.object({ removeItemFromTrolley: z.nullable(TrolleyQueryResult) }));

type Answer = { readonly errors?: readonly { readonly message: string }[] | undefined };

/** The result, or a ServiceCallError naming the GraphQL errors (e.g. NOT_FOUND) when there is none. */
function resultOf(answer: Answer, result: TrolleyQueryResult | null | undefined): TrolleyQueryResult {
  if (result) return result;
  const message = answer.errors?.map((error) => error.message).join('; ') || 'No trolley in the answer';
  throw new ServiceCallError(message, 0, answer);
}

function graph(call: SignedInCall, tag: string) {
  return {
    servicesUrl: call.servicesUrl,
    path: `/graph/live?${new URLSearchParams({ clientType: 'WEB_APP', tag })}`,
    method: 'POST' as const,
    token: call.token,
    signal: call.signal,
  };
}

/** The trolley of an order, with the same query (and tag) the header posts. */
export async function getTrolley(call: SignedInCall, customerOrderId: string): Promise<TrolleyQueryResult> {
  const answer = await callService(GetTrolleyResponse, {
    ...graph(call, GRAPH_TAGS.getTrolley),
    body: {
      operationName: 'getTrolley' satisfies GraphOperationName,
      query: GET_TROLLEY_QUERY,
      variables: { trolleyQueryOrderId: customerOrderId },
    },
  });
  return resultOf(answer, answer.data?.getTrolley);
}

/** Sets a line's quantity (0 removes it). A refusal comes back in `failures`, the trolley unchanged. */
export async function updateItemQuantity(
  call: SignedInCall,
  customerOrderId: string,
  trolleyItemId: string,
  quantity: Quantity,
): Promise<TrolleyQueryResult> {
  const answer = await callService(UpdateResponse, {
    ...graph(call, TROLLEY_PAGE_TAGS.update),
    body: {
      operationName: 'updateItemQuantity' satisfies GraphOperationName,
      query: UPDATE_ITEM_QUANTITY_MUTATION,
      variables: { customerOrderId, trolleyItemId, quantity },
    },
  });
  return resultOf(answer, answer.data?.updateItemQuantity);
}

export async function removeItemFromTrolley(
  call: SignedInCall,
  customerOrderId: string,
  trolleyItemId: string,
): Promise<TrolleyQueryResult> {
  const answer = await callService(RemoveResponse, {
    ...graph(call, TROLLEY_PAGE_TAGS.remove),
    body: {
      operationName: 'removeItemFromTrolley' satisfies GraphOperationName,
      query: REMOVE_ITEM_FROM_TROLLEY_MUTATION,
      variables: { customerOrderId, trolleyItemId },
    },
  });
  return resultOf(answer, answer.data?.removeItemFromTrolley);
}
