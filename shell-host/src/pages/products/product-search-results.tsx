import { SEARCH_PAGE_SIZE } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { ListingPaging } from './listing-paging.tsx';
import { searchPageUrl } from './search-location.ts';
import type { TrolleyContext } from './add-to-trolley.tsx';
import { ProductList } from './product-list.tsx';
import { useProductSearch, type ProductSearchCache } from './use-product-search.ts';
import styles from './product-card.module.css';

const NO_TAGS: readonly string[] = [];

type Props = {
  readonly servicesUrl: string | undefined;
  readonly searchTerm: string;
  /** Spec section 3's custom tags the search keeps within; none by default. */
  readonly customTags?: readonly string[];
  readonly page: number;
  readonly trolley: TrolleyContext;
  readonly headingLevel: 2 | 3;
  /** How to reach products past this page: previous/next links, or one link to the full search. */
  readonly more: 'pages' | 'search-link';
  readonly cache?: ProductSearchCache;
};

/** One page of products for a term, with its loading, empty and error states: never blank. */
export function ProductSearchResults({
  servicesUrl,
  searchTerm,
  customTags = NO_TAGS,
  page,
  trolley,
  headingLevel,
  more,
  cache,
}: Props) {
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  const { state, retry } = useProductSearch(servicesUrl, searchTerm, customTags, start, cache);
  const pageUrl = (to: number) => searchPageUrl(searchTerm, customTags, to);
  const result = state.status === 'success' ? state.result : undefined;

  let summary = '';
  if (state.status === 'loading') summary = 'Loading products…';
  else if (result && result.totalMatches === 0) summary = `Sorry, no products match "${searchTerm}".`;
  else if (result && result.products.length === 0) summary = 'There are no more products for this search.';
  else if (result) {
    const last = start + result.products.length;
    const noun = result.totalMatches === 1 ? 'product' : 'products';
    summary = `Showing ${start + 1} to ${last} of ${result.totalMatches} ${noun}.`;
  }

  return (
    <>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {state.status === 'error' ? (
        <div className={layout.error}>
          <p role="alert">Sorry, we couldn't load the products. Please try again.</p>
          <button type="button" className={layout.button} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {result?.totalMatches === 0 ? (
        <p className={layout.message}>Check the spelling, or search for something more general.</p>
      ) : null}
      {result && result.totalMatches > 0 && result.products.length === 0 ? (
        <p className={layout.message}>
          <a className={layout.link} href={pageUrl(1)}>
            Back to the first page
          </a>
        </p>
      ) : null}
      {result && result.products.length > 0 ? (
        <>
          {result.matchedAllTerms ? null : (
            <p className={layout.message}>No product matched every word, so these match some of them.</p>
          )}
          <ProductList
            products={result.products}
            label={`Products for "${searchTerm}"`}
            headingLevel={headingLevel}
            trolley={trolley}
          />
          {more === 'pages' ? (
            <ListingPaging
              label="Search results pages"
              page={page}
              totalMatches={result.totalMatches}
              pageUrl={pageUrl}
            />
          ) : result.totalMatches > result.products.length ? (
            <p className={layout.message}>
              <a className={layout.link} href={pageUrl(1)}>
                See all {result.totalMatches} products for "{searchTerm}"
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
