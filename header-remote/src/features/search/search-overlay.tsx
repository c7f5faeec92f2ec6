import { useEffect, useLayoutEffect, useRef } from 'react';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { SearchBox } from './search-box.tsx';
import styles from './search-overlay.module.css';

/** The width at which the full header (with its inline search box) returns. */
const WIDE_QUERY = `(min-width: ${HEADER_LAYOUT.breakpoint}px)`;

/**
 * The full-screen search of the compact header (spec section 2): the native `<dialog>` with the
 * search box and Cancel, opened with `showModal()`. The browser makes the page behind inert, keeps
 * focus in it and gives focus back to the opener on closing; CSS stops the page scrolling. Escape
 * (once the suggestions are closed: their Escape is taken first), Cancel, or the window widening to
 * the full header close it.
 */
export function SearchOverlay({ onClose }: { readonly onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape closes it as the browser does; the owner then takes it out of the page.
    const onClosed = () => close.current();
    element.addEventListener('close', onClosed);
    element.showModal();
    // The box asked for focus as it mounted, while the dialog was still closed: it takes it now.
    element.querySelector('input')?.focus();
    const wide = window.matchMedia?.(WIDE_QUERY);
    const onWidth = () => {
      if (wide?.matches) close.current();
    };
    wide?.addEventListener('change', onWidth);
    return () => {
      wide?.removeEventListener('change', onWidth);
      element.removeEventListener('close', onClosed);
      // While it is still in the page, so the browser gives focus back before the dialog goes.
      element.close();
    };
  }, []);

  return (
    <dialog ref={dialog} className={styles.overlay} aria-label="Search">
      <div className={styles.bar}>
        <SearchBox autoFocus />
        <button type="button" className={styles.cancel} onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
