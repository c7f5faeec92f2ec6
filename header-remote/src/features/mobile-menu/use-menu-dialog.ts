import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { holdFocus, tabbableIn } from '../../ui/modal-focus.ts';
import { inertOutside } from '../../ui/modal-inert.ts';
import { lockPageScroll } from '../../ui/modal-scroll-lock.ts';

type Options = {
  /** False while the panel slides out: focus and scroll are already given back. */
  readonly active: boolean;
  readonly onClose: () => void;
  /** The burger, which gets focus back on close. */
  readonly returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The modal side of the slide-out menu (as ui/modal.tsx does it): focus moves
 * in on opening and is held there, the page behind is inert and does not scroll, and focus
 * returns to the burger on closing. The menu also closes once the window is
 * 992px or wider, where the burger is hidden and the desktop menu takes over.
 */
export function useMenuDialog(dialogRef: RefObject<HTMLElement | null>, { active, onClose, returnFocusRef }: Options) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const unlockScroll = lockPageScroll();
    // Outside the whole layer: the overlay beside the panel must still take the click that closes.
    const releaseInert = inertOutside(dialog.parentElement ?? dialog);
    const releaseFocus = holdFocus(dialog);
    (tabbableIn(dialog)[0] ?? dialog).focus();
    return () => {
      releaseFocus();
      unlockScroll();
      releaseInert();
    };
  }, [active, dialogRef]);

  // Not in the cleanup above: the panel stays in the page while it slides out, and React puts
  // focus back on an element still there once its DOM changes are done, after cleanups run.
  const wasActive = useRef(active);
  useLayoutEffect(() => {
    if (active || !wasActive.current) {
      wasActive.current = active;
      return;
    }
    wasActive.current = false;
    const burger = returnFocusRef.current;
    if (burger?.isConnected) burger.focus();
  }, [active, returnFocusRef]);

  useEffect(() => {
    if (!active) return;
    const onResize = () => {
      if (window.innerWidth >= BREAKPOINTS.lg) onClose();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [active, onClose]);
}
