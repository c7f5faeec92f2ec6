import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA disclosure pattern for a button and the panel it shows (the
 * seasonal menu, the My account dropdown): the button toggles it and reports
 * `aria-expanded`; Escape closes it and hands focus back to the button; a
 * click outside, or focus moving out of it, closes it too. Put `rootRef`,
 * `onRootKeyDown` and `onRootBlur` on the element holding both.
 */
export function useDisclosure() {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  return {
    isOpen,
    open: () => setOpen(true),
    toggle: () => setOpen((open) => !open),
    close: () => setOpen(false),
    rootRef,
    buttonRef,
    onRootKeyDown,
    onRootBlur,
  };
}
