import { useId, useMemo, useState } from 'react';
import { parseMultiSearchValue } from '@grocer/shared-contracts/domain';
import type { PageProps } from '../page-props.ts';
import { ProductSearchResults } from '../products/product-search-results.tsx';
import type { ProductSearchCache } from '../products/use-product-search.ts';
import layout from '../shared/page-layout.module.css';
import { loginUrl } from '../shared/login-url.ts';
import styles from './multi-search-page.module.css';

/**
 * /ecom/shop/multi-search?value=milk,eggs: the shopper's list down the side,
 * the matches for the chosen item beside it. Each item is searched when first
 * chosen, and its answer kept, so going back to it is instant.
 */
export function MultiSearchPage({ location, servicesUrl }: PageProps) {
  const items = useMemo(
    () => parseMultiSearchValue(new URLSearchParams(location.search).get('value')),
    [location.search],
  );
  const [selected, setSelected] = useState(0);
  const [cache] = useState<ProductSearchCache>(() => new Map());
  const listHeadingId = useId();
  const resultsHeadingId = useId();

  if (items.length === 0) {
    return (
      <>
        <h1 className={layout.heading}>Multi-search results</h1>
        <p className={layout.message}>
          Your list is empty. Use Multi-search in the header to search for several items at once.
        </p>
      </>
    );
  }

  const item = items[Math.min(selected, items.length - 1)] ?? '';
  return (
    <>
      <h1 className={layout.heading}>Multi-search results</h1>
      <div className={styles.layout}>
        <section className={styles.list} aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className={styles.listHeading}>
            Your list ({items.length} {items.length === 1 ? 'item' : 'items'})
          </h2>
          <ol className={styles.items}>
            {items.map((entry, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                >
                  {entry}
                </button>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.results} aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId} className={styles.resultsHeading}>
            Results for "{item}"
          </h2>
          <ProductSearchResults
            // Each item starts from its own state; answers already fetched come from the cache.
            key={item}
            servicesUrl={servicesUrl}
            searchTerm={item}
            page={1}
            headingLevel={3}
            more="search-link"
            cache={cache}
            trolley={{ servicesUrl, loginUrl: loginUrl(location), source: 'multi-search-results' }}
          />
        </section>
      </div>
    </>
  );
}
