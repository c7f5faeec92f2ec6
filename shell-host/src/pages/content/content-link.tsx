import { contentHref, type ContentLink } from '@grocer/shared-contracts/domain';
import styles from './content.module.css';

/**
 * A card's button: only with a url that may be a link (spec section 5; `contentHref` refuses
 * javascript:, //host and the like). One that opens a new window says so.
 */
export function ContentAction({
  link,
  secondary = false,
}: {
  readonly link?: ContentLink;
  readonly secondary?: boolean;
}) {
  const href = contentHref(link?.url);
  if (!link || href === undefined) return null;
  const className = secondary ? `${styles.action} ${styles.secondary}` : styles.action;
  return link.newWindow ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {link.text} <span className={styles.visuallyHidden}>(opens in a new tab)</span>
    </a>
  ) : (
    <a className={className} href={href}>
      {link.text}
    </a>
  );
}
