import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShoppingContext, TermSuggestResponse } from '@grocer/shared-contracts/domain';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openPostgres } from './db/postgres.ts';
import { createCustomer, type TestCustomer } from './testing/fixtures.ts';
import { startServicesProcess, type ServicesProcess } from './testing/services-process.ts';
import { newTestSchemaName, TEST_DATABASES, testPostgresUrl } from './testing/test-database.ts';

const skipReason = TEST_DATABASES.find((target) => target.name === 'postgres')?.skipReason;

/** Two processes on one database, as behind a load balancer (decision 019). Rate limits: rate-limits/two-processes.test.ts. */
describe('two services processes on one PostgreSQL', () => {
  if (skipReason !== undefined) {
    it.skip(`needs PostgreSQL: ${skipReason}`, () => {});
    return;
  }
  const url = testPostgresUrl() ?? '';
  const schema = newTestSchemaName();
  let db: Database | undefined;
  let shopper: TestCustomer | undefined;
  let processes: ServicesProcess[] = [];

  const addProduct = (id: string, name: string) =>
    db?.query(
      `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, unit_price_text,
                             service_type, image_colour)
       values ($1, $2, $3, 'Fernleaf', '9002', 'each', 'C62', 450, '£4.50 each', 'GROCERY', '#aa7733')`,
      [id, id.slice(0, 6), name],
    );
  const suggestions = async (on: ServicesProcess, term: string): Promise<string[]> => {
    const response = await fetch(`${on.url}/term-suggest?term=${term}`, {
      headers: { authorization: 'Bearer unauthenticated' },
    });
    expect(response.status).toBe(200);
    return TermSuggestResponse.parse(await response.json()).terms;
  };

  beforeAll(async () => {
    db = await openPostgres(url, { schema });
    // Migrated here, so the two processes find the schema ready instead of racing to make it.
    await migrate(db);
    await db.query(
      `insert into categories (id, parent_id, name, short_name, url_name, position)
       values ('9001', null, 'Groceries', 'Groceries', 'groceries', 1), ('9002', '9001', 'Preserves', 'Preserves', 'preserves', 1)`,
    );
    await addProduct('111111-000001-000001', 'Fernleaf Quince Jelly');
    shopper = await createCustomer(db);
    // No TOKEN_SECRET: outside production the processes share the key kept in the database.
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
    processes = await Promise.all([startServicesProcess(env), startServicesProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await db?.query(`drop schema if exists "${schema}" cascade`);
    await db?.close();
  });

  it('rebuild their suggestions when a third party adds a product', async () => {
    for (const running of processes) {
      expect(await suggestions(running, 'quin')).toContain('quince jelly');
      expect(await suggestions(running, 'kumq')).toEqual([]);
    }
    await addProduct('222222-000001-000001', 'Fernleaf Kumquat Marmalade');
    // Each process checks the catalogue's version every 2 s; wait for both, without timing them.
    const waiting = processes.map(async (running) => {
      for (;;) {
        if ((await suggestions(running, 'kumq')).includes('kumquat marmalade')) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    await Promise.all(waiting);
  }, 30_000);

  it('take each other’s tokens: sign in on one, shop on the other, sign out on either', async () => {
    const [first, second] = processes;
    const { email, password } = shopper ?? expect.fail('no shopper');
    if (!first || !second) expect.fail('the processes did not start');
    const signedIn = await fetch(`${first.url}/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const context = async (on: ServicesProcess) =>
      fetch(`${on.url}/v1/shopping-context`, { headers: { authorization } });

    const onSecond = await context(second);
    expect(onSecond.status).toBe(200);
    const onFirst = await context(first);
    expect(ShoppingContext.parse(await onFirst.json()).customerOrderId).toBe(
      ShoppingContext.parse(await onSecond.json()).customerOrderId,
    );

    const signedOut = await fetch(`${second.url}/v1/auth/sign-out`, { method: 'POST', headers: { authorization } });
    expect(signedOut.status).toBe(204);
    expect((await context(first)).status).toBe(401);
  });
});
