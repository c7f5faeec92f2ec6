import { SEARCH_PAGE_SIZE } from '@grocer/shared-contracts/domain';
import { LAST_SEARCH_PAGE } from './search-location.ts';
import styles from './listing-paging.module.css';

type Props = {
  /** The navigation's accessible name: "Search results pages", "Product pages". */
  readonly label: string;
  readonly page: number;
  readonly totalMatches: number;
  /** The address of another page of the same listing (its search term or sort kept). */
  readonly pageUrl: (page: number) => string;
};

/** Previous and next links over a product listing, 48 products a page, at most LAST_SEARCH_PAGE pages. */
export function ListingPaging({ label, page, totalMatches, pageUrl }: Props) {
  const pages = Math.min(Math.max(1, Math.ceil(totalMatches / SEARCH_PAGE_SIZE)), LAST_SEARCH_PAGE);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.paging} aria-label={label}>
      {page > 1 ? (
        <a className={styles.pageLink} rel="prev" href={pageUrl(Math.min(page - 1, pages))}>
          Previous page
        </a>
      ) : null}
      <span className={styles.pageNumber}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className={styles.pageLink} rel="next" href={pageUrl(page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
