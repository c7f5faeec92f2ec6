import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure on a click outside it. Focus goes back to its
 * button only if the click left focus nowhere (on the page body) or inside
 * the panel that is closing: a click into the search box keeps its focus.
 * (Escape is handled on the disclosure itself, so only focus inside it counts.)
 */
export function useDismissOnOutsideClick(
  isOpen: boolean,
  container: RefObject<HTMLElement | null>,
  dismiss: (returnFocus: boolean) => void,
): void {
  const latestDismiss = useRef(dismiss);
  useEffect(() => {
    latestDismiss.current = dismiss;
  });

  useEffect(() => {
    if (!isOpen) return;
    const onClick = (event: MouseEvent) => {
      const element = container.current;
      // composedPath is fixed at dispatch: a node React removed since still counts as inside.
      if (!element || event.composedPath().includes(element)) return;
      const focused = document.activeElement;
      latestDismiss.current(focused === null || focused === document.body || element.contains(focused));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [isOpen, container]);
}
