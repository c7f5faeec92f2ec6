import { useId } from 'react';
import { BROWSE_SORTS, type BrowseSort } from './browse-location.ts';
import styles from './browse-page.module.css';

type Props = { readonly baseUrl: string; readonly sortBy: BrowseSort };

/**
 * Sorts the listing by loading the page again from its first page: a plain
 * GET form, so it works before any script, and nothing changes until "Sort"
 * is pressed (choosing alone never moves the page, WCAG 3.2.2).
 */
export function SortChoice({ baseUrl, sortBy }: Props) {
  const selectId = useId();
  const [action, query = ''] = baseUrl.split('?');
  // A GET form replaces the action's query, so what identifies the page (an offer's categoryId) rides along hidden.
  const kept = [...new URLSearchParams(query)];
  return (
    <form className={styles.sort} method="get" action={action}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={selectId}>Sort by</label>
      <select id={selectId} name="sortBy" className={styles.sortSelect} defaultValue={sortBy}>
        {BROWSE_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.sortButton}>
        Sort
      </button>
    </form>
  );
}
