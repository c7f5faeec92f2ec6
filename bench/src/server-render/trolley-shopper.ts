/**
 * Issue 31's signed-in shopper: a new account with 48 different groceries in its trolley, made
 * through the services' public API as a shopper would make it (no demo account has 48 lines).
 * It books no slot.
 */
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  type GraphOperationName,
  graphQLResponse,
  ProductSearchResponse,
  ShoppingContext,
  SignInResponse,
  TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import * as z from '@grocer/shared-contracts/zod';

export const TROLLEY_LINES = 48;

const AddItemToTrolleyResponse = graphQLResponse(z.object({ addItemToTrolley: z.nullable(TrolleyQueryResult) }));

/** What the header's trolley link says for `lines` items (its name, one text node: "48 Total £…, Trolley, 48 items"). */
export const trolleyName = (lines: number) => `, Trolley, ${lines} ${lines === 1 ? 'item' : 'items'}`;

async function call(servicesUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${servicesUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

/**
 * Registers a shopper, adds one each of `lines` different available groceries to the order the
 * registration opened, and returns the registration's Set-Cookie lines (the session's cookies).
 */
export async function createTrolleyShopper(servicesUrl: string, lines = TROLLEY_LINES): Promise<string[]> {
  const registered = await call(servicesUrl, '/v1/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now().toString(36)}@example.com`,
      password: 'groceries 48',
      name: 'Bench Shopper',
    }),
  });
  const { token } = SignInResponse.parse(await registered.json());
  const bearer = { authorization: `Bearer ${token}` };
  const { customerOrderId } = ShoppingContext.parse(
    await (await call(servicesUrl, '/v1/shopping-context', { headers: bearer })).json(),
  );
  const search = new URLSearchParams([
    ['filterTags', 'available:true'],
    ['filterTags', 'serviceType:GROCERY'],
    ['size', String(lines)],
  ]);
  const { products } = ProductSearchResponse.parse(
    await (
      await call(servicesUrl, `/v1/products/search?${search}`, { headers: { authorization: 'Bearer unauthenticated' } })
    ).json(),
  );
  if (products.length < lines) throw new Error(`Only ${products.length} available groceries to put in the trolley`);
  for (const product of products) {
    const answer = await call(servicesUrl, '/graph/live?clientType=WEB_APP&tag=add-item-to-trolley', {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'addItemToTrolley' satisfies GraphOperationName,
        query: ADD_ITEM_TO_TROLLEY_MUTATION,
        variables: { customerOrderId, productId: product.id, quantity: { amount: 1, uom: 'C62' } },
      }),
    });
    const { data, errors } = AddItemToTrolleyResponse.parse(await answer.json());
    const [failure] = data?.addItemToTrolley?.failures ?? [];
    if (errors !== undefined || !data?.addItemToTrolley || failure !== undefined) {
      const why = JSON.stringify(errors ?? failure ?? 'no result').slice(0, 200);
      throw new Error(`Adding ${product.id} to the bench shopper's trolley failed: ${why}`);
    }
  }
  return registered.headers.getSetCookie();
}
