import type { FooterLink as Link } from '@grocer/shared-contracts';
import { NEW_WINDOW_PROPS, NewWindowNote } from '../../content/links/new-window.tsx';
import styles from './footer.module.css';

/** A footer link: a site path in the same tab, an address outside the shop in a new one, said aloud. */
export function FooterLink({ link }: { readonly link: Link }) {
  if (!link.external) {
    return (
      <a className={styles.link} href={link.url}>
        {link.name}
      </a>
    );
  }
  return (
    <a className={styles.link} href={link.url} {...NEW_WINDOW_PROPS}>
      {link.name}
      <NewWindowNote />
    </a>
  );
}
