import type { KyInstance } from 'ky';
import {
  deliveryPassStatusFrom,
  DeliveryPassStatusResponse,
  type DeliveryPassStatus,
} from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../../../lib/api-client.ts';
import { callJson } from '../../../../lib/call-json.ts';

export type GetDeliveryPassStatusOptions = {
  /** `props.services.deliveryPass`, or else `props.services.api`. */
  readonly baseUrl: string;
  readonly customerId: string;
  readonly signal: AbortSignal;
};

/**
 * GET v1/pass/status (spec section 7), with the client's Authorization and
 * breadcrumb headers plus `customer-id`. No status in the answer is UNKNOWN;
 * an answer that does not parse throws like a failed call.
 */
export async function getDeliveryPassStatus(
  api: KyInstance,
  { baseUrl, customerId, signal }: GetDeliveryPassStatusOptions,
): Promise<DeliveryPassStatus> {
  const body = await callJson(api, DeliveryPassStatusResponse, 'v1/pass/status', {
    baseUrl: serviceBase(baseUrl),
    headers: { 'customer-id': customerId },
    signal,
    context: { service: 'delivery-pass' },
  });
  return deliveryPassStatusFrom(body);
}
