import type { OfferHighlightSlug, ProductSort } from '@grocer/shared-contracts/domain';
import { SEARCH_PAGE_SIZE } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import { ProductList } from '../products/product-list.tsx';
import { browsePageUrl, type BrowseLocation } from './browse-location.ts';
import { BrowseMessage } from './browse-message.tsx';
import { ListingPaging } from '../products/listing-paging.tsx';
import { SortChoice } from './sort-choice.tsx';
import { useBrowseProducts } from './use-browse-products.ts';
import styles from './browse-page.module.css';

export const EMPTY_MESSAGE = 'There are no products here at the moment.';

type Props = {
  readonly servicesUrl: string | undefined;
  /** Which products: a category's, those on offer, or one offer highlight's; null when the category is known to be empty. */
  readonly products: {
    readonly category?: string;
    readonly onOffer?: boolean;
    readonly highlight?: OfferHighlightSlug;
  } | null;
  readonly location: Pick<BrowseLocation, 'baseUrl' | 'page' | 'sortBy'>;
  /** A listing with an order of its own (New: newest first) offers no sort. */
  readonly fixedSort?: ProductSort;
  /** Names the product list, e.g. "Products in Milk". */
  readonly label: string;
  readonly trolley: TrolleyContext;
};

/** A page of 48 of a category's products, sortable, with its loading, empty and error states: never blank. */
export function BrowseListing({ servicesUrl, products, location, fixedSort, label, trolley }: Props) {
  const { baseUrl, page, sortBy } = location;
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  const { state, retry } = useBrowseProducts(
    servicesUrl,
    products && { ...products, sortBy: fixedSort ?? sortBy, start },
  );
  // Links keep the sort the shopper chose; a fixed order is not the shopper's, so it stays out of them.
  const urlSort = fixedSort ? undefined : sortBy;

  if (products === null) return <BrowseMessage message={EMPTY_MESSAGE} />;
  if (servicesUrl === undefined) return <RetryAlert message="Sorry, we couldn't load the products." />;
  const result = state.status === 'success' ? state.data : undefined;

  let summary = '';
  if (state.status === 'loading') summary = 'Loading products…';
  else if (result && result.products.length > 0) {
    const noun = result.totalMatches === 1 ? 'product' : 'products';
    summary = `Showing ${start + 1} to ${start + result.products.length} of ${result.totalMatches} ${noun}.`;
  }

  return (
    <>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {state.status === 'error' ? (
        <RetryAlert message="Sorry, we couldn't load the products. Please try again." retry={retry} />
      ) : null}
      {result?.totalMatches === 0 ? <BrowseMessage message={EMPTY_MESSAGE} /> : null}
      {result && result.totalMatches > 0 && result.products.length === 0 ? (
        <p className={layout.message}>
          There are no more products here.{' '}
          <a className={layout.link} href={browsePageUrl(baseUrl, { sortBy: urlSort, page: 1 })}>
            Back to the first page
          </a>
        </p>
      ) : null}
      {result && result.products.length > 0 ? (
        <>
          {urlSort && result.totalMatches > 1 ? <SortChoice baseUrl={baseUrl} sortBy={urlSort} /> : null}
          <ProductList products={result.products} label={label} headingLevel={2} trolley={trolley} />
          <ListingPaging
            label="Product pages"
            page={page}
            totalMatches={result.totalMatches}
            pageUrl={(to) => browsePageUrl(baseUrl, { sortBy: urlSort, page: to })}
          />
        </>
      ) : null}
    </>
  );
}
