import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  type GraphOperationName,
  graphQLResponse,
  SignInResponse,
  TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database.ts';
import { createCustomer } from '../testing/fixtures.ts';

/**
 * Test-only: what the fault tests (this folder) share. A catalogue of plain groceries and a
 * shopper, written straight to the database the services process will use; and the shopper's
 * trolley writes, as the header makes them, through that process.
 */

const AddItemToTrolleyResponse = graphQLResponse(z.object({ addItemToTrolley: z.nullable(TrolleyQueryResult) }));

/** `count` available groceries, ids '97xxxx-000001-000001'. */
export async function insertGroceries(db: Queryable, count: number): Promise<string[]> {
  await db.query(
    `insert into categories (id, parent_id, name, short_name, url_name, position)
     values ('970000', null, 'Faults', 'Faults', 'faults', 1) on conflict do nothing`,
  );
  const ids = Array.from({ length: count }, (_, index) => `97${String(index).padStart(4, '0')}-000001-000001`);
  await db.query(
    `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, unit_price_text,
                           service_type, image_colour)
     select id, left(id, 6), 'Fault grocery ' || id, 'Test', '970000', 'each', 'C62', 100, '£1.00 each',
            'GROCERY', '#335577'
     from unnest($1::text[]) as id
     on conflict do nothing`,
    [ids],
  );
  return ids;
}

export type FaultShopper = { readonly orderId: string; readonly headers: { readonly authorization: string } };

/** A customer with a pending order, written to the database (before or beside the services process). */
export const faultCustomer = (db: Queryable) => createCustomer(db, { orders: [{ state: 'PENDING' }] });

/** The customer signed in at the services at `url` (whose key signs the token). */
export async function signInAt(
  url: string,
  customer: Awaited<ReturnType<typeof faultCustomer>>,
): Promise<FaultShopper> {
  const response = await fetch(`${url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  if (!response.ok) throw new Error(`Signing the fault shopper in answered ${response.status}`);
  const { token } = SignInResponse.parse(await response.json());
  return { orderId: customer.orderIds[0] ?? '', headers: { authorization: `Bearer ${token}` } };
}

/**
 * Adds one of `productId` to the shopper's trolley through the services at `url`: true when the
 * services acknowledged the write (200 and no failures), false for any other answer.
 */
export async function addToTrolley(url: string, shopper: FaultShopper, productId: string): Promise<Response> {
  return fetch(`${url}/graph/live?clientType=WEB_APP&tag=add-item-to-trolley`, {
    method: 'POST',
    headers: { ...shopper.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'addItemToTrolley' satisfies GraphOperationName,
      query: ADD_ITEM_TO_TROLLEY_MUTATION,
      variables: { customerOrderId: shopper.orderId, productId, quantity: { amount: 1, uom: 'C62' } },
    }),
  });
}

/** Whether an add's answer acknowledges the write. */
export async function acknowledged(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  const { data, errors } = AddItemToTrolleyResponse.parse(await response.json());
  return errors === undefined && (data?.addItemToTrolley?.failures ?? []).length === 0 && !!data?.addItemToTrolley;
}

/** An answer, and how long it took to come: `timedFetch`'s. */
export type TimedAnswer = { readonly status: number; readonly body: unknown; readonly ms: number };

/** Fetches `url`, timing the answer; no answer within 8 s fails (a hang, not a slow answer). */
export async function timedFetch(url: string, init: RequestInit = {}): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(8_000) });
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

/** The customer's sign-in at the services at `url`, with the right password, timed. */
export const timedSignIn = (url: string, customer: { readonly email: string; readonly password: string }) =>
  timedFetch(`${url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });

/** A name for one test's processes in `pg_stat_activity` (PGAPPNAME). */
export const applicationName = () => `faults_${randomBytes(4).toString('hex')}`;

/**
 * A TCP relay to `target` on a port of its own, which a test can cut (every connection ended, the
 * port closed) and mend (listening again on the same port): a dependency that goes away and
 * comes back, without touching the machine's own server that other tests use. It can also stall
 * (nothing is passed either way, and connections are accepted and held, as a server stopped with
 * SIGSTOP does) and resume (everything held is passed on, in order).
 */
export async function cuttableRelay(target: { host: string; port: number }): Promise<{
  readonly port: number;
  cut(): Promise<void>;
  mend(): Promise<void>;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  const pairs = new Set<readonly [Socket, Socket]>();
  let stalled = false;
  const flow = ([client, upstream]: readonly [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: readonly [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = createServer((client) => {
    const upstream = connect(target);
    const pair = [client, upstream] as const;
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        pairs.delete(pair);
      });
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pairs.add(pair);
    if (stalled) hold(pair);
    else flow(pair);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };
  return {
    port,
    cut,
    mend: async () => void (await listen(port)),
    stall() {
      stalled = true;
      pairs.forEach(hold);
    },
    resume() {
      stalled = false;
      pairs.forEach(flow);
    },
    close: cut,
  };
}
