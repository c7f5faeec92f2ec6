import { SEARCH_PAGE_SIZE } from '@grocer/shared-contracts';
import { LAST_SEARCH_PAGE, searchPageUrl } from './search-location.ts';
import styles from './search-paging.module.css';

type Props = { readonly searchTerm: string; readonly page: number; readonly totalMatches: number };

/** Previous and next links, 48 products a page. */
export function SearchPaging({ searchTerm, page, totalMatches }: Props) {
  const pages = Math.min(Math.max(1, Math.ceil(totalMatches / SEARCH_PAGE_SIZE)), LAST_SEARCH_PAGE);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.paging} aria-label="Search results pages">
      {page > 1 ? (
        <a className={styles.pageLink} rel="prev" href={searchPageUrl(searchTerm, Math.min(page - 1, pages))}>
          Previous page
        </a>
      ) : null}
      <span className={styles.pageNumber}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className={styles.pageLink} rel="next" href={searchPageUrl(searchTerm, page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
