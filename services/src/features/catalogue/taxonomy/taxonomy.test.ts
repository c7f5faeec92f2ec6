import { expect, it } from 'vitest';
import {
  ENTERTAINING_ROOT_ID,
  GROCERIES_ROOT_ID,
  ServiceError,
  TaxonomyResponse,
  type TaxonomyEntry,
  type TaxonomyTreeEntry,
} from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../../testing/database-suite.ts';
import { bearer, signInAs } from '../../../testing/test-app.ts';
import { ANONYMOUS, useCatalogueApp } from '../testing/catalogue-test-app.ts';

describeEachDatabase('GET /taxonomy', (target) => {
  const { app, db } = useCatalogueApp(target);

  const getTaxonomy = async (query: string, headers: Record<string, string> = ANONYMOUS) => {
    const response = await app().inject({ method: 'GET', url: `/taxonomy${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return TaxonomyResponse.parse(response.json());
  };
  const flat = async (query = '') => {
    const body = await getTaxonomy(`?format=flat${query}`);
    if (body.format !== 'flat') throw new Error('expected a flat taxonomy');
    return body.categories;
  };
  const byName = (entries: readonly TaxonomyEntry[], name: string): TaxonomyEntry => {
    const found = entries.find((entry) => entry.name === name);
    if (!found) throw new Error(`no category named ${name}`);
    return found;
  };

  /** The rule, recomputed independently in SQL: no available product in the subtree. */
  const emptyBySql = async (): Promise<Map<string, boolean>> => {
    const rows = await db().query<{ id: string; empty: boolean }>(
      `with recursive closure (ancestor, id) as (
         select id, id from categories
         union all
         select closure.ancestor, c.id from categories c join closure on c.parent_id = closure.id
       )
       select c.id,
              not exists (
                select 1 from closure join products p on p.category_id = closure.id
                where closure.ancestor = coalesce(c.offers_for_id, c.id) and p.available
                  and (c.offers_for_id is null or p.promotion is not null)
              ) as empty
       from categories c`,
    );
    return new Map(rows.map((row) => [row.id, row.empty]));
  };

  it('lists both roots and every category below them, parents first, as contract entries', async () => {
    const entries = await flat();
    const [stored] = await db().query<{ count: number }>('select count(*)::int as count from categories');
    expect(entries).toHaveLength(stored?.count ?? -1);
    expect(entries[0]?.id).toBe(GROCERIES_ROOT_ID);
    const seen = new Set<string>();
    for (const entry of entries) {
      if (entry.parentId !== null) expect(seen.has(entry.parentId)).toBe(true);
      seen.add(entry.id);
    }
    expect(entries.find((entry) => entry.id === ENTERTAINING_ROOT_ID)?.name).toBe('Entertaining');
  });

  it('describes a category the way the menu needs it', async () => {
    const entries = await flat(`&root=${GROCERIES_ROOT_ID}`);
    const fresh = byName(entries, 'Fresh & Chilled');
    expect(fresh).toMatchObject({
      url: '/ecom/shop/browse/groceries/fresh_and_chilled',
      parentId: GROCERIES_ROOT_ID,
      iconName: 'fresh',
      banner: 'category-banners/fresh_and_chilled',
      megaMenuBanner: 'mega-menu-banners/fresh_and_chilled',
      emptyOfProducts: false,
      hiddenInNav: false,
      offer: false,
    });
    expect(fresh.categoryIds.map((id) => entries.find((entry) => entry.id === id)?.name)).toEqual([
      'Milk, Butter & Eggs',
      'Cheese',
      'Meat & Poultry',
      'Fish & Seafood',
      'Yoghurts & Desserts',
      'Ready Meals',
      'Salads & Dips',
    ]);
    expect(byName(entries, 'Milk').url).toBe('/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs/milk');
  });

  it('carries the menu item fields: generated, bold, showWarningIcon, seasonalMenuTitle (spec section 3)', async () => {
    const entries = await flat();
    const fields = ({ generated, bold, showWarningIcon, seasonalMenuTitle }: TaxonomyEntry) => ({
      generated,
      bold,
      showWarningIcon,
      seasonalMenuTitle,
    });
    const plain = { generated: false, bold: false, showWarningIcon: false, seasonalMenuTitle: null };
    expect(fields(byName(entries, 'Fresh & Chilled'))).toEqual(plain);
    // The offers category is bold; the offers of each department under it are the catalogue's own.
    expect(fields(byName(entries, 'Offers'))).toEqual({ ...plain, bold: true });
    expect(fields(byName(entries, 'Bakery Offers'))).toEqual({ ...plain, generated: true });
    // Made to order: marked with the warning icon.
    expect(fields(byName(entries, 'Party Food'))).toEqual({ ...plain, showWarningIcon: true });
    expect(byName(entries, 'Christmas').seasonalMenuTitle).toBe('Christmas');
    expect(byName(entries, "Valentine's").seasonalMenuTitle).toBe("Valentine's");
    expect(byName(entries, 'Summer Barbecue').seasonalMenuTitle).toBe('Summer');
  });

  it('returns hidden categories flagged, for the header to leave out', async () => {
    const entries = await flat();
    expect(byName(entries, 'Seasonal')).toMatchObject({ hiddenInNav: true, emptyOfProducts: false });
  });

  it('flags emptyOfProducts exactly where no available product sits below', async () => {
    const entries = await flat();
    const expected = await emptyBySql();
    for (const entry of entries) expect(entry.emptyOfProducts, entry.name).toBe(expected.get(entry.id));
    // A category with no products, one whose products are all out of stock, and their parents.
    expect(byName(entries, 'Summer Barbecue').emptyOfProducts).toBe(true);
    expect(byName(entries, "Valentine's").emptyOfProducts).toBe(true);
    expect(byName(entries, 'Seasonal Fruit').emptyOfProducts).toBe(true);
    expect(byName(entries, 'Fresh Fruit').emptyOfProducts).toBe(false);
  });

  it('follows availability as it changes', async () => {
    const milk = byName(await flat(), 'Milk');
    await db().query('update products set available = false where category_id = $1', [milk.id]);
    try {
      const entries = await flat();
      expect(byName(entries, 'Milk').emptyOfProducts).toBe(true);
      expect(byName(entries, 'Milk, Butter & Eggs').emptyOfProducts).toBe(false);
      const expected = await emptyBySql();
      for (const entry of entries) expect(entry.emptyOfProducts, entry.name).toBe(expected.get(entry.id));
    } finally {
      await db().query('update products set available = true where category_id = $1', [milk.id]);
    }
    expect(byName(await flat(), 'Milk').emptyOfProducts).toBe(false);
  });

  it('gives offer categories offers urls with their category id', async () => {
    const entries = await flat();
    const offers = entries.filter((entry) => entry.offer);
    expect(offers.length).toBeGreaterThan(5);
    for (const offer of offers) {
      expect(offer.url).toMatch(new RegExp(`^/ecom/shop/browse/offers/[a-z0-9_]+_offers\\?categoryId=${offer.id}$`));
    }
    expect(byName(entries, 'Bakery Offers').url).toBe(
      `/ecom/shop/browse/offers/bakery_offers?categoryId=${byName(entries, 'Bakery Offers').id}`,
    );
  });

  it('nests the same entries as a tree with childCategories', async () => {
    const body = await getTaxonomy('?format=tree');
    if (body.format !== 'tree') throw new Error('expected a tree');
    expect(body.categories.map((root) => root.id)).toEqual([GROCERIES_ROOT_ID, ENTERTAINING_ROOT_ID]);
    const flattened: TaxonomyEntry[] = [];
    const walk = ({ childCategories, ...entry }: TaxonomyTreeEntry): void => {
      flattened.push(entry);
      expect(childCategories.map((child) => child.id)).toEqual(entry.categoryIds);
      childCategories.forEach(walk);
    };
    body.categories.forEach(walk);
    expect(flattened).toEqual(await flat());
  });

  it('starts at one root and stops at a depth when asked', async () => {
    const body = await getTaxonomy(`?format=tree&root=${ENTERTAINING_ROOT_ID}&depth=1`);
    if (body.format !== 'tree') throw new Error('expected a tree');
    const [root] = body.categories;
    expect(body.categories).toHaveLength(1);
    expect(root?.childCategories.map((child) => child.name)).toEqual([
      'Party Food',
      'Cakes & Desserts',
      'Roasts & Mains',
      'Entertaining Offers',
    ]);
    // Children beyond the depth are still counted, so the menu knows a sub-menu exists.
    expect(root?.childCategories.every((child) => child.childCategories.length === 0)).toBe(true);
    expect(root?.childCategories[0]?.categoryIds.length).toBeGreaterThan(0);
    expect(await flat(`&root=${ENTERTAINING_ROOT_ID}&depth=1`)).toHaveLength(5);
  });

  it('defaults to flat, and accepts a real token as well as the signed-out bearer', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    expect((await getTaxonomy('', bearer(token))).format).toBe('flat');
  });

  it.each([
    ['?format=nested', 'format'],
    ['?depth=0', 'depth'],
    ['?depth=two', 'depth'],
    ['?root=groceries', 'root'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await app().inject({ method: 'GET', url: `/taxonomy${query}`, headers: ANONYMOUS });
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toContain(`${field}:`);
  });

  it('answers 404 for an unknown root', async () => {
    const response = await app().inject({ method: 'GET', url: '/taxonomy?root=999999', headers: ANONYMOUS });
    expect(response.statusCode).toBe(404);
    expect(ServiceError.parse(response.json()).error).toBe('category_not_found');
  });

  it('needs an Authorization header', async () => {
    const response = await app().inject({ method: 'GET', url: '/taxonomy' });
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });
});
