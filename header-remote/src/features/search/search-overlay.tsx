import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SearchBox } from './search-box.tsx';
import styles from './search-overlay.module.css';

const FOCUSABLE = 'input, button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen search of the compact header (spec section 2): a modal
 * dialog with the search box and Cancel. Focus stays inside; Escape (once
 * the suggestions are closed) and Cancel close it, and the opener takes focus back.
 */
export function SearchOverlay({ onClose }: { readonly onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The page behind must not scroll under a full-screen overlay.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
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
