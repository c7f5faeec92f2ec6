import { beforeAll, describe, expect, it } from 'vitest';
import {
  buylistUrl,
  type CmsComponent,
  type ContentLocations,
  ENTERTAINING_ROOT_ID,
  ExperienceFragmentResponse,
  GROCERIES_ROOT_ID,
  ProductSummary,
  TaxonomyResponse,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { BANNER_CAMPAIGNS } from '../banners/banner-campaigns.ts';
import { seedBanners } from '../banners/banner-seed.ts';
import { generateCatalogue, type ProductSeed } from '../catalogue/seed/generate-catalogue.ts';
import { ANONYMOUS, useCatalogueApp } from '../catalogue/testing/catalogue-test-app.ts';
import { seedContent } from './content-seed.ts';
import { categoryByNames, categoryPath, categorySitePath, itemName } from './seed/catalogue-picks.ts';
import { cmsPage } from '@grocer/shared-contracts/cms-builders';
import { INSPIRATION_CONTENT, RECIPES_CONTENT } from './seed/content-pages.ts';
import { EXPERIENCE_FRAGMENTS } from './seed/experience-fragments.ts';
import { MEGA_MENU_CONTENT } from './seed/mega-menu.ts';
import { SEASONAL_MENU_CONTENT } from './seed/seasonal-menu.ts';

/*
 * Seeded content and banner ads against the demo catalogue they talk about:
 * the products they name exist, are available and keep their line numbers;
 * their copy matches those products; every banner key the catalogue sets has
 * its fragment; and (on each database) all of it resolves through the routes.
 */

const catalogue = generateCatalogue();
const productById = new Map(catalogue.products.map((product) => [product.id, product]));
const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));

type ProductReference = { readonly where: string; readonly id: string; readonly lineNumber: string };

/** Every `products: [{ id, lineNumber }]` entry anywhere in a document, with where it was found. */
function productReferences(value: unknown, where: string): ProductReference[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => productReferences(item, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'products' && Array.isArray(item)
      ? item.map((product: { id: string; lineNumber: string }, index) => ({
          where: `${where}.products[${index}]`,
          id: product.id,
          lineNumber: product.lineNumber,
        }))
      : productReferences(item, `${where}.${key}`),
  );
}

/** Everything the content and banner seeds store, by a name for messages. */
const SEEDED_DOCUMENTS: readonly [string, unknown][] = [
  ['mega menu', MEGA_MENU_CONTENT],
  ['seasonal menu', SEASONAL_MENU_CONTENT],
  ['recipes page', RECIPES_CONTENT],
  ['inspiration page', INSPIRATION_CONTENT],
  ...EXPERIENCE_FRAGMENTS.map((fragment): [string, unknown] => [
    `experience fragment ${fragment.key}`,
    { locations: fragment.locations, signedInLocations: fragment.signedInLocations },
  ]),
  ...BANNER_CAMPAIGNS.map((campaign): [string, unknown] => [`campaign ${campaign.id}`, campaign.ad]),
];
const REFERENCES = SEEDED_DOCUMENTS.flatMap(([name, document]) => productReferences(document, name));

const product = (reference: { id: string }): ProductSeed => {
  const found = productById.get(reference.id);
  if (!found) throw new Error(`No catalogue product ${reference.id}`);
  return found;
};
const productsOf = (references: readonly { id: string }[] | undefined): ProductSeed[] =>
  (references ?? []).map(product);
const componentById = (locations: ContentLocations, id: string): CmsComponent => {
  const found = Object.values(locations)
    .flat()
    .find((component) => component.componentId === id);
  if (!found) throw new Error(`No component ${id}`);
  return found;
};
const campaignById = (id: string) => {
  const found = BANNER_CAMPAIGNS.find((campaign) => campaign.id === id);
  if (!found) throw new Error(`No campaign ${id}`);
  return found;
};
/** The root a category sits under. */
const rootOf = (categoryId: string): string | undefined => {
  const category = categoryById.get(categoryId);
  return category ? categoryPath(category)[0]?.id : undefined;
};

