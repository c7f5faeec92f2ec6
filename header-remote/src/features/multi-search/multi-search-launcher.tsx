import { useId } from 'react';
import { MultiSearchDialog } from './multi-search-dialog.tsx';
import { invokes } from './invokes.ts';
import styles from './multi-search-launcher.module.css';

/**
 * The "Multi-search" button and its dialog, the same two elements from the server's HTML to the
 * live header: the button opens the dialog itself (`command="show-modal"`), before the header's
 * script as after it, and the header going live changes neither. Where the masthead hides the
 * button (below sm, 544px), the mobile menu opens the same dialog through `multiSearchOpenAtom`.
 */
export function MultiSearchLauncher() {
  const dialogId = useId();
  return (
    <>
      <button type="button" className={styles.launcher} aria-haspopup="dialog" {...invokes(dialogId, 'show-modal')}>
        Multi-search
      </button>
      <MultiSearchDialog id={dialogId} />
    </>
  );
}
