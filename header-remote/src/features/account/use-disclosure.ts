import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

type Edge = 'first' | 'last';

/** What a shopper can move to inside the open panel. */
export function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

/**
 * The WAI-ARIA disclosure pattern for a dropdown of links (the APG's
 * "disclosure navigation menu"): the button toggles the panel and reports
 * `aria-expanded`; the panel closes on an outside click, when focus leaves it,
 * and on Escape, which hands focus back to the button. ArrowDown/ArrowUp on
 * the button open it at its first/last item.
 *
 * The panel's content loads on first use: it reports itself with
 * `onPanelReady`, and until then the panel stays hidden and an edge asked for
 * by the arrow keys waits to be focused.
 */
export function useDisclosure() {
  const [isOpen, setOpen] = useState(false);
  const [isReady, setReady] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  useEffect(() => {
    if (!isOpen) return;
    // composedPath sees through a host's shadow root, where event.target would be the host element.
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const openAt = (edge: Edge) => {
    if (isOpen && isReady) {
      focusEdge(edge);
    } else {
      focusOnOpen.current = edge;
      setOpen(true);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  /** Focus moving to something outside closes the panel; a click on nothing focusable is the outside click's job. */
  const onRootBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return {
    isOpen,
    /** The panel's content has arrived, so the panel can show. */
    isReady,
    toggle: () => setOpen((open) => !open),
    close: () => setOpen(false),
    /** Stable, so the panel's content can report itself from an effect. */
    onPanelReady: useCallback(() => setReady(true), []),
    rootRef,
    buttonRef,
    panelRef,
    onRootKeyDown,
    onRootBlur,
    onButtonKeyDown,
  };
}
