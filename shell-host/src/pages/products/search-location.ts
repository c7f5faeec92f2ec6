import { searchUrl } from '@grocer/shared-contracts';
import { SEARCH_PAGE_SIZE, customTagsFrom, normaliseSearchTerm } from '@grocer/shared-contracts/domain';

/** The services read at most 10,000 products in (ProductSearchQuery.start), so that is the last page. */
export const LAST_SEARCH_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE) + 1;

export type SearchLocation = {
  readonly searchTerm: string;
  /** Spec section 3's custom tags the search keeps within (the header's `search.customTags`). */
  readonly customTags: readonly string[];
  readonly page: number;
};

/** What a search results URL asks for: the cleaned term, its custom tags, and the page (1 when missing or not a page number). */
export function readSearchLocation(search: string): SearchLocation {
  const params = new URLSearchParams(search);
  const searchTerm = normaliseSearchTerm(params.get('searchTerm') ?? '');
  const page = Number(params.get('page') ?? '1');
  return {
    searchTerm,
    customTags: customTagsFrom(params),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_SEARCH_PAGE) : 1,
  };
}

/** The results URL for a term, its custom tags and a page; page 1 is the plain search URL. */
export function searchPageUrl(searchTerm: string, customTags: readonly string[], page: number): string {
  const url = searchUrl(searchTerm, customTags);
  return page <= 1 ? url : `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ page: String(page) })}`;
}
