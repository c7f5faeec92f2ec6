import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useOptionalHeaderConfig } from '../lib/header-config.tsx';
import { holdFocus, tabbableIn, wrapTab } from './modal-focus.ts';
import { inertOutside } from './modal-inert.ts';
import { lockPageScroll } from './modal-scroll-lock.ts';
import styles from './modal.module.css';

/** Spec section 4: a modal is open, then after-open once shown, before-close while it leaves, then closed. */
export type ModalState = 'open' | 'after-open' | 'before-close' | 'closed';

export type ModalProps = {
  readonly isOpen: boolean;
  /** The heading, which also names the dialog. */
  readonly title: string;
  /** Escape, an overlay click or the close button asks this; the owner closes by setting `isOpen` false. */
  readonly onRequestClose: () => void;
  /** False for a modal that must be answered (the generic error modal): no close button, Escape or overlay close. */
  readonly closable?: boolean;
  readonly closeOnOverlayClick?: boolean;
  /** How long the before-close state lasts (for an exit animation); 0 closes at once. */
  readonly closeTimeoutMS?: number;
  /** What gets focus on opening; otherwise the first thing Tab reaches. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Called once the modal is shown, and once it has closed: where opening and closing are tracked. */
  readonly onAfterOpen?: () => void;
  readonly onAfterClose?: () => void;
  /**
   * Spec section 4: opening and closing are tracked. With an id, the modal
   * sends the analytics events `modal_open` and `modal_close` ({ modal: id })
   * through the header's event outlet (when inside a mounted header).
   */
  readonly trackingId?: string;
  /** An error modal also reports an error (`header_error`) when it opens. */
  readonly severity?: ModalSeverity;
  readonly children: ReactNode;
};

export type ModalSeverity = 'info' | 'error';

/**
 * A WAI-ARIA modal dialog, rendered over the page (never inside the header's
 * fixed height). Focus moves in on opening, stays in while open, and returns
 * to whatever had it before; the page behind is inert (out of the
 * accessibility tree) and does not scroll.
 */
export function Modal({
  isOpen,
  closeTimeoutMS = 0,
  onAfterOpen,
  onAfterClose,
  trackingId,
  severity = 'info',
  ...layerProps
}: ModalProps) {
  const emit = useOptionalHeaderConfig()?.emit;
  const [state, setState] = useState<ModalState>(isOpen ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setState(isOpen ? 'open' : closeTimeoutMS > 0 ? 'before-close' : 'closed');
  }

  useEffect(() => {
    // Each step only moves on from its own state: a frame or timer that fires
    // after the owner has already closed (or reopened) the modal, before this
    // effect's cleanup ran, must not bring back a state that has gone.
    if (state === 'open') {
      const frame = requestAnimationFrame(() => setState((now) => (now === 'open' ? 'after-open' : now)));
      return () => cancelAnimationFrame(frame);
    }
    if (state === 'before-close') {
      const timer = setTimeout(() => setState((now) => (now === 'before-close' ? 'closed' : now)), closeTimeoutMS);
      return () => clearTimeout(timer);
    }
  }, [state, closeTimeoutMS]);

  const shown = useRef(false);
  const track = (name: 'modal_open' | 'modal_close') => {
    if (!emit || trackingId === undefined) return;
    emit('analytics', { name, data: { modal: trackingId } });
    if (name === 'modal_open' && severity === 'error') {
      emit('header_error', { code: 'error_modal', message: `${trackingId}: ${layerProps.title}` });
    }
  };
  const callbacks = useRef({ onAfterOpen, onAfterClose, track });
  useEffect(() => {
    callbacks.current = { onAfterOpen, onAfterClose, track };
  });
  useEffect(() => {
    if (state === 'closed') {
      if (shown.current) {
        callbacks.current.track('modal_close');
        callbacks.current.onAfterClose?.();
      }
      shown.current = false;
    } else {
      shown.current = true;
      if (state === 'after-open') {
        callbacks.current.track('modal_open');
        callbacks.current.onAfterOpen?.();
      }
    }
  }, [state]);

  if (state === 'closed') return null;
  return createPortal(<ModalLayer {...layerProps} state={state} />, document.body);
}

type ModalLayerProps = Omit<
  ModalProps,
  'isOpen' | 'closeTimeoutMS' | 'onAfterOpen' | 'onAfterClose' | 'trackingId' | 'severity'
> & {
  readonly state: Exclude<ModalState, 'closed'>;
};

/** The overlay and dialog, mounted for as long as the modal is not closed. */
function ModalLayer({
  title,
  onRequestClose,
  closable = true,
  closeOnOverlayClick = true,
  initialFocusRef,
  state,
  children,
}: ModalLayerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockPageScroll();
    const releaseInert = inertOutside(dialog);
    const releaseFocus = holdFocus(dialog);
    const focusIn = () => (initialFocusRef?.current ?? tabbableIn(dialog)[0] ?? dialog).focus();
    focusIn();
    // The page can refuse focus for a moment: seen in Storybook switching stories (its root hidden),
    // where OK stayed unfocused with no focus event at all. The next frame tries once more.
    const retry = requestAnimationFrame(() => {
      if (!dialog.contains(document.activeElement)) focusIn();
    });
    return () => {
      cancelAnimationFrame(retry);
      releaseFocus();
      unlockScroll();
      // Before focus goes back: an inert opener cannot take it.
      releaseInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && closable) {
      // The page's own Escape handlers (a menu behind) must not act on it too.
      event.stopPropagation();
      onRequestClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      wrapTab(event, dialogRef.current);
    }
  };

  // Closes only on a click that both starts and ends on the overlay, so a
  // text selection dragged out of the dialog does not close it.
  const pressedOnOverlay = useRef(false);
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
    // Clicking the backdrop leaves focus where it was, inside the dialog.
    if (pressedOnOverlay.current) event.preventDefault();
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closable && closeOnOverlayClick && pressedOnOverlay.current && event.target === event.currentTarget) {
      onRequestClose();
    }
    pressedOnOverlay.current = false;
  };

  return (
    <div
      className={styles.overlay}
      data-state={state}
      data-modal-overlay=""
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable ? (
            <button type="button" className={styles.close} aria-label="Close" onClick={onRequestClose}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}
