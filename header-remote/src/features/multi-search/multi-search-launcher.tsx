import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { multiSearchOpenAtom } from '../../navigation/multi-search-opening.ts';
import { MultiSearchDialog } from './multi-search-dialog.tsx';
import { browserInvokes, invokes } from '../../ui/invokes.ts';
import styles from './multi-search-launcher.module.css';

/**
 * The "Multi-search" button and its dialog, the same two elements from the server's HTML to the
 * live header: the button opens the dialog itself (`command="show-modal"`), before the header's
 * script as after it, and the header going live changes neither (a browser that does not know the
 * command holds the press for the live header, which opens the dialog itself). Where the masthead
 * hides the button (below sm, 544px), the mobile menu opens the same dialog through
 * `multiSearchOpenAtom`.
 */
export function MultiSearchLauncher() {
  const dialogId = useId();
  const open = useSetAtom(multiSearchOpenAtom);
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        {...invokes(dialogId, 'show-modal')}
        // A browser without invoker commands holds the press until the header is live, which opens it.
        onClick={() => browserInvokes() || open(true)}
      >
        Multi-search
      </button>
      <MultiSearchDialog id={dialogId} />
    </>
  );
}
