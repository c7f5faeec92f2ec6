import { useCallback, useEffect, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { activeLevel, CLOSED_MEGA_MENU, megaMenuReducer } from '../../navigation/menu-history.ts';
import { MEGA_MENU } from '../../navigation/navigation-constants.ts';
import { lockPageScroll } from '../../ui/modal-scroll-lock.ts';

/**
 * The Groceries mega menu's open state and close rules (spec section 4): it
 * closes on Escape (focus back to the button), an outside click, focus
 * leaving it, and a window width change on mobile (below 992 px); the page
 * does not scroll while it is open. The close button closes at once from
 * level 0; deeper, it first resets to the root and closes 200 ms later.
 *
 * These rules live with the button, not the lazily loaded panel, so the menu
 * closes properly even when its panel failed to load.
 */
export function useMegaMenu() {
  const [state, dispatch] = useReducer(megaMenuReducer, CLOSED_MEGA_MENU);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { isOpen } = state;

  const cancelDelayedClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    dispatch({ type: 'close' });
  }, []);

  const closeToButton = () => {
    close();
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const release = lockPageScroll();
    // composedPath sees through a host's shadow root, where event.target would be the host element.
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) close();
    };
    const onResize = () => {
      if (window.innerWidth < BREAKPOINTS.lg) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      release();
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const actions: MegaMenuActions = {
    /** Opens the sub-menu of `id` from the column at `level`. */
    push: useCallback((level: number, id: string) => dispatch({ type: 'push', level, id }), []),
    /** Closes every column right of `level`. */
    backTo: useCallback(
      (level: number) => {
        for (let open = activeLevel(state); open > level; open -= 1) dispatch({ type: 'pop' });
      },
      [state],
    ),
    /** The close button: at once from level 0, otherwise back to the root first. */
    closeFromButton: () => {
      if (activeLevel(state) <= 0) return closeToButton();
      dispatch({ type: 'reset' });
      cancelDelayedClose();
      closeTimer.current = setTimeout(closeToButton, MEGA_MENU.resetBeforeCloseMs);
    },
  };

  return {
    state,
    actions,
    rootRef,
    buttonRef,
    toggle: () => {
      cancelDelayedClose();
      dispatch(isOpen ? { type: 'close' } : { type: 'open', menuRoot: 'Groceries' });
    },
    /** Escape anywhere in the menu closes it and hands focus back to the Groceries button. */
    onRootKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen) return;
      event.preventDefault();
      closeToButton();
    },
    /** Focus moving to something outside closes the menu; a click on nothing focusable is the outside click's job. */
    onRootBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) close();
    },
  };
}

/** What the open panel may do to the menu. */
export type MegaMenuActions = {
  readonly push: (level: number, id: string) => void;
  readonly backTo: (level: number) => void;
  readonly closeFromButton: () => void;
};
