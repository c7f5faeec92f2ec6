import { CONTRACT_VERSION, FOOTER_ESSENTIAL_LINKS } from '@grocer/shared-contracts';
import { FooterGroup } from './footer-group.tsx';
import { FooterLink } from './footer-link.tsx';
import type { FooterState } from './use-footer.ts';
import { useWideFooter } from './use-wide-footer.ts';
import styles from './footer.module.css';

/**
 * The footer for a state: the taxonomy's groups once loaded; on a failure, the
 * links a shopper must always find (customer service, the store finder); while
 * loading, an empty footer that grows once (new content below the page moves
 * nothing above it, so it never counts as a layout shift).
 */
export function FooterView({ state }: { readonly state: FooterState }) {
  const wide = useWideFooter();
  return (
    <footer
      className={styles.footer}
      data-footer-root=""
      data-footer-status={state.status}
      data-contract-version={CONTRACT_VERSION}
    >
      {state.status === 'loaded' && (
        <nav className={styles.groups} aria-label="Footer">
          {state.groups.map((group) => (
            <FooterGroup key={group.id} group={group} wide={wide} />
          ))}
        </nav>
      )}
      {state.status === 'failed' && <EssentialLinks />}
    </footer>
  );
}

/** The footer when its taxonomy could not load, and when it could not render. */
export function EssentialLinks() {
  return (
    <nav aria-label="Footer">
      <ul className={styles.essential}>
        {FOOTER_ESSENTIAL_LINKS.map((link) => (
          <li key={link.id}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
