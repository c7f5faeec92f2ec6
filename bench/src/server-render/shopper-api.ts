/**
 * The services' public API as a shopper's pages call it, for the shoppers the bench makes: no demo
 * account exists in production, so each is registered and given its trolley and slot as a person
 * would be, through the same calls the host's pages and the header make.
 */
import { randomBytes } from 'node:crypto';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  Address,
  type GraphOperationName,
  graphQLResponse,
  londonDateOf,
  type NewAddress,
  ProductSearchResponse,
  ShoppingContext,
  SignInResponse,
  SlotReservation,
  SlotsResponse,
  TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import * as z from '@grocer/shared-contracts/zod';

const AddItemToTrolleyResponse = graphQLResponse(z.object({ addItemToTrolley: z.nullable(TrolleyQueryResult) }));

export type RegisteredShopper = {
  readonly email: string;
  readonly password: string;
  /** The registration's Set-Cookie lines: the session's cookies, as a browser would keep them. */
  readonly setCookies: readonly string[];
  readonly bearer: { readonly authorization: string };
  /** The open order registration made, which the trolley and the slot belong to. */
  readonly customerOrderId: string;
};

async function call(servicesUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${servicesUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

const json = { 'content-type': 'application/json' };

/** A new email and a password no one else knows, which registration's rules accept. */
export function newCredentials(kind: string): { readonly email: string; readonly password: string } {
  return {
    email: `bench-${kind}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`,
    // The rules want a letter and a digit or symbol: the hyphen is there whatever the random part holds.
    password: `bench-${randomBytes(12).toString('base64url')}`,
  };
}

/** Registers a new shopper (`POST /v1/auth/register`). */
export async function registerShopper(servicesUrl: string, kind: string): Promise<RegisteredShopper> {
  const { email, password } = newCredentials(kind);
  const registered = await call(servicesUrl, '/v1/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, name: 'Bench Shopper' }),
  });
  const { token } = SignInResponse.parse(await registered.json());
  const bearer = { authorization: `Bearer ${token}` };
  const { customerOrderId } = ShoppingContext.parse(
    await (await call(servicesUrl, '/v1/shopping-context', { headers: bearer })).json(),
  );
  return { email, password, setCookies: registered.headers.getSetCookie(), bearer, customerOrderId };
}

/** Up to `size` available groceries, in the catalogue's search order. */
export async function availableGroceries(servicesUrl: string, size: number): Promise<readonly { id: string }[]> {
  const search = new URLSearchParams([
    ['filterTags', 'available:true'],
    ['filterTags', 'serviceType:GROCERY'],
    ['size', String(size)],
  ]);
  const { products } = ProductSearchResponse.parse(
    await (
      await call(servicesUrl, `/v1/products/search?${search}`, { headers: { authorization: 'Bearer unauthenticated' } })
    ).json(),
  );
  return products;
}

/** One of the product in the shopper's trolley, as the header's add button does; the trolley as it then is. */
export async function addToTrolley(
  servicesUrl: string,
  shopper: RegisteredShopper,
  productId: string,
): Promise<TrolleyQueryResult> {
  const answer = await call(servicesUrl, '/graph/live?clientType=WEB_APP&tag=add-item-to-trolley', {
    method: 'POST',
    headers: { ...shopper.bearer, ...json },
    body: JSON.stringify({
      operationName: 'addItemToTrolley' satisfies GraphOperationName,
      query: ADD_ITEM_TO_TROLLEY_MUTATION,
      variables: { customerOrderId: shopper.customerOrderId, productId, quantity: { amount: 1, uom: 'C62' } },
    }),
  });
  const { data, errors } = AddItemToTrolleyResponse.parse(await answer.json());
  const [failure] = data?.addItemToTrolley?.failures ?? [];
  if (errors !== undefined || !data?.addItemToTrolley || failure !== undefined) {
    const why = JSON.stringify(errors ?? failure ?? 'no result').slice(0, 200);
    throw new Error(`Adding ${productId} to the bench shopper's trolley failed: ${why}`);
  }
  return data.addItemToTrolley;
}

/**
 * What the book-a-delivery-slot page does (shell-host/src/pages/book-slot/): adds the address
 * (`POST /addresses`), lists the slots for it from `fromDate` for a week (`GET /slots`), and holds
 * the first with room for the shopper's order (`POST /slot-reservations`).
 */
export async function bookDeliverySlot(
  servicesUrl: string,
  shopper: RegisteredShopper,
  address: NewAddress,
  fromDate: string,
): Promise<SlotReservation> {
  const added = Address.parse(
    await (
      await call(servicesUrl, '/addresses', {
        method: 'POST',
        headers: { ...shopper.bearer, ...json },
        body: JSON.stringify(address),
      })
    ).json(),
  );
  const week = new URLSearchParams({
    slotType: 'DELIVERY',
    addressId: added.id,
    fromDate,
    toDate: londonDateOf(new Date(Date.parse(`${fromDate}T12:00:00Z`) + 6 * 24 * 60 * 60 * 1000)),
  });
  const { slots } = SlotsResponse.parse(
    await (await call(servicesUrl, `/slots?${week}`, { headers: shopper.bearer })).json(),
  );
  const slot = slots.find((candidate) => candidate.remainingCapacity > 0);
  if (!slot) throw new Error(`No delivery slot with room for ${address.postalCode} in the week from ${fromDate}`);
  return SlotReservation.parse(
    await (
      await call(servicesUrl, '/slot-reservations', {
        method: 'POST',
        headers: { ...shopper.bearer, ...json },
        body: JSON.stringify({ customerOrderId: shopper.customerOrderId, slotId: slot.id, addressId: added.id }),
      })
    ).json(),
  );
}
