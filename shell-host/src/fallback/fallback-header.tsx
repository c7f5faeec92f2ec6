import { MAIN_CONTENT_ID, ROUTES } from '@grocer/shared-contracts';
import styles from './fallback-header.module.css';

/**
 * The host's own minimal header, at the header's exact height: the header loader's fallback
 * (`SiteHeader`), shown while the remote loads and whenever it cannot be loaded or crashes. Plain
 * HTML that works without the remote: the search form is a GET to the search page.
 */
export function FallbackHeader() {
  return (
    <div className={styles.root} data-shell-fallback="">
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <a className={styles.logo} href={ROUTES.groceriesHome} aria-label="Fernleaf, groceries home">
          Fernleaf
        </a>
        <form className={styles.search} role="search" action={ROUTES.search} method="get">
          <label className={styles.visuallyHidden} htmlFor="shell-fallback-search">
            Search groceries
          </label>
          <input
            id="shell-fallback-search"
            className={styles.input}
            type="search"
            name="searchTerm"
            placeholder="Search groceries..."
            maxLength={200}
            autoComplete="off"
          />
          <button className={styles.button} type="submit">
            Search
          </button>
        </form>
        <a className={styles.trolley} href={ROUTES.trolley}>
          Trolley
        </a>
      </header>
    </div>
  );
}
