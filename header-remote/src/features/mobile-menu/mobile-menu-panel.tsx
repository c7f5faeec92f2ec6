import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MEGA_MENU } from '../../navigation/navigation-constants.ts';
import { wrapTab } from '../../ui/modal-focus.ts';
import { MobileMenuLevels } from './mobile-menu-levels.tsx';
import { useMenuDialog } from './use-menu-dialog.ts';
import styles from './mobile-menu-panel.module.css';

type Props = {
  /** The id the burger's aria-controls points at. */
  readonly id: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The slide-out menu (spec sections 2 and 4): a modal dialog from the left,
 * over the page (portalled to the body, so the header keeps its height). It
 * stays mounted for the 200ms slide-out after closing, inert meanwhile.
 */
export function MobileMenuPanel({ id, isOpen, onClose, returnFocusRef }: Props) {
  const [present, setPresent] = useState(isOpen);
  if (isOpen && !present) setPresent(true);

  useEffect(() => {
    if (isOpen || !present) return;
    const timer = setTimeout(() => setPresent(false), MEGA_MENU.animationMs);
    return () => clearTimeout(timer);
  }, [isOpen, present]);

  if (!present) return null;
  return createPortal(
    <MenuDialog id={id} closing={!isOpen} onClose={onClose} returnFocusRef={returnFocusRef} />,
    document.body,
  );
}

type DialogProps = Omit<Props, 'isOpen'> & { readonly closing: boolean };

function MenuDialog({ id, closing, onClose, returnFocusRef }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useMenuDialog(dialogRef, { active: !closing, onClose, returnFocusRef });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The page's own Escape handlers must not act on it too.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      wrapTab(event, dialogRef.current);
    }
  };

  return (
    <div className={styles.layer} data-state={closing ? 'closing' : 'open'} inert={closing}>
      <div className={styles.overlay} data-mobile-menu-overlay="" onClick={onClose} />
      <div
        ref={dialogRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <MobileMenuLevels onClose={onClose} />
      </div>
    </div>
  );
}
