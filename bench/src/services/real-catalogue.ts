/**
 * Part 5's larger catalogue: the real Waitrose (2025) and Ocado (2022)
 * listings from ../shared/data, turned into rows of the services' own
 * `categories` and `products` tables and loaded into a throwaway database
 * only. The data is scraped retailer content for tests and benchmarks: it is
 * read at run time and never copied into the repository or its seed.
 */
import { readFileSync } from 'node:fs';
import { sharedDataPath } from '../../../test-support/shared-data.ts';

export type WaitroseListing = {
  readonly name: string;
  readonly brand: string | null;
  readonly size: string;
  readonly price: number;
  readonly unitPrice: string | null;
  readonly categoryPath: readonly string[];
  readonly promotion: string | null;
};

export type OcadoListing = {
  readonly name: string;
  readonly weight: string | null;
  readonly price: number;
  readonly department: string;
};

export type CategoryRow = {
  readonly id: string;
  readonly parentId: string;
  readonly name: string;
  readonly urlName: string;
  readonly position: number;
};

export type ProductRow = {
  readonly id: string;
  readonly lineNumber: string;
  readonly name: string;
  readonly brand: string;
  readonly categoryId: string;
  readonly size: string;
  readonly pricePence: number;
  readonly unitPriceText: string;
  readonly promotion: string | null;
  readonly serviceType: 'GROCERY' | 'ENTERTAINING_PLACED_AT_HOME';
  readonly noticeDays: number;
};

export type CatalogueRows = { readonly categories: readonly CategoryRow[]; readonly products: readonly ProductRow[] };

/** The seed's roots; the seed's own ids are 300001–300158 and its line numbers 100012–143249. */
const ROOTS: Record<string, string> = { Groceries: '10051', Entertaining: '10052' };
export const FIRST_CATEGORY_ID = 900_001;
export const FIRST_LINE_NUMBER = 700_000;

const urlNameOf = (name: string) =>
  name
    .replace(/&/g, 'and')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'Category';

/** One listing, whichever retailer: where it sits below a root, and its row's fields. */
type Listing = Omit<ProductRow, 'id' | 'lineNumber' | 'categoryId'> & { readonly path: readonly string[] };

function fromWaitrose(item: WaitroseListing): Listing {
  const [root = 'Groceries', ...below] = item.categoryPath;
  const entertaining = root === 'Entertaining';
  return {
    path: [root in ROOTS ? root : 'Groceries', ...below],
    name: item.name,
    brand: item.brand ?? '',
    size: item.size || 'each',
    pricePence: Math.round(item.price * 100),
    unitPriceText: item.unitPrice ?? '',
    promotion: item.promotion,
    serviceType: entertaining ? 'ENTERTAINING_PLACED_AT_HOME' : 'GROCERY',
    noticeDays: entertaining ? 2 : 0,
  };
}

function fromOcado(item: OcadoListing): Listing {
  return {
    path: ['Groceries', item.department],
    name: item.name,
    brand: '',
    size: item.weight ?? 'each',
    pricePence: Math.round(item.price * 100),
    unitPriceText: '',
    promotion: null,
    serviceType: 'GROCERY',
    noticeDays: 0,
  };
}

/**
 * Rows for the services' tables: categories under the seed's two roots (one
 * per distinct path, parents first) and one counted (C62) product per
 * listing with a name and a price, on line numbers from 700000.
 */
export function catalogueRows(waitrose: readonly WaitroseListing[], ocado: readonly OcadoListing[]): CatalogueRows {
  const categories: CategoryRow[] = [];
  const byPath = new Map<string, string>();
  const childCount = new Map<string, number>();
  const categoryFor = (path: readonly string[]): string => {
    const [root = 'Groceries', ...below] = path;
    let parentId = ROOTS[root] ?? ROOTS['Groceries'] ?? '10051';
    let key = root;
    for (const name of below) {
      key = `${key}\u0000${name}`;
      let id = byPath.get(key);
      if (id === undefined) {
        id = String(FIRST_CATEGORY_ID + categories.length);
        const position = childCount.get(parentId) ?? 0;
        childCount.set(parentId, position + 1);
        categories.push({ id, parentId, name, urlName: urlNameOf(name), position: 1000 + position });
        byPath.set(key, id);
      }
      parentId = id;
    }
    return parentId;
  };

  const listings = [...waitrose.map(fromWaitrose), ...ocado.map(fromOcado)].filter(
    (listing) => listing.name.trim() !== '' && listing.pricePence > 0,
  );
  const products = listings.map(({ path, ...listing }, index): ProductRow => {
    const lineNumber = String(FIRST_LINE_NUMBER + index);
    return {
      ...listing,
      id: `${lineNumber}-${String(index).padStart(6, '0')}-000001`,
      lineNumber,
      categoryId: categoryFor(path),
    };
  });
  return { categories, products };
}

export function readRealListings(): { waitrose: WaitroseListing[]; ocado: OcadoListing[] } {
  const read = <T>(file: string) => JSON.parse(readFileSync(sharedDataPath(file), 'utf8')) as T[];
  return {
    waitrose: read<WaitroseListing>('waitrose-products-2025.json'),
    ocado: read<OcadoListing>('ocado-products-2022.json'),
  };
}
