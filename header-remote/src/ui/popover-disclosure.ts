import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import styles from './popover-disclosure.module.css';

/** Whether the browser shows this popover (false where popovers are unknown). */
const isShown = (element: HTMLElement | null): boolean =>
  element !== null && typeof element.showPopover === 'function' && element.matches(':popover-open');

/**
 * The WAI-ARIA disclosure pattern on the platform's popover, one element from the server's HTML to
 * the live header: the server draws the button (`popovertarget`) and the panel (`popover="auto"`),
 * the browser opens and closes it before any script (a press, a press outside, Escape), and the live
 * header hydrates the same two elements and follows the panel's `toggle` events. Nothing is held,
 * replayed or replaced in between: a panel opened before the script is still open, and said to be.
 *
 * Live, it adds what the pattern asks beyond the browser's: `aria-expanded` (Firefox reads it;
 * Chromium and WebKit take the popover's own state), Escape handing focus back to the button
 * wherever focus was, and focus moving out of the control closing it. Spread `button` on the
 * button and `popover` on the panel; put `rootRef`, `onRootKeyDown` and `onRootBlur` on the element
 * holding both. `onToggle` hears each opening and closing once live, however it came.
 */
export function usePopoverDisclosure(
  onToggle?: (open: boolean, popover: HTMLElement, button: HTMLElement | null) => void,
) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const latestOnToggle = useRef(onToggle);
  useEffect(() => {
    latestOnToggle.current = onToggle;
  });
  useEffect(() => {
    const popover = popoverRef.current;
    const onChange = () => {
      if (popover) latestOnToggle.current?.(isShown(popover), popover, buttonRef.current);
    };
    popover?.addEventListener('toggle', onChange);
    return () => popover?.removeEventListener('toggle', onChange);
  }, []);
  const subscribe = useCallback((onChange: () => void) => {
    const popover = popoverRef.current;
    popover?.addEventListener('toggle', onChange);
    return () => popover?.removeEventListener('toggle', onChange);
  }, []);
  // Null on the server and while hydrating: until live, the browser alone says whether it is open.
  const shown = useSyncExternalStore(
    subscribe,
    () => isShown(popoverRef.current),
    () => null,
  );

  const open = () => {
    const popover = popoverRef.current;
    if (popover && !isShown(popover)) popover.showPopover();
  };
  const close = (focusButton = false) => {
    const popover = popoverRef.current;
    if (popover && isShown(popover)) popover.hidePopover();
    if (focusButton) buttonRef.current?.focus();
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isShown(popoverRef.current)) return;
    // Handled here: neither the browser's close nor the page (or a dialog around the header) as well.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  /** Focus moving to something outside closes the panel; a press on nothing focusable is the browser's light dismiss. */
  const onRootBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  return {
    isOpen: shown === true,
    open,
    close,
    rootRef,
    buttonRef,
    popoverRef,
    onRootKeyDown,
    onRootBlur,
    button: {
      ref: buttonRef,
      type: 'button',
      popoverTarget: id,
      'aria-controls': id,
      'aria-expanded': shown ?? undefined,
    } as const,
    /** The panel's element, with `className={popoverClass(…)}`. */
    popover: { id, ref: popoverRef, popover: 'auto' } as const,
  };
}

/** The panel's base look, and the control's class that places it (anchored to the control). */
export const popoverClass = (className: string | undefined): string =>
  [styles.popover, className].filter(Boolean).join(' ');
