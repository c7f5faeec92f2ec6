import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { holdFocus, wrapTab } from '../../ui/modal-focus.ts';
import { inertOutside } from '../../ui/modal-inert.ts';
import { lockPageScroll } from '../../ui/modal-scroll-lock.ts';
import { SearchBox } from './search-box.tsx';
import styles from './search-overlay.module.css';

/** The width at which the full header (with its inline search box) returns. */
const WIDE_QUERY = `(min-width: ${HEADER_LAYOUT.breakpoint}px)`;

/**
 * The full-screen search of the compact header (spec section 2): a modal
 * dialog with the search box and Cancel. It shares the Modal's focus hold,
 * inert page and scroll lock; Escape (once the suggestions are closed), Cancel, or the window
 * widening to the full header close it, and the opener takes focus back.
 */
export function SearchOverlay({ onClose }: { readonly onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  // Read while rendering: the search box inside takes focus (autoFocus) before any effect runs.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const releaseScroll = lockPageScroll();
    const releaseInert = dialog.current ? inertOutside(dialog.current) : () => {};
    const releaseFocus = dialog.current ? holdFocus(dialog.current) : () => {};
    const wide = window.matchMedia?.(WIDE_QUERY);
    const onWidth = () => {
      if (wide?.matches) close.current();
    };
    wide?.addEventListener('change', onWidth);
    return () => {
      wide?.removeEventListener('change', onWidth);
      releaseFocus();
      releaseScroll();
      // Only once the focus hold and inert are released: the opener is outside the dialog.
      releaseInert();
      opener?.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialog.current) wrapTab(event, dialog.current);
  };

  return (
    <div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <SearchBox autoFocus />
        <button type="button" className={styles.cancel} onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
