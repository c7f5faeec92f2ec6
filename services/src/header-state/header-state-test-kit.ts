import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  Address,
  Branch,
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  HeaderStateResponse,
  type HeaderSlotState,
  selectCurrentReservation,
  SlotReservationsResponse,
  summariseTrolley,
  type TrolleySummary,
} from '@grocer/shared-contracts/domain';
import { graph } from '../features/orders/order-test-kit.ts';

/**
 * Test-only: GET /v1/header-state as a page's server render sends it, and what
 * the header's browser calls answer for the same shopper, to hold it to them.
 */

/** The token cookie of a shopper whose headers carry `Bearer <token>`. */
export const tokenCookie = (headers: { authorization: string }): { cookie: string } => ({
  cookie: `fernleaf_token=${headers.authorization.replace(/^Bearer /, '')}`,
});

export async function getHeaderState(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/v1/header-state', headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: HeaderStateResponse.parse(response.json()) };
}

/** What the header makes of getTrolley and getOrder for the order (`summariseTrolley`). */
export async function summaryAsGetTrolleyAnswers(
  app: FastifyInstance,
  headers: { authorization: string },
  orderId: string,
): Promise<TrolleySummary> {
  const response = await graph(app, headers, GET_TROLLEY_QUERY, {
    trolleyQueryOrderId: orderId,
    orderQueryOrderId: orderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data, errors } = GetTrolleyResponse.parse(response.json());
  expect(errors).toBeUndefined();
  if (!data?.getTrolley) throw new Error('getTrolley answered no trolley');
  return summariseTrolley(data.getTrolley, data.getOrder?.containsEntertainingLines ?? false);
}

/** The slot as the header's browser loader settles it from the slot, address and branch routes. */
export async function slotAsTheRoutesAnswer(
  app: FastifyInstance,
  headers: { authorization: string },
  orderId: string,
  now: Date,
): Promise<HeaderSlotState> {
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const listed = await get(`/slot-reservations?customerOrderId=${encodeURIComponent(orderId)}`);
  const reservation = selectCurrentReservation(SlotReservationsResponse.parse(listed.json()).slotReservations, now);
  if (!reservation) return { status: 'none' };
  const address = reservation.addressId === null ? null : await get(`/addresses/${reservation.addressId}`);
  const branch = await get(`/branches/${reservation.branchId}`);
  if ((address && address.statusCode !== 200) || branch.statusCode !== 200) return { status: 'error' };
  return {
    status: 'booked',
    reservation,
    address: address && Address.parse(address.json()),
    branch: Branch.parse(branch.json()),
  };
}
