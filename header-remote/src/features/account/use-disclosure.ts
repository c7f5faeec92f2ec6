import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

type Edge = 'first' | 'last';

/** What a shopper can move to inside the open panel. */
function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

/**
 * The WAI-ARIA disclosure pattern for a dropdown of links (the APG's
 * "disclosure navigation menu"): the button toggles the panel and reports
 * `aria-expanded`; the panel closes on an outside click, when focus leaves it,
 * and on Escape, which hands focus back to the button. Arrow keys, Home and
 * End move between its items as the APG's optional keyboard support suggests.
 */
export function useDisclosure() {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<Edge | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    const edge = focusOnOpen.current;
    focusOnOpen.current = null;
    if (edge) {
      const items = itemsOf(panelRef.current);
      (edge === 'first' ? items[0] : items.at(-1))?.focus();
    }
    // composedPath sees through a host's shadow root, where event.target would be the host element.
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const openAt = (edge: Edge) => {
    focusOnOpen.current = edge;
    if (isOpen) {
      const items = itemsOf(panelRef.current);
      (edge === 'first' ? items[0] : items.at(-1))?.focus();
      focusOnOpen.current = null;
    } else {
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

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = itemsOf(panelRef.current);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current < 0 || current === last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    items[index]?.focus();
  };

  return {
    isOpen,
    toggle: () => setOpen((open) => !open),
    rootRef,
    buttonRef,
    panelRef,
    onRootKeyDown,
    onRootBlur,
    onButtonKeyDown,
    onPanelKeyDown,
  };
}
