import layout from '../shared/page-layout.module.css';
import styles from './admin-customer-page.module.css';

type Props = {
  /** Goes back to the newer page; undefined on the newest. */
  readonly newer: (() => void) | undefined;
  /** Goes on to the older page; undefined on the oldest. */
  readonly older: (() => void) | undefined;
};

/** Newer and older pages of the support audit, when there is more than one. */
export function SupportAuditPaging({ newer, older }: Props) {
  if (!newer && !older) return null;
  return (
    <nav className={styles.paging} aria-label="Support audit pages">
      {newer ? (
        <button type="button" className={layout.button} onClick={newer}>
          Newer entries
        </button>
      ) : null}
      {older ? (
        <button type="button" className={layout.button} onClick={older}>
          Older entries
        </button>
      ) : null}
    </nav>
  );
}
