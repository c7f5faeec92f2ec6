import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  foldSearchText,
  isInOfferHighlight,
  OFFER_HIGHLIGHTS,
  normaliseSearchTerm,
  ProductSearchResponse,
  type ProductSummary,
  ServiceError,
} from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../../testing/database-suite.ts';
import { bearer, signInAs } from '../../../testing/test-app.ts';
import { ANONYMOUS, useCatalogueApp } from '../testing/catalogue-test-app.ts';
import { sharedDataPath } from '../../../../../test-support/shared-data.ts';

/** Scraped product names: realistic queries, read at test time only (never seeded). */
const REAL_PRODUCTS = sharedDataPath('waitrose-products-2025.json');

type Params = Record<string, string | number | readonly string[]>;

const queryString = (params: Params): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const each of Array.isArray(value) ? value : [value]) search.append(key, String(each));
  }
  return search.toString();
};

/** The product's own words, as the search weighs them: the name without its brand. */
const ownName = (product: ProductSummary): string =>
  foldSearchText(
    product.name.startsWith(`${product.brand} `) ? product.name.slice(product.brand.length + 1) : product.name,
  );
const hasWord = (text: string, word: string): boolean => ` ${text.replace(/[^a-z0-9]+/g, ' ')} `.includes(` ${word} `);

