import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { activeLevel, CLOSED_MEGA_MENU, megaMenuReducer } from '../../navigation/menu-history.ts';
import { MEGA_MENU } from '../../navigation/navigation-constants.ts';
import { usePopoverDisclosure } from '../../ui/popover-disclosure.ts';

/**
 * The Groceries mega menu's state (spec section 3) on the platform's popover
 * (ui/popover-disclosure.ts): the popover says whether it is open, before the
 * header's script as after it, and the history of open sub-menus follows it.
 *
 * Closing (spec section 4): Escape, a press outside and the close button are
 * the browser's before the script and still close it live, Escape handing
 * focus back to the button; live, focus leaving closes it too, and so does a
 * window narrowed below 992 px. The close button closes at once from level 0;
 * deeper, it first resets to the root and closes 200 ms later. The page does
 * not scroll while it is open (groceries-menu.module.css).
 */
export function useMegaMenu() {
  const [state, dispatch] = useReducer(megaMenuReducer, CLOSED_MEGA_MENU);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** How many times the shopper opened it live: each moves focus to its first item, once that is there. */
  const [opensLive, setOpensLive] = useState(0);
  const disclosure = usePopoverDisclosure((open) => {
    if (open) setOpensLive((count) => count + 1);
  });
  const { isOpen, close } = disclosure;

  // Each open starts at level 0, also one the browser made before the header was live.
  useEffect(() => {
    clearTimeout(closeTimer.current);
    dispatch(isOpen ? { type: 'open', menuRoot: 'Groceries' } : { type: 'close' });
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onResize = () => {
      if (window.innerWidth < BREAKPOINTS.lg) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
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
      clearTimeout(closeTimer.current);
      if (activeLevel(state) <= 0) return close(true);
      dispatch({ type: 'reset' });
      closeTimer.current = setTimeout(() => close(true), MEGA_MENU.resetBeforeCloseMs);
    },
  };

  return { ...disclosure, state, actions, opensLive };
}

/** What the open panel may do to the menu. */
export type MegaMenuActions = {
  readonly push: (level: number, id: string) => void;
  readonly backTo: (level: number) => void;
  readonly closeFromButton: () => void;
};
