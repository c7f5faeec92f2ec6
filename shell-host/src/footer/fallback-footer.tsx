import { FOOTER_ESSENTIAL_LINKS } from '@grocer/shared-contracts';
import styles from './fallback-footer.module.css';

/**
 * The host's own footer: the links a shopper must always find (customer service, the store
 * finder). The server sends it in the first HTML, so it works without script, and the page
 * keeps it whenever the remote's footer cannot be loaded or crashes.
 */
export function FallbackFooter() {
  return (
    <footer className={styles.footer} data-shell-fallback-footer="">
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {FOOTER_ESSENTIAL_LINKS.map((link) => (
            <li key={link.id}>
              {link.external ? (
                <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name} <span className={styles.visuallyHidden}>(opens in a new tab)</span>
                </a>
              ) : (
                <a className={styles.link} href={link.url}>
                  {link.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
