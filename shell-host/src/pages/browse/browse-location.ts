import { ROUTES } from '@grocer/shared-contracts';
import {
  findOfferHighlight,
  OFFER_HIGHLIGHTS_PATH,
  type OfferHighlight,
  type ProductSort,
} from '@grocer/shared-contracts/domain';
import { LAST_SEARCH_PAGE } from '../products/search-location.ts';

export type Season = 'christmas' | 'valentines';

/** What a browse URL asks for. */
export type BrowseTarget =
  /** /ecom/shop/browse: the top categories. */
  | { readonly kind: 'all-categories' }
  /** Every product on offer. */
  | { readonly kind: 'offers' }
  /** The offers of one kind (spec section 2: offers/highlights/…). */
  | { readonly kind: 'offer-highlight'; readonly highlight: OfferHighlight }
  /** Groceries, newest first. */
  | { readonly kind: 'new' }
  | { readonly kind: 'seasonal'; readonly season: Season }
  /** The category whose taxonomy `url` has this key (see categoryUrlKey). */
  | { readonly kind: 'category'; readonly url: string };

/** The sorts a browse page offers, default first; the service's `relevance` is name order without a term. */
export const BROWSE_SORTS = [
  { value: 'nameAsc', label: 'Name A to Z' },
  { value: 'priceAsc', label: 'Price low to high' },
  { value: 'priceDesc', label: 'Price high to low' },
  { value: 'new', label: 'Newest first' },
] as const satisfies readonly { readonly value: ProductSort; readonly label: string }[];
export type BrowseSort = (typeof BROWSE_SORTS)[number]['value'];
export const DEFAULT_BROWSE_SORT: BrowseSort = 'nameAsc';

export type BrowseLocation = {
  readonly target: BrowseTarget;
  /** The page's own URL without sort or page: what paging and sorting links build on. */
  readonly baseUrl: string;
  readonly page: number;
  readonly sortBy: BrowseSort;
};

const OFFERS_PREFIX = `${ROUTES.offers}/`;

/** Lower case and without a trailing slash, as the taxonomy writes its urls. */
function normalisePath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/(?<!\/)\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * How a category is named by its URL: the lower-cased path, plus the
 * categoryId for an offer category (spec section 2: offer categories share
 * the offers path and are told apart by id, unless they stand for a root).
 * Used for the page's location and the taxonomy's urls alike.
 */
export function categoryUrlKey(pathname: string, search: string): string {
  const path = normalisePath(pathname);
  const categoryId = new URLSearchParams(search).get('categoryId');
  if (path.startsWith(OFFERS_PREFIX) && categoryId !== null && /^\d{1,12}$/.test(categoryId)) {
    return `${path}?${new URLSearchParams({ categoryId })}`;
  }
  return path;
}

const HIGHLIGHT_PREFIX = `${OFFER_HIGHLIGHTS_PATH}/`;

function targetFor(pathname: string, search: string): BrowseTarget {
  const path = normalisePath(pathname);
  if (path.startsWith(HIGHLIGHT_PREFIX)) {
    const highlight = findOfferHighlight(path.slice(HIGHLIGHT_PREFIX.length));
    // An unknown highlight is looked up like any category: no category has that url, so "not found".
    if (highlight) return { kind: 'offer-highlight', highlight };
  }
  switch (path) {
    case ROUTES.browse:
      return { kind: 'all-categories' };
    case ROUTES.offers:
      return { kind: 'offers' };
    case ROUTES.newProducts:
      return { kind: 'new' };
    case ROUTES.christmas:
      return { kind: 'seasonal', season: 'christmas' };
    case ROUTES.valentines:
      return { kind: 'seasonal', season: 'valentines' };
    default:
      return { kind: 'category', url: categoryUrlKey(pathname, search) };
  }
}

function readSort(value: string | null): BrowseSort {
  return BROWSE_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_BROWSE_SORT;
}

function readPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_SEARCH_PAGE) : 1;
}

/** Reads a browse URL: what to show, the sort (name order when missing or unknown) and the page (1 when not a page number). */
export function readBrowseLocation({ pathname, search }: Pick<Location, 'pathname' | 'search'>): BrowseLocation {
  const params = new URLSearchParams(search);
  const target = targetFor(pathname, search);
  return {
    target,
    baseUrl: target.kind === 'category' ? target.url : normalisePath(pathname),
    page: readPage(params.get('page')),
    sortBy: readSort(params.get('sortBy')),
  };
}

/** The URL of one page of a listing: the default sort (or none) and page 1 are left out. */
export function browsePageUrl(
  baseUrl: string,
  { sortBy, page }: { readonly sortBy: BrowseSort | undefined; readonly page: number },
): string {
  const params = new URLSearchParams();
  if (sortBy !== undefined && sortBy !== DEFAULT_BROWSE_SORT) params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  if (query === '') return baseUrl;
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}`;
}
