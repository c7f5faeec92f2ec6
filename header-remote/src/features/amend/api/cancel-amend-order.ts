import type { KyInstance } from 'ky';
import {
  CANCEL_AMEND_ORDER_MUTATION,
  CancelAmendOrderResponse,
  GRAPH_TAGS,
  type Failure,
  type GraphOperationName,
} from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../../lib/api-client.ts';
import { callJson, ServiceCallError } from '../../../lib/call-json.ts';

/**
 * POST graph/live?clientType=WEB_APP&tag=cancel-amend-order (spec section 7):
 * gives up the shopper's changes, putting the order back as it was placed.
 * Resolves with the refusals the service reports (none means it worked);
 * throws ServiceCallError when there is no usable answer.
 */
export async function cancelAmendOrder(
  api: KyInstance,
  { graphBase, customerOrderId }: { graphBase: string; customerOrderId: string },
): Promise<readonly Failure[]> {
  const body = await callJson(api, CancelAmendOrderResponse, 'graph/live', {
    method: 'post',
    baseUrl: serviceBase(graphBase),
    searchParams: { clientType: 'WEB_APP', tag: GRAPH_TAGS.cancelAmendOrder },
    json: {
      operationName: 'cancelAmendOrder' satisfies GraphOperationName,
      query: CANCEL_AMEND_ORDER_MUTATION,
      variables: { customerOrderId },
    },
    context: { service: 'cancel-amend-order' },
  });
  const result = body.data?.cancelAmendOrder;
  if (!result) {
    throw new ServiceCallError(body.errors?.[0]?.message ?? 'cancelAmendOrder was missing from the answer', 0);
  }
  return result.failures;
}
