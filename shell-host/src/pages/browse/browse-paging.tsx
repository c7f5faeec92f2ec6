import { SEARCH_PAGE_SIZE } from '@grocer/shared-contracts';
import { LAST_SEARCH_PAGE } from '../products/search-location.ts';
import { browsePageUrl, type BrowseSort } from './browse-location.ts';
import styles from './browse-page.module.css';

type Props = {
  readonly baseUrl: string;
  /** The shopper's sort, kept in the links; undefined for a listing with its own order. */
  readonly sortBy: BrowseSort | undefined;
  readonly page: number;
  readonly totalMatches: number;
};

/** Previous and next links, 48 products a page, keeping the sort. */
export function BrowsePaging({ baseUrl, sortBy, page, totalMatches }: Props) {
  const pages = Math.min(Math.max(1, Math.ceil(totalMatches / SEARCH_PAGE_SIZE)), LAST_SEARCH_PAGE);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.paging} aria-label="Product pages">
      {page > 1 ? (
        <a
          className={styles.pageLink}
          rel="prev"
          href={browsePageUrl(baseUrl, { sortBy, page: Math.min(page - 1, pages) })}
        >
          Previous page
        </a>
      ) : null}
      <span className={styles.pageNumber}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className={styles.pageLink} rel="next" href={browsePageUrl(baseUrl, { sortBy, page: page + 1 })}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
