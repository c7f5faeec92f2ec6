import {
  ENTERTAINING_ROOT_ID,
  GROCERIES_ROOT_ID,
  type ProductServiceType,
  type UnitOfMeasure,
} from '@grocer/shared-contracts/domain';
import { ENTERTAINING_DEPARTMENTS } from './entertaining-vocabulary.ts';
import { GROCERY_DEPARTMENTS } from './groceries-vocabulary.ts';
import { createPrng, type Prng } from './prng.ts';
import { formatPence, packAmount, unitPriceText } from './unit-price-text.ts';
import { urlNameFor } from './url-name.ts';
import type { Category } from '../taxonomy/category-tree.ts';
import type { DepartmentSpec, LeafSpec, RootSpec } from './vocabulary-types.ts';

/** A seeded category is exactly a taxonomy category (one type, so the two cannot drift). */
export type CategorySeed = Category;

export type ProductSeed = {
  readonly id: string;
  readonly lineNumber: string;
  readonly name: string;
  readonly brand: string;
  readonly categoryId: string;
  readonly size: string;
  readonly uom: UnitOfMeasure;
  readonly pricePence: number;
  readonly averageQuantity: number;
  readonly unitPriceText: string;
  readonly promotion: string | null;
  readonly available: boolean;
  readonly serviceType: ProductServiceType;
  readonly noticeDays: number;
  readonly searchTags: readonly string[];
  /** Merchandising tags (spec section 3's custom tags): a seasonal range's products carry its season's. */
  readonly customTags: readonly string[];
  readonly imageColour: string;
  readonly imageSeed: number;
  readonly createdAt: string;
};

export type CatalogueSeed = { readonly categories: readonly CategorySeed[]; readonly products: readonly ProductSeed[] };

