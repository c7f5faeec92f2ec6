import { CUSTOM_TAGS_PARAM, ProductSearchResponse, SEARCH_PAGE_SIZE } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';

export type ProductSearch = {
  readonly searchTerm: string;
  /** Spec section 3's custom tags: every product found carries each one. */
  readonly customTags: readonly string[];
  readonly start: number;
};

/**
 * GET /v1/products/search, a page of 48. Catalogue answers are the same for
 * everyone, so the host asks as a guest even when a shopper is signed in: a
 * stale token can never break search.
 */
export function searchProducts(
  servicesUrl: string,
  { searchTerm, customTags, start }: ProductSearch,
  signal?: AbortSignal,
): Promise<ProductSearchResponse> {
  const query = new URLSearchParams({ searchTerm, size: String(SEARCH_PAGE_SIZE), start: String(start) });
  for (const tag of customTags) query.append(CUSTOM_TAGS_PARAM, tag);
  return callService(ProductSearchResponse, { servicesUrl, path: `/v1/products/search?${query}`, signal });
}
