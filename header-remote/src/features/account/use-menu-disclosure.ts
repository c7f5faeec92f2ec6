import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDisclosure } from '../../ui/use-disclosure.ts';

type Edge = 'first' | 'last';

/** What a shopper can move to inside the open panel. */
export function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

/**
 * The disclosure pattern (ui/use-disclosure.ts) for a dropdown of links (the
 * APG's "disclosure navigation menu"), plus ArrowDown/ArrowUp on the button,
 * which open the panel at its first/last item.
 *
 * The panel's content loads on first use: it reports itself with
 * `onPanelReady`, and until then the panel stays hidden and an edge asked for
 * by the arrow keys waits to be focused.
 */
export function useMenuDisclosure() {
  const disclosure = useDisclosure();
  const { isOpen } = disclosure;
  const [isReady, setReady] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<Edge | null>(null);

  const focusEdge = (edge: Edge) => {
    const items = itemsOf(panelRef.current);
    (edge === 'first' ? items[0] : items.at(-1))?.focus();
  };

  useEffect(() => {
    const edge = focusOnOpen.current;
    if (!isOpen) focusOnOpen.current = null;
    if (!isOpen || !isReady || !edge) return;
    focusOnOpen.current = null;
    focusEdge(edge);
  }, [isOpen, isReady]);

  const openAt = (edge: Edge) => {
    if (isOpen && isReady) {
      focusEdge(edge);
    } else {
      focusOnOpen.current = edge;
      disclosure.open();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return {
    ...disclosure,
    /** The panel's content has arrived, so the panel can show. */
    isReady,
    /** Stable, so the panel's content can report itself from an effect. */
    onPanelReady: useCallback(() => setReady(true), []),
    panelRef,
    onButtonKeyDown,
  };
}
