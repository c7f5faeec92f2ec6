import { useAtom } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { multiSearchOpenAtom } from '../../navigation/multi-search-opening.ts';
import { browserInvokes, invokes } from '../../ui/invokes.ts';
import { MultiSearchForm } from './multi-search-form.tsx';
import styles from './multi-search-dialog.module.css';

/** What the host's analytics call this modal (spec section 4: opening and closing are tracked). */
const TRACKING_ID = 'multi-search';

/**
 * The multi-search modal: a native `<dialog>` the server draws, closed, beside its button. The
 * browser opens it as a modal (the page behind inert, focus in the box, Escape and a click on the
 * backdrop close it, focus back to the button), so it answers a press before the header's script;
 * live, the header follows it (the open state, the analytics) and opens it from the mobile menu.
 */
export function MultiSearchDialog({ id }: { readonly id: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { emit } = useHeaderConfig();
  const [isOpen, setOpen] = useAtom(multiSearchOpenAtom);

  // Whoever opened or closed it (its buttons, Escape, the backdrop, or the shopper before the header
  // was live), the atom and the host's analytics follow the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let wasOpen = false;
    const follow = () => {
      if (dialog.open === wasOpen) return;
      wasOpen = dialog.open;
      setOpen(wasOpen);
      emit('analytics', { name: wasOpen ? 'modal_open' : 'modal_close', data: { modal: TRACKING_ID } });
    };
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', follow);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', follow);
    };
  }, [emit, setOpen]);

  // The mobile menu's entry opens it through the atom.
  useEffect(() => {
    const dialog = ref.current;
    if (isOpen && dialog && !dialog.open) dialog.showModal();
  }, [isOpen]);

  // The browser closes it on Escape; the page's own Escape handlers (a menu behind) must not act too.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') event.stopPropagation();
  };

  return (
    <dialog ref={ref} id={id} className={styles.dialog} aria-labelledby={titleId} closedby="any" onKeyDown={onKeyDown}>
      <h2 id={titleId} className={styles.title}>
        Multi-search
      </h2>
      <MultiSearchForm />
      {/* Last, drawn at the top right: the browser focuses the first control as the dialog opens, the list box. */}
      <button
        type="button"
        className={styles.close}
        aria-label="Close"
        {...invokes(id, 'close')}
        onClick={() => browserInvokes() || ref.current?.close()}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </dialog>
  );
}