describe('products named by seeded content and banner ads', () => {
  it('finds the trading cells’ and the ads’ products', () => {
    const cellProducts = productReferences(MEGA_MENU_CONTENT, 'mega menu');
    expect(cellProducts.length).toBeGreaterThanOrEqual(7);
    expect(REFERENCES.length).toBeGreaterThanOrEqual(cellProducts.length + 10);
  });

  it('are catalogue products that are available, with their own line numbers', () => {
    for (const reference of REFERENCES) {
      const seeded = productById.get(reference.id);
      expect(seeded, `${reference.where}: ${reference.id} is not in generateCatalogue()`).toBeDefined();
      expect(seeded?.available, `${reference.where}: ${reference.id} is unavailable`).toBe(true);
      expect(reference.lineNumber, `${reference.where}: line number of ${reference.id}`).toBe(seeded?.lineNumber);
    }
  });

  it('are entertaining products beside Entertaining and grocery products beside Groceries', () => {
    const expected = { [GROCERIES_ROOT_ID]: 'GROCERY', [ENTERTAINING_ROOT_ID]: 'ENTERTAINING_PLACED_AT_HOME' };
    for (const [rootId, serviceType] of Object.entries(expected)) {
      const references = productReferences(MEGA_MENU_CONTENT.locations[rootId], rootId);
      expect(references.length).toBeGreaterThan(0);
      for (const reference of references) {
        expect(product(reference).serviceType, reference.where).toBe(serviceType);
        expect(rootOf(product(reference).categoryId), reference.where).toBe(rootId);
      }
    }
  });

  it("give each recipe's and the picnic's button the buylist of the products they name", () => {
    const cells = [...(RECIPES_CONTENT.locations['main'] ?? []), ...(INSPIRATION_CONTENT.locations['main'] ?? [])];
    const withProducts = cells.filter((cell) => (cell.products ?? []).length > 0);
    expect(withProducts).toHaveLength(4);
    for (const cell of withProducts) {
      const products = productsOf(cell.products);
      expect(cell.textArea?.link?.url, cell.componentId).toBe(buylistUrl(products));
      for (const seeded of products) expect(cell.textArea?.subheading, cell.componentId).toContain(itemName(seeded));
    }
  });

  it('match the trading cells’ copy', () => {
    const { locations } = MEGA_MENU_CONTENT;
    const greens = componentById(locations, 'mm-groceries-spring-greens');
    const greensAndPeas = categoryByNames('Groceries', 'Fruit & Vegetables', 'Fresh Vegetables', 'Greens & Peas');
    for (const seeded of productsOf(greens.products)) {
      expect(greens.textArea?.subheading).toContain(itemName(seeded));
      expect(seeded.categoryId).toBe(greensAndPeas.id);
    }
    expect(greens.textArea?.link?.url).toBe(cmsPage(categorySitePath(greensAndPeas)));

    const offers = componentById(locations, 'mm-groceries-weekly-offers');
    expect(offers.textArea?.offerHeading).toBe('1/3 off');
    expect(offers.icons?.offerRoundel?.text).toBe('1/3 off');
    expect(productsOf(offers.products).map((seeded) => seeded.promotion)).toEqual(['Save 1/3', 'Save 1/3']);

    const platters = componentById(locations, 'mm-entertaining-platters');
    const days = Number(/Order from (\d+) days ahead/.exec(platters.textArea?.subheading ?? '')?.[1]);
    expect(productsOf(platters.products).map((seeded) => seeded.noticeDays)).toEqual([days, days]);
    for (const seeded of productsOf(platters.products)) expect(seeded.name).toMatch(/Platter|Board/);

    const cheese = componentById(locations, 'mm-entertaining-cheese');
    const [board] = productsOf(cheese.products);
    expect(board?.name).toMatch(/British Cheese Board$/);
    expect(cheese.textArea?.subheading).toContain(board?.size);

    const notice = catalogue.products
      .filter((seeded) => seeded.available && seeded.serviceType === 'ENTERTAINING_PLACED_AT_HOME')
      .map((seeded) => seeded.noticeDays);
    const planAhead = JSON.stringify(componentById(locations, 'mm-entertaining-notice').richText);
    expect(planAhead).toContain(`${Math.min(...notice)} to ${Math.max(...notice)} days’ notice`);
  });

  it('match the banner ads’ copy', () => {
    for (const id of ['ad-breakfast', 'ad-coffee', 'ad-dairy', 'ad-sparkling']) {
      const { ad } = campaignById(id);
      expect(ad.products.length, id).toBeGreaterThan(0);
      for (const seeded of productsOf(ad.products)) expect(ad.textArea.subheading, id).toContain(itemName(seeded));
    }
    for (const id of ['ad-coffee', 'ad-sparkling', 'ad-dairy']) {
      const { ad } = campaignById(id);
      const brands = new Set(productsOf(ad.products).map((seeded) => seeded.brand));
      expect(brands.size, id).toBe(1);
      expect(ad.textArea.subheading, id).toContain(`from ${[...brands][0]}`);
    }
    const canapes = campaignById('ad-canapes').ad;
    const days = Number(/Order (\d+) days ahead/.exec(canapes.textArea.subheading ?? '')?.[1]);
    expect(productsOf(canapes.products)).toHaveLength(3);
    for (const seeded of productsOf(canapes.products)) {
      expect(seeded.noticeDays).toBe(days);
      expect(seeded.serviceType).toBe('ENTERTAINING_PLACED_AT_HOME');
    }
  });
});

describe('banner campaign targets', () => {
  it('are catalogue categories, never offer categories', () => {
    for (const campaign of BANNER_CAMPAIGNS) {
      expect(campaign.categoryIds.length).toBeGreaterThan(0);
      for (const id of campaign.categoryIds) {
        expect(categoryById.get(id), `${campaign.id} targets ${id}`).toBeDefined();
        expect(categoryById.get(id)?.offer, `${campaign.id} targets offer category ${id}`).toBe(false);
      }
    }
  });

  it('include categories below the roots, at department, group and aisle level', () => {
    const depths = new Set(
      BANNER_CAMPAIGNS.flatMap((campaign) =>
        campaign.categoryIds.map((id) => categoryPath(categoryById.get(id) ?? fail(id)).length - 1),
      ),
    );
    expect([...depths].sort()).toEqual([0, 1, 2, 3]);
    const milk = categoryByNames('Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs', 'Milk');
    expect(campaignById('ad-dairy').categoryIds).toEqual([milk.parentId, milk.id]);
  });
});

