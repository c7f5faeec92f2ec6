import { describe, expect, it } from 'vitest';
import { ProductSearchResponse, TaxonomyResponse } from '@grocer/shared-contracts/domain';
import { assertNoDemoAccounts } from '../seed/production-safety.ts';
import { useOperatorTerminal } from './testing/operator-terminal.ts';

const SIGNED_OUT = { authorization: 'Bearer unauthenticated' };

describe('load-sample-shop', () => {
  const { operator, app, db } = useOperatorTerminal();

  it('gives an empty database a catalogue to browse and search, and no account', async () => {
    const run = await operator(['load-sample-shop']);

    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([expect.stringMatching(/^Sample shop loaded on PGlite at memory:\/\/, no accounts: /)]);
    const taxonomy = await app().inject({ method: 'GET', url: '/taxonomy?format=flat', headers: SIGNED_OUT });
    expect(TaxonomyResponse.parse(taxonomy.json()).categories.length).toBeGreaterThan(10);
    const search = await app().inject({
      method: 'GET',
      url: '/v1/products/search?searchTerm=milk',
      headers: SIGNED_OUT,
    });
    expect(ProductSearchResponse.parse(search.json()).products.length).toBeGreaterThan(0);
    expect(await db().query('select id from customers')).toEqual([]);
    expect(await db().query('select customer_order_id from orders')).toEqual([]);
  });

  it('leaves a database the production start check accepts', async () => {
    await expect(assertNoDemoAccounts(db())).resolves.toBeUndefined();
  });

  it('adds nothing when run again', async () => {
    const counts = () => db().query('select (select count(*) from products) as p, (select count(*) from slots) as s');
    const before = await counts();
    const run = await operator(['load-sample-shop']);
    expect(run.out).toEqual([expect.stringMatching(/catalogue \(categoriesAdded 0, productsAdded 0\)/)]);
    expect(await counts()).toEqual(before);
  });
});
