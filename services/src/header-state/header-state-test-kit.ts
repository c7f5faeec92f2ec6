import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  Address,
  Branch,
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  HeaderStateResponse,
  type HeaderSlotState,
  type SlotReservation,
  SlotReservationsResponse,
  summariseTrolley,
  type TrolleySummary,
} from '@grocer/shared-contracts/domain';
import type { AddressRow } from '../features/fulfilment/addresses.ts';
import type { BranchRow } from '../features/fulfilment/branches.ts';
import { graph } from '../features/orders/order-test-kit.ts';
import { headerSlotState } from './header-slot-state.ts';
import type { LiveReservation } from './read-header-rows.ts';

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

/** A shopper's slot as the routes answer it: the reservations listed, and the addresses and branches there are. */
export type SlotAnswers = {
  readonly reservations: readonly SlotReservation[];
  readonly addresses: readonly Address[];
  readonly branches: readonly Branch[];
};

const addressRow = ({ postalCode, ...address }: Address): AddressRow => ({ ...address, postal_code: postalCode });

const branchRow = ({ id, name, contactDetails, slotTypes = [] }: Branch): BranchRow => ({
  id,
  name,
  address1: contactDetails.address1,
  city: contactDetails.city,
  postcode: contactDetails.postcode,
  phone: contactDetails.phone ?? null,
  offers_delivery: slotTypes.includes('DELIVERY'),
  offers_grocery_collection: slotTypes.includes('GROCERY_COLLECTION'),
  offers_entertaining_collection: slotTypes.includes('ENTERTAINING_COLLECTION'),
});

/** The same answers as the header state's one statement reads them: each reservation listed, with its rows. */
export function liveReservations({ reservations, addresses, branches }: SlotAnswers): LiveReservation[] {
  return reservations.map((reservation) => {
    const address = addresses.find((own) => own.id === reservation.addressId);
    const branch = branches.find((known) => known.id === reservation.branchId);
    return {
      reservation,
      listed: true,
      address: address ? addressRow(address) : null,
      branch: branch ? branchRow(branch) : null,
    };
  });
}

/**
 * The slot that the slot, address and branch routes answer for, through the services' own rule
 * (the rule itself is held to the slot contract's cases: header-slot-state.test.ts).
 */
export async function slotAsTheRoutesAnswer(
  app: FastifyInstance,
  headers: { authorization: string },
  orderId: string,
  now: Date,
): Promise<HeaderSlotState> {
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const listed = await get(`/slot-reservations?customerOrderId=${encodeURIComponent(orderId)}`);
  const reservations = SlotReservationsResponse.parse(listed.json()).slotReservations;
  /** The answers that are there (200): a 404 is an address or a branch the shopper has not got. */
  const answered = async (urls: readonly string[]): Promise<unknown[]> => {
    const answers = await Promise.all([...new Set(urls)].map(get));
    return answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json());
  };
  const addressIds = reservations.flatMap(({ addressId }) => (addressId === null ? [] : [addressId]));
  const addresses = (await answered(addressIds.map((id) => `/addresses/${id}`))).map((body) => Address.parse(body));
  const branches = (await answered(reservations.map(({ branchId }) => `/branches/${branchId}`))).map((body) =>
    Branch.parse(body),
  );
  return headerSlotState(liveReservations({ reservations, addresses, branches }), now);
}
