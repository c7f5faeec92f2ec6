import type { KyInstance } from 'ky';
import {
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  GRAPH_TAGS,
  type GraphOperationName,
  type TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../lib/api-client.ts';
import { callJson, ServiceCallError } from '../../lib/call-json.ts';

export type LoadedTrolley = {
  readonly result: TrolleyQueryResult;
  readonly containsEntertainingLines: boolean;
};

/**
 * POST graph/live?clientType=WEB_APP&tag=getTrolley (spec section 7). The
 * trolley's 400 and 404 are not logged as errors (spec section 8); the caller
 * still shows the error state.
 */
export async function getTrolley(
  api: KyInstance,
  { graphBase, customerOrderId, signal }: { graphBase: string; customerOrderId: string; signal: AbortSignal },
): Promise<LoadedTrolley> {
  const body = await callJson(api, GetTrolleyResponse, 'graph/live', {
    method: 'post',
    baseUrl: serviceBase(graphBase),
    searchParams: { clientType: 'WEB_APP', tag: GRAPH_TAGS.getTrolley },
    json: {
      operationName: 'getTrolley' satisfies GraphOperationName,
      query: GET_TROLLEY_QUERY,
      variables: { trolleyQueryOrderId: customerOrderId, orderQueryOrderId: customerOrderId },
    },
    signal,
    context: { service: 'trolley', quietStatuses: [400, 404] },
  });
  const result = body.data?.getTrolley;
  if (!result) {
    const first = body.errors?.[0];
    const status = first?.extensions?.code === 'NOT_FOUND' ? 404 : 0;
    throw new ServiceCallError(first?.message ?? 'The trolley was missing from the answer', status);
  }
  return { result, containsEntertainingLines: body.data?.getOrder?.containsEntertainingLines ?? false };
}
