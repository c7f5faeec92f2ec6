import { expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.ts';
import { describeEachDatabase, useDatabase } from '../../../testing/database-suite.ts';
import { findSeedProducts } from '../products/find-seed-products.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { seedCatalogue } from './seed-catalogue.ts';

describeEachDatabase('seedCatalogue', (target) => {
  const db = useDatabase(target);
  const { categories, products } = generateCatalogue();

  // How long it takes is the bench's to say (decision 011): a time here failed whenever the machine was busy.
  it('adds every category and product; running again adds and changes nothing', async () => {
    await migrate(db());
    expect(await seedCatalogue(db())).toEqual({ categoriesAdded: categories.length, productsAdded: products.length });

    const snapshot = () =>
      db().query('select id, name, price_pence, available, promotion, search_document::text from products order by id');
    const before = await snapshot();
    expect(await seedCatalogue(db())).toEqual({ categoriesAdded: 0, productsAdded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('stores what was generated, with a search document for each product', async () => {
    const [stored] = await db().query<{ products: number; categories: number; empty_documents: number }>(
      `select (select count(*) from products)::int as products,
              (select count(*) from categories)::int as categories,
              (select count(*) from products where search_document = ''::tsvector)::int as empty_documents`,
    );
    expect(stored).toEqual({ products: products.length, categories: categories.length, empty_documents: 0 });
    const first = products[0];
    const [row] = await db().query<Record<string, unknown>>(
      'select line_number, name, uom, price_pence, average_quantity, search_tags from products where id = $1',
      [first?.id],
    );
    expect(row).toEqual({
      line_number: first?.lineNumber,
      name: first?.name,
      uom: first?.uom,
      price_pence: first?.pricePence,
      average_quantity: first?.averageQuantity,
      search_tags: first?.searchTags,
    });
  });

  it("tags a seasonal range's products with their season (custom tags), and tags a database seeded before them once", async () => {
    const christmas = products.filter((p) => p.customTags.includes('christmas'));
    expect(christmas.length).toBeGreaterThan(0);
    expect(products.every((p) => p.customTags.every((tag) => tag === 'christmas'))).toBe(true);
    const tagged = async () =>
      (await db().query<{ id: string }>(`select id from products where custom_tags @> '{christmas}' order by id`)).map(
        (row) => row.id,
      );
    expect(await tagged()).toEqual(christmas.map((p) => p.id).sort());
    // As a database from before migration 015 holds them: untagged. One someone tagged keeps its own.
    const [kept, ...rest] = christmas;
    await db().query(`update products set custom_tags = '{}' where custom_tags <> '{}'`);
    await db().query(`update products set custom_tags = '{gifts}' where id = $1`, [kept?.id]);
    await seedCatalogue(db());
    expect(await tagged()).toEqual(rest.map((p) => p.id).sort());
    await db().query(`update products set custom_tags = '{christmas}' where id = $1`, [kept?.id]);
  });

  it('never undoes later changes: a product made unavailable stays unavailable', async () => {
    const [product] = await findSeedProducts(db(), { available: true, limit: 1 });
    await db().query('update products set available = false where id = $1', [product?.id]);
    await seedCatalogue(db());
    const [row] = await db().query<{ available: boolean }>('select available from products where id = $1', [
      product?.id,
    ]);
    expect(row?.available).toBe(false);
  });

  it('lets other features find demo products by what they need', async () => {
    const weighed = await findSeedProducts(db(), { uom: 'KGM', available: true, limit: 3 });
    expect(weighed).toHaveLength(3);
    for (const product of weighed) {
      expect(product.uom).toBe('KGM');
      expect(product.averageQuantity).not.toBe(1);
    }
    const entertaining = await findSeedProducts(db(), { serviceType: 'ENTERTAINING_PLACED_AT_HOME', limit: 5 });
    expect(entertaining.every((p) => p.noticeDays >= 2)).toBe(true);
    const unavailable = await findSeedProducts(db(), { available: false, limit: 500 });
    expect(unavailable.length).toBeGreaterThan(10);
    const promoted = await findSeedProducts(db(), { promoted: true, limit: 2 });
    expect(promoted.every((p) => p.promotion !== null)).toBe(true);
    // Stable order, so seeds that pick "the first three" pick the same three every time.
    expect(await findSeedProducts(db(), { uom: 'KGM', available: true, limit: 3 })).toEqual(weighed);
  });
});