describeEachDatabase('GET /v1/products/search', (target) => {
  const { app, db } = useCatalogueApp(target);

  const searchRaw = (params: Params, headers: Record<string, string> = ANONYMOUS) =>
    app().inject({ method: 'GET', url: `/v1/products/search?${queryString(params)}`, headers });
  const search = async (params: Params) => {
    const response = await searchRaw(params);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResponse.parse(response.json());
  };
  /** Every match, page by page. */
  const searchAll = async (params: Params): Promise<ProductSummary[]> => {
    const all: ProductSummary[] = [];
    for (let start = 0; ; start += 48) {
      const page = await search({ ...params, start });
      all.push(...page.products);
      if (all.length >= page.totalMatches) return all;
    }
  };
  const categoryId = async (name: string): Promise<string> => {
    const [row] = await db().query<{ id: string }>('select id from categories where name = $1', [name]);
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  };

  it('returns the first 48 matches by default, each a contract product with its own image', async () => {
    const body = await search({ searchTerm: 'milk' });
    expect(body.size).toBe(48);
    expect(body.products).toHaveLength(48);
    expect(body.totalMatches).toBeGreaterThan(48);
    expect(body.terms).toEqual(['milk']);
    expect(body.matchedAllTerms).toBe(true);
    const [first] = body.products;
    expect(first?.imageUrl).toBe(`/images/products/${first?.id}.svg`);
    expect(first?.categoryPath.map((step) => step.name)).toEqual([
      'Groceries',
      'Fresh & Chilled',
      'Milk, Butter & Eggs',
      'Milk',
    ]);
  });

  it('ranks products named for the term above those that only sit in a matching category', async () => {
    const results = await searchAll({ searchTerm: 'milk' });
    const named = results.map((product) => hasWord(ownName(product), 'milk'));
    expect(named.indexOf(false)).toBeGreaterThan(0);
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
    // Eggs are found through their category, "Milk, Butter & Eggs", but come after every milk.
    expect(results.some((product) => product.categoryPath.at(-1)?.name === 'Eggs')).toBe(true);
  });

  it('ranks a match in the product’s own name above a match in its brand', async () => {
    const results = await searchAll({ searchTerm: 'oak' });
    const inOwnName = results.map((product) => hasWord(ownName(product), 'oak'));
    expect(inOwnName[0]).toBe(true);
    expect(inOwnName.lastIndexOf(true)).toBeLessThan(inOwnName.indexOf(false));
    expect(results.some((product) => product.brand === 'Hollow Oak Dairy')).toBe(true);
  });

  it('needs every word of a multi-word term, and puts the whole phrase first', async () => {
    const results = await searchAll({ searchTerm: 'smoked salmon' });
    expect(results.length).toBeGreaterThan(3);
    expect(ownName(results[0] as ProductSummary)).toContain('smoked salmon');
    for (const product of results) {
      const text = foldSearchText([product.name, ...product.categoryPath.map((step) => step.name)].join(' '));
      expect(text, product.name).toMatch(/\bsmok/);
      expect(text, product.name).toMatch(/\bsalmon/);
    }
  });

  it('ignores accents and case, and finds plurals and word starts', async () => {
    const plain = await search({ searchTerm: 'creme fraiche' });
    const accented = await search({ searchTerm: 'CRÈME FRAÎCHE' });
    expect(plain.totalMatches).toBeGreaterThan(0);
    expect(accented.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
    expect(plain.products.every((product) => product.name.includes('Crème Fraîche'))).toBe(true);
    expect((await search({ searchTerm: 'jalapeno' })).products[0]?.name).toContain('Jalapeño');
    expect((await search({ searchTerm: 'gruyere' })).products[0]?.name).toContain('Gruyère');
    expect((await search({ searchTerm: 'strawberry' })).products.some((p) => p.name.endsWith('Strawberries'))).toBe(
      true,
    );
    expect((await search({ searchTerm: 'strawb' })).totalMatches).toBeGreaterThan(0);
  });

  it('searches within a category and everything below it', async () => {
    const dairy = await categoryId('Milk, Butter & Eggs');
    const results = await searchAll({ category: dairy });
    const [count] = await db().query<{ count: number }>(
      `select count(*)::int as count from products p join categories c on c.id = p.category_id where c.parent_id = $1`,
      [dairy],
    );
    expect(results).toHaveLength(count?.count ?? -1);
    expect(results.every((product) => product.categoryPath.some((step) => step.id === dairy))).toBe(true);
    const creamOnly = await searchAll({ category: dairy, searchTerm: 'double' });
    expect(creamOnly.length).toBeGreaterThan(0);
    expect(creamOnly.every((product) => product.categoryPath.at(-1)?.name === 'Cream')).toBe(true);
  });

  it('lists the promoted products of the category an offer category stands for', async () => {
    const results = await searchAll({ category: await categoryId('Bakery Offers') });
    expect(results.length).toBeGreaterThan(0);
    for (const product of results) {
      expect(product.promotion).not.toBeNull();
      expect(product.categoryPath[1]?.name).toBe('Bakery');
    }
  });

  it('filters by offer, brand, dietary tag, service type and availability', async () => {
    const onOffer = await searchAll({ searchTerm: 'cheese', filterTags: 'offer:true' });
    expect(onOffer.length).toBeGreaterThan(0);
    expect(onOffer.every((p) => p.promotion !== null)).toBe(true);
    expect(
      (await searchAll({ searchTerm: 'cheese', filterTags: 'offer:false' })).every((p) => p.promotion === null),
    ).toBe(true);

    const twoBrands = await searchAll({
      searchTerm: 'milk',
      filterTags: ['brand:Hollow Oak Dairy', 'brand:greywether farm'],
    });
    expect(new Set(twoBrands.map((p) => p.brand))).toEqual(new Set(['Hollow Oak Dairy', 'Greywether Farm']));

    const vegan = await searchAll({ searchTerm: 'beans', filterTags: 'dietary:vegan' });
    const tags = await db().query<{ id: string; search_tags: string[] }>(
      'select id, search_tags from products where id = any($1)',
      [vegan.map((p) => p.id)],
    );
    expect(tags.length).toBe(vegan.length);
    expect(tags.every((row) => row.search_tags.includes('vegan'))).toBe(true);

    const entertaining = await searchAll({ searchTerm: 'cake', filterTags: 'serviceType:ENTERTAINING_PLACED_AT_HOME' });
    expect(entertaining.length).toBeGreaterThan(0);
    expect(entertaining.every((p) => p.serviceType === 'ENTERTAINING_PLACED_AT_HOME' && p.noticeDays >= 2)).toBe(true);

    const unavailable = await searchAll({ filterTags: 'available:false' });
    expect(unavailable.length).toBeGreaterThan(10);
    expect(unavailable.every((p) => !p.available)).toBe(true);

    // Different ids must all hold.
    const both = await searchAll({ filterTags: ['offer:true', 'brand:Fernleaf Reserve'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.promotion !== null && p.brand === 'Fernleaf Reserve')).toBe(true);
  });

  it('lists the offers of a highlight (spec section 2: offers/highlights/…), and every offer is in at most one', async () => {
    const inHighlights = new Set<string>();
    for (const highlight of OFFER_HIGHLIGHTS) {
      const listed = await searchAll({ filterTags: `highlight:${highlight.slug}` });
      expect(listed.length, highlight.slug).toBeGreaterThan(0);
      expect(
        listed.every((p) => isInOfferHighlight(p.promotion, highlight)),
        highlight.slug,
      ).toBe(true);
      for (const product of listed) {
        expect(inHighlights.has(product.id)).toBe(false);
        inHighlights.add(product.id);
      }
    }
    // Together they are every offer of the seed (its promotions are all of these kinds).
    const offers = await searchAll({ filterTags: 'offer:true' });
    expect(inHighlights.size).toBe(offers.length);
    // Two highlights are alternatives.
    const either = await searchAll({ filterTags: ['highlight:half-price', 'highlight:three-for-two'] });
    expect(new Set(either.map((p) => p.promotion))).toEqual(new Set(['Half price', '3 for 2']));
  });

  it('refuses a highlight it does not know', async () => {
    const response = await searchRaw({ filterTags: 'highlight:free-lunch' });
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toContain('highlight must be one of half-price');
  });

  it('keeps only products carrying every search tag', async () => {
    const organic = await searchAll({ searchTags: 'organic' });
    expect(organic.length).toBeGreaterThan(0);
    expect(organic.every((p) => /organic/i.test(p.name))).toBe(true);
    const veganGlutenFree = await searchAll({ searchTags: ['vegan', 'gluten free'], searchTerm: 'potatoes' });
    expect(veganGlutenFree.length).toBeGreaterThan(0);
    const plainPotatoes = await search({ searchTerm: 'potatoes' });
    expect(veganGlutenFree.length).toBeLessThan(plainPotatoes.totalMatches);
  });

  it('keeps only products carrying every custom tag (spec section 3): the seed tags its Christmas range', async () => {
    const christmas = await searchAll({ customTags: 'christmas' });
    const range = await searchAll({ category: await categoryId('Christmas') });
    expect(christmas.length).toBeGreaterThan(0);
    expect(christmas.map((p) => p.id).sort()).toEqual(range.map((p) => p.id).sort());
    // With a term, within the tag: mince pies of the range, and nothing else the term finds.
    const mincePies = await search({ searchTerm: 'mince pies', customTags: 'christmas' });
    expect(mincePies.products.length).toBeGreaterThan(0);
    expect(mincePies.products.every((p) => christmas.some((tagged) => tagged.id === p.id))).toBe(true);
    // Every tag must hold: one no product carries leaves none.
    expect((await search({ customTags: ['christmas', 'summer'] })).totalMatches).toBe(0);
  });

  it('sorts by price either way, by name, and newest first', async () => {
    const bread = await categoryId('Bread');
    const pence = (p: ProductSummary) => Math.round(p.estimatedPrice.amount * 100);
    const ascending = await searchAll({ category: bread, sortBy: 'priceAsc' });
    expect(ascending.map(pence)).toEqual(ascending.map(pence).sort((a, b) => a - b));
    const descending = await searchAll({ category: bread, sortBy: 'priceDesc' });
    expect(descending.map(pence)).toEqual(descending.map(pence).sort((a, b) => b - a));
    // Weighed items sort by what one is expected to cost, not by the price per kg.
    const meat = await searchAll({ category: await categoryId("Butcher's Counter"), sortBy: 'priceAsc' });
    expect(meat.map(pence)).toEqual(meat.map(pence).sort((a, b) => a - b));
    expect(meat.every((p) => pence(p) === Math.round(p.price.amount * 100 * p.averageQuantity))).toBe(true);

    const byName = await searchAll({ category: bread, sortBy: 'nameAsc' });
    const folded = byName.map((p) => foldSearchText(p.name));
    expect(folded).toEqual([...folded].sort());

    const newest = await searchAll({ category: bread, sortBy: 'new' });
    const created = await db().query<{ id: string }>(
      `select p.id from products p join categories c on c.id = p.category_id where c.parent_id = $1
       order by p.created_at desc, p.id`,
      [bread],
    );
    expect(newest.map((p) => p.id)).toEqual(created.map((row) => row.id));
  });

  it('pages through results without gaps or repeats', async () => {
    const params = { category: await categoryId('Food Cupboard'), sortBy: 'nameAsc' };
    const whole = await search({ ...params, size: 30 });
    const pages = await Promise.all([0, 10, 20].map((start) => search({ ...params, size: 10, start })));
    expect(pages.flatMap((page) => page.products.map((p) => p.id))).toEqual(whole.products.map((p) => p.id));
    expect(pages.every((page) => page.totalMatches === whole.totalMatches)).toBe(true);

    const past = await search({ ...params, start: whole.totalMatches + 10 });
    expect(past.products).toEqual([]);
    expect(past.totalMatches).toBe(whole.totalMatches);
  });

  it('sanitises the term the way the search box does before searching', async () => {
    const tagged = await search({ searchTerm: '<script>milk</script>', size: 5 });
    expect(tagged.searchTerm).toBe('milk');
    expect(tagged.products.map((p) => p.id)).toEqual(
      (await search({ searchTerm: 'milk', size: 5 })).products.map((p) => p.id),
    );
    const long = await search({ searchTerm: 'milk one two three four five six seven eight nine ten eleven' });
    expect(long.searchTerm).toBe('milk one two three four five six seven eight nine');

    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (raw) => {
        const body = await search({ searchTerm: raw, size: 3 });
        expect(body.searchTerm).toBe(normaliseSearchTerm(raw));
      }),
      { numRuns: 25 },
    );
  });

  it('treats a term with nothing searchable as no term', async () => {
    const [count] = await db().query<{ count: number }>('select count(*)::int as count from products');
    expect((await search({ searchTerm: '!!! ???' })).totalMatches).toBe(count?.count);
  });

  it('finds nothing, without failing, for words the catalogue does not have', async () => {
    const body = await search({ searchTerm: 'xylophone quartz' });
    expect(body).toMatchObject({ products: [], totalMatches: 0 });
  });

  it('falls back to products with some of the words when none has them all, most words first', async () => {
    const strict = await search({ searchTerm: 'smoked salmon' });
    expect(strict.matchedAllTerms).toBe(true);
    const body = await search({ searchTerm: 'smoked salmon xylophone' });
    expect(body.matchedAllTerms).toBe(false);
    expect(body.totalMatches).toBeGreaterThan(strict.totalMatches);
    // Products with both real words lead.
    expect(body.products.slice(0, 3).map((p) => p.id)).toEqual(strict.products.slice(0, 3).map((p) => p.id));
  });

  it.runIf(existsSync(REAL_PRODUCTS))(
    'answers real shoppers’ product names without failing (counts logged)',
    async () => {
      const names = (JSON.parse(readFileSync(REAL_PRODUCTS, 'utf8')) as { name: string }[])
        .filter((_, index) => index % 50 === 0)
        .map((product) => product.name);
      let withResults = 0;
      let withEveryWord = 0;
      for (const name of names) {
        const body = await search({ searchTerm: name });
        expect(body.products.length).toBeLessThanOrEqual(48);
        if (body.totalMatches > 0) withResults += 1;
        if (body.totalMatches > 0 && body.matchedAllTerms) withEveryWord += 1;
      }
      // Whole product names are long and specific: few match every word in our small invented catalogue.
      console.info(
        `[product search ${target.name}] ${names.length} real product names: ${withResults} with results, ` +
          `${withEveryWord} matching every word`,
      );
      expect(names.length).toBeGreaterThan(30);
    },
  );

  it.each([
    [{ size: 49 }, 'size'],
    [{ size: 0 }, 'size'],
    [{ size: 'lots' }, 'size'],
    [{ start: -1 }, 'start'],
    [{ sortBy: 'cheapest' }, 'sortBy'],
    [{ category: 'bakery' }, 'category'],
    [{ filterTags: 'colour:red' }, 'filterTags'],
    [{ filterTags: 'offer:maybe' }, 'filterTags'],
    [{ sortBy: ['nameAsc', 'new'] }, 'sortBy'],
    [{ customTags: 'Christmas' }, 'customTags'],
    [{ customTags: Array.from({ length: 11 }, (_, i) => `tag-${i}`) }, 'customTags'],
  ] as const)('refuses %o with a 400 naming %s', async (params, field) => {
    const response = await searchRaw(params);
    expect(response.statusCode).toBe(400);
    const error = ServiceError.parse(response.json());
    expect(error.error).toBe('bad_request');
    expect(error.message).toMatch(new RegExp(`\\b${field}(\\.\\d+)?: `));
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses a NUL character, which the database cannot store, with a 400 (found by the route fuzz)', async () => {
    const refused: Params[] = [
      { searchTags: 'vegan\u0000' },
      { filterTags: 'brand:\u0000' },
      { searchTerm: 'tea\u0000' },
    ];
    for (const params of refused) {
      const response = await searchRaw(params);
      expect(response.statusCode, response.body).toBe(400);
      expect(ServiceError.parse(response.json()).message).toMatch(/NUL/);
    }
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await searchRaw({ category: '999999' });
    expect(response.statusCode).toBe(404);
    expect(ServiceError.parse(response.json()).error).toBe('category_not_found');
  });

  it('takes the signed-out bearer or a real token, and refuses a request without one', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    expect((await searchRaw({ searchTerm: 'tea' }, bearer(token))).statusCode).toBe(200);
    expect((await searchRaw({ searchTerm: 'tea' }, ANONYMOUS)).statusCode).toBe(200);
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Basic c2hvcHBlcjpncm9jZXJpZXM=' },
      { authorization: 'Bearer' },
    ];
    for (const headers of refused) {
      const response = await searchRaw({ searchTerm: 'tea' }, headers);
      expect(response.statusCode).toBe(401);
      expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
    }
  });
});