const SEED = 20_250_601;
const DEFAULT_LEAF_COUNT = 28;
const PROMOTION_SHARE = 0.2;
const UNAVAILABLE_SHARE = 0.02;
/** Products appear over two years before this instant; "new" sorts by it. */
const CATALOGUE_EPOCH = Date.UTC(2025, 11, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

const ROOTS: readonly RootSpec[] = [
  { id: GROCERIES_ROOT_ID, name: 'Groceries', serviceType: 'GROCERY', departments: GROCERY_DEPARTMENTS },
  {
    id: ENTERTAINING_ROOT_ID,
    name: 'Entertaining',
    serviceType: 'ENTERTAINING_PLACED_AT_HOME',
    departments: ENTERTAINING_DEPARTMENTS,
  },
];

/** Rounds to a shelf price: 5p steps under £1, else ending in 9 or 0. */
function shelfPrice(prng: Prng, pence: number): number {
  if (pence < 100) return Math.max(5, Math.round(pence / 5) * 5);
  const tens = Math.round(pence / 10) * 10;
  return prng.chance(0.6) ? tens - 1 : tens;
}

function promotionFor(prng: Prng, uom: UnitOfMeasure, pricePence: number): string {
  if (uom !== 'C62') return prng.pick(['Save 25%', 'Save 1/3', 'Half price']);
  const twoFor = Math.max(100, Math.round((pricePence * 2 * 0.8) / 50) * 50);
  const threeFor = Math.max(200, Math.round((pricePence * 3 * 0.75) / 100) * 100);
  return prng.pick([
    'Save 1/3',
    'Save 25%',
    'Half price',
    '3 for 2',
    `2 for ${formatPence(twoFor)}`,
    `Add 3 for ${formatPence(threeFor)}`,
    `Was ${formatPence(Math.round(pricePence * 1.25))}`,
  ]);
}

/** Nudges a '#rrggbb' colour so images in one department differ a little. */
function jitterColour(prng: Prng, hex: string): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((value) => Math.min(255, Math.max(0, value + prng.int(-24, 24))))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

function weighedQuantity(uom: UnitOfMeasure, value: number): number {
  if (uom === 'GRM') return Math.round(value / 10) * 10;
  if (uom === 'LBR') return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

type Counters = { category: number; line: number };

/** A season's custom tag: "Christmas" → christmas, "Valentine's" → valentines. */
export function seasonTag(seasonalMenuTitle: string): string {
  return seasonalMenuTitle
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

function makeProducts(
  prng: Prng,
  counters: Counters,
  leaf: LeafSpec,
  department: DepartmentSpec,
  categoryId: string,
  serviceType: ProductServiceType,
  customTags: readonly string[],
): ProductSeed[] {
  const brands = leaf.brands ?? department.brands;
  const combos = leaf.items.flatMap((item) =>
    brands.flatMap((brand) => leaf.sizes.map((size) => ({ item, brand, size }))),
  );
  const chosen = prng.shuffle(combos).slice(0, leaf.count ?? DEFAULT_LEAF_COUNT);
  const uom = leaf.uom ?? 'C62';
  // Bigger packs cost more: a size's place among the leaf's sizes sets where in the price range it falls.
  const bySize = [...leaf.sizes].sort((a, b) => packAmount(a) - packAmount(b));
  const sizeShare = (size: string) => (bySize.length > 1 ? bySize.indexOf(size) / (bySize.length - 1) : 0.5);
  return chosen.map(({ item, brand, size }) => {
    counters.line += prng.int(1, 40);
    const lineNumber = String(counters.line).padStart(6, '0');
    const id = `${lineNumber}-${String(prng.int(0, 999_999)).padStart(6, '0')}-${String(prng.int(0, 999_999)).padStart(6, '0')}`;
    const [low, high] = leaf.pence;
    const raw = Math.round(low + (high - low) * (0.8 * sizeShare(size) + 0.2 * prng.next()));
    const pricePence = uom === 'GRM' ? raw : shelfPrice(prng, raw);
    const averageQuantity =
      uom === 'C62' || !leaf.averageQuantity
        ? 1
        : weighedQuantity(
            uom,
            leaf.averageQuantity[0] + prng.next() * (leaf.averageQuantity[1] - leaf.averageQuantity[0]),
          );
    const name = `${brand} ${item}`;
    const tags = new Set(leaf.tags ?? []);
    if (/organic/i.test(name)) tags.add('organic');
    if (/gluten free/i.test(name)) tags.add('gluten free');
    const createdAt = new Date(CATALOGUE_EPOCH - prng.int(0, 730) * DAY_MS - prng.int(0, 86_399) * 1000);
    const [minNotice, maxNotice] = leaf.noticeDays ?? [0, 0];
    return {
      id,
      lineNumber,
      name,
      brand,
      categoryId,
      size,
      uom,
      pricePence,
      averageQuantity,
      unitPriceText: unitPriceText(size, pricePence, uom),
      promotion: prng.chance(PROMOTION_SHARE) ? promotionFor(prng, uom, pricePence) : null,
      available: leaf.allUnavailable ? false : !prng.chance(UNAVAILABLE_SHARE),
      serviceType,
      noticeDays: prng.int(minNotice, maxNotice),
      searchTags: [...tags].sort(),
      customTags,
      imageColour: jitterColour(prng, department.colour),
      imageSeed: prng.int(0, 1_000_000),
      createdAt: createdAt.toISOString(),
    };
  });
}

/** Builds the demo catalogue from scratch (tests compare two builds); use `generateCatalogue`. */
export function buildCatalogue(): CatalogueSeed {
  const prng = createPrng(SEED);
  const counters: Counters = { category: 300_000, line: 100_000 };
  const nextCategoryId = (): string => String((counters.category += 1));
  const categories: CategorySeed[] = [];
  const products: ProductSeed[] = [];
  const category = (fields: Partial<CategorySeed> & Pick<CategorySeed, 'id' | 'parentId' | 'name' | 'position'>) => {
    const row: CategorySeed = {
      shortName: fields.name,
      urlName: urlNameFor(fields.name),
      hiddenInNav: false,
      offer: false,
      offersForId: null,
      iconName: null,
      additionalClasses: null,
      banner: null,
      megaMenuBanner: null,
      generated: false,
      bold: false,
      showWarningIcon: false,
      seasonalMenuTitle: null,
      ...fields,
    };
    categories.push(row);
    return row;
  };

  for (const [rootPosition, root] of ROOTS.entries()) {
    category({ id: root.id, parentId: null, name: root.name, position: rootPosition });
    const offerTargets: CategorySeed[] = [];
    for (const [departmentPosition, department] of root.departments.entries()) {
      const departmentRow = category({
        id: nextCategoryId(),
        parentId: root.id,
        name: department.name,
        shortName: department.shortName ?? department.name,
        position: departmentPosition,
        hiddenInNav: department.hiddenInNav ?? false,
        iconName: department.iconName,
        showWarningIcon: department.showWarningIcon ?? false,
        seasonalMenuTitle: department.seasonalMenuTitle ?? null,
        additionalClasses: department.hiddenInNav ? 'menu-item--seasonal' : null,
        banner: `category-banners/${urlNameFor(department.name).toLowerCase()}`,
        megaMenuBanner: `mega-menu-banners/${urlNameFor(department.name).toLowerCase()}`,
      });
      if (department.hasOffers) offerTargets.push(departmentRow);
      for (const [groupPosition, group] of department.groups.entries()) {
        const groupRow = category({
          id: nextCategoryId(),
          parentId: departmentRow.id,
          name: group.name,
          shortName: group.shortName ?? group.name,
          position: groupPosition,
          hiddenInNav: group.hiddenInNav ?? false,
          seasonalMenuTitle: group.seasonalMenuTitle ?? null,
          banner: `category-banners/${urlNameFor(group.name).toLowerCase()}`,
        });
        for (const [leafPosition, leaf] of group.leaves.entries()) {
          const leafRow = category({
            id: nextCategoryId(),
            parentId: groupRow.id,
            name: leaf.name,
            position: leafPosition,
            hiddenInNav: leaf.hiddenInNav ?? false,
          });
          const season = group.seasonalMenuTitle ?? department.seasonalMenuTitle;
          const customTags = season === undefined ? [] : [seasonTag(season)];
          products.push(...makeProducts(prng, counters, leaf, department, leafRow.id, root.serviceType, customTags));
        }
      }
    }
    // Offer categories list the promoted products of the category they stand for.
    const offersRow = category({
      id: nextCategoryId(),
      parentId: root.id,
      name: root.id === GROCERIES_ROOT_ID ? 'Offers' : 'Entertaining Offers',
      shortName: 'Offers',
      urlName: urlNameFor(root.name),
      position: root.departments.length,
      offer: true,
      offersForId: root.id,
      iconName: 'offers',
      bold: true,
      additionalClasses: 'menu-item--offer',
    });
    for (const [position, target] of offerTargets.entries()) {
      category({
        id: nextCategoryId(),
        parentId: offersRow.id,
        name: `${target.name} Offers`,
        shortName: target.shortName,
        urlName: target.urlName,
        position,
        offer: true,
        offersForId: target.id,
        generated: true,
        additionalClasses: 'menu-item--offer',
      });
    }
  }
  return { categories, products };
}

let cached: CatalogueSeed | undefined;

/** The demo catalogue: the same rows on every call and every machine. */
export function generateCatalogue(): CatalogueSeed {
  cached ??= buildCatalogue();
  return cached;
}