function fail(id: string): never {
  throw new Error(`No catalogue category ${id}`);
}

describe('category banner fragments', () => {
  const byKey = new Map(EXPERIENCE_FRAGMENTS.map((fragment) => [fragment.key, fragment]));
  const bannerKeys = catalogue.categories.flatMap((category) => [
    ...(category.banner === null ? [] : [{ category, key: category.banner, location: 'banner' }]),
    ...(category.megaMenuBanner === null
      ? []
      : [{ category, key: category.megaMenuBanner, location: 'megaMenuBanner' }]),
  ]);

  it('are seeded for every banner and mega menu banner key generateCatalogue() sets', () => {
    expect(bannerKeys.filter(({ location }) => location === 'megaMenuBanner').length).toBeGreaterThanOrEqual(14);
    expect(bannerKeys.length).toBeGreaterThan(40);
    for (const { category, key, location } of bannerKeys) {
      const cell = byKey.get(key)?.locations[location]?.[0];
      expect(cell, `${category.name}: ${key} (${location})`).toBeDefined();
      expect(cell?.textArea?.heading, key).toBe(category.name);
      expect(cell?.textArea?.link?.url, key).toBe(cmsPage(categorySitePath(category)));
    }
    expect(EXPERIENCE_FRAGMENTS.map((fragment) => fragment.key).length).toBe(byKey.size);
  });

  it('are seeded only for keys the catalogue sets', () => {
    const keys = new Set(bannerKeys.map(({ key }) => key));
    const seeded = EXPERIENCE_FRAGMENTS.map((fragment) => fragment.key).filter((key) =>
      /^(category-banners|mega-menu-banners)\//.test(key),
    );
    expect(seeded.filter((key) => !keys.has(key))).toEqual([]);
  });
});

describeEachDatabase('seeded content against the seeded catalogue', (target) => {
  const { app, db } = useCatalogueApp(target);
  beforeAll(async () => {
    await seedContent(db());
    await seedBanners(db());
  });

  it('names only products the product route finds, available, with their line numbers and images', async () => {
    const stored = [
      ...(await db().query<{ name: string; doc: unknown }>(
        `select path as name, locations as doc from content_fragments`,
      )),
      ...(await db().query<{ name: string; doc: unknown }>(
        `select key as name, jsonb_build_array(locations, signed_in_locations) as doc from experience_fragments`,
      )),
      ...(await db().query<{ name: string; doc: unknown }>(`select id as name, ad as doc from banner_campaigns`)),
    ];
    const references = stored.flatMap((row) => productReferences(row.doc, row.name));
    expect(references.length).toBe(REFERENCES.length);
    for (const reference of references) {
      const response = await app().inject({ method: 'GET', url: `/v1/products/${reference.id}`, headers: ANONYMOUS });
      expect(response.statusCode, reference.where).toBe(200);
      const summary = ProductSummary.parse(response.json());
      expect(summary, reference.where).toMatchObject({ lineNumber: reference.lineNumber, available: true });
      const image = await app().inject({ method: 'GET', url: summary.imageUrl });
      expect(image.statusCode, summary.imageUrl).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers every banner key the taxonomy gives the header', async () => {
    const response = await app().inject({ method: 'GET', url: '/taxonomy?format=flat', headers: ANONYMOUS });
    expect(response.statusCode).toBe(200);
    const taxonomy = TaxonomyResponse.parse(response.json());
    if (taxonomy.format !== 'flat') throw new Error('Expected the flat taxonomy');
    const keys = taxonomy.categories.flatMap((category) => [
      ...(category.banner ? [{ key: category.banner, location: 'banner', name: category.name }] : []),
      ...(category.megaMenuBanner
        ? [{ key: category.megaMenuBanner, location: 'megaMenuBanner', name: category.name }]
        : []),
    ]);
    expect(keys.length).toBeGreaterThan(40);
    for (const { key, location, name } of keys) {
      const fragment = await app().inject({ method: 'GET', url: `/content/experience-fragments/${key}` });
      expect(fragment.statusCode, key).toBe(200);
      const body = ExperienceFragmentResponse.parse(fragment.json());
      expect(body.content?.locations[location]?.[0]?.textArea?.heading, key).toBe(name);
    }
  });

  it('sends banner ads on the campaigns’ real categories', async () => {
    const milk = categoryByNames('Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs', 'Milk');
    const path = categoryPath(milk).map((category) => category.id);
    const response = await app().inject({
      method: 'POST',
      url: '/adtech/banners',
      headers: ANONYMOUS,
      payload: { type: 'mega-menu', categories: path },
    });
    expect(response.statusCode).toBe(200);
    const [first] = (response.json() as { data: { bannerAds: { id: string }[] } }).data.bannerAds;
    expect(first?.id).toBe('ad-dairy');
  });
});
