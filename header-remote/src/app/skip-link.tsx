import { MAIN_CONTENT_ID } from '@grocer/shared-contracts';
import styles from './header.module.css';

/** First stop for keyboard users: jump past the header to the page's main landmark. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
