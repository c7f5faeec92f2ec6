import {
  ProductSearchResponse,
  SEARCH_PAGE_SIZE,
  type OfferHighlightSlug,
  type ProductSort,
} from '@grocer/shared-contracts/domain';
import { callService, readAnswer } from './api-client.ts';
import type { Preload } from './preload.ts';

export type ProductBrowse = {
  /** A category id: its products and everything below it (an offer category: the promoted ones). */
  readonly category?: string | undefined;
  /** Only products on offer. */
  readonly onOffer?: boolean;
  /** Only the offers of one highlight (spec section 2: offers/highlights/…). */
  readonly highlight?: OfferHighlightSlug | undefined;
  readonly sortBy: ProductSort;
  readonly start: number;
};

/** The query string for a browse, in a stable order (also the key its page loads under). */
export function browseQuery({ category, onOffer, highlight, sortBy, start }: ProductBrowse): string {
  const query = new URLSearchParams();
  if (category !== undefined) query.set('category', category);
  if (onOffer) query.append('filterTags', 'offer:true');
  if (highlight !== undefined) query.append('filterTags', `highlight:${highlight}`);
  query.set('sortBy', sortBy);
  query.set('size', String(SEARCH_PAGE_SIZE));
  query.set('start', String(start));
  return query.toString();
}

/** GET /v1/products/search without a term: a page of 48 of a category's products, or of the offers. */
export function browseProducts(
  servicesUrl: string,
  browse: ProductBrowse,
  signal?: AbortSignal,
): Promise<ProductSearchResponse> {
  return callService(ProductSearchResponse, { servicesUrl, path: browsePath(browse), signal });
}

function browsePath(browse: ProductBrowse): string {
  return `/v1/products/search?${browseQuery(browse)}`;
}

/** A guest's browse is the same for every shopper, so the server may preload it for a page's first render. */
export function browsePreload(browse: ProductBrowse): Preload<ProductSearchResponse> {
  const path = browsePath(browse);
  return { path, read: (answer) => readAnswer(ProductSearchResponse, path, answer) };
}
