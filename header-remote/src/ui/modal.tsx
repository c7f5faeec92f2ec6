import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useOptionalHeaderConfig } from '../lib/header-config.tsx';
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
  /** What gets focus on opening; otherwise the first thing in it that can take focus. */
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
 * A modal dialog over the page (never inside the header's fixed height): the native `<dialog>`,
 * opened with `showModal()`. The browser puts it in the top layer, makes the page behind inert,
 * keeps focus in it, asks to close it on Escape (and on a click on its backdrop, when allowed), and
 * gives focus back to whatever had it on closing; the page behind does not scroll (modal.module.css).
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
  // In the body, not where the owner sits: an ancestor the page hides would hide the dialog too.
  return createPortal(<ModalDialog {...layerProps} state={state} />, document.body);
}

/** What the browser would focus first on opening, when a story's page refused it the first time. */
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]';

type ModalDialogProps = Omit<
  ModalProps,
  'isOpen' | 'closeTimeoutMS' | 'onAfterOpen' | 'onAfterClose' | 'trackingId' | 'severity'
> & {
  readonly state: Exclude<ModalState, 'closed'>;
};

/** The dialog, shown as a modal for as long as the modal is not closed. */
function ModalDialog({
  title,
  onRequestClose,
  closable = true,
  closeOnOverlayClick = true,
  initialFocusRef,
  state,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const latest = useRef({ closable, onRequestClose });
  useEffect(() => {
    latest.current = { closable, onRequestClose };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape, or a click on the backdrop where `closedby` allows it: the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.closable) latest.current.onRequestClose();
    };
    // A browser may close it with a cancel it does not let us refuse (a second Escape with no press
    // between): it stays open until its owner closes it.
    const onClose = () => {
      dialog.showModal();
      if (latest.current.closable) latest.current.onRequestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.showModal();
    const focusIn = () => (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    if (initialFocusRef) focusIn();
    // The page can refuse focus for a moment: seen in Storybook switching stories (its root hidden),
    // where the browser's own focus into the dialog left it on the body. The next frame tries once more.
    const retry = requestAnimationFrame(() => {
      if (!dialog.contains(document.activeElement)) focusIn();
    });
    return () => {
      cancelAnimationFrame(retry);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      // While it is still in the page, so the browser gives focus back before the dialog goes.
      dialog.close();
    };
  }, [initialFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-state={state}
      closedby={closable ? (closeOnOverlayClick ? 'any' : 'closerequest') : 'none'}
      // The page's own Escape handlers (a menu behind) must not act on it too.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      // A press on the backdrop (or the dialog's own padding) leaves focus where it was, inside.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
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
    </dialog>
  );
}
