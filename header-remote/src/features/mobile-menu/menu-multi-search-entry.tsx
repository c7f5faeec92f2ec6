import { useSetAtom } from 'jotai';
import { multiSearchOpenAtom } from '../../navigation/multi-search-opening.ts';
import styles from './mobile-menu-panel.module.css';

/**
 * "Multi-search" in the menu: below 544px the masthead has no room for its
 * button, so the menu offers it at every compact width (WCAG
 * 1.4.10). The press closes the menu, whose focus goes back to the burger,
 * and opens the masthead launcher's own dialog, which gives focus back there
 * when it closes.
 */
export function MenuMultiSearchEntry({ onClose }: { readonly onClose: () => void }) {
  const openMultiSearch = useSetAtom(multiSearchOpenAtom);
  return (
    <button
      type="button"
      className={styles.entry}
      aria-haspopup="dialog"
      onClick={() => {
        onClose();
        openMultiSearch(true);
      }}
    >
      <span className={styles.entryText}>Multi-search</span>
    </button>
  );
}
