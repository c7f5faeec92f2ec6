import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** Spec section 9, tooltip delays. */
export const NOTE_DELAYS = Object.freeze({
  /** A mouse resting on the button shows the note after this long. */
  enter: 300,
  /** Leaving the button (or the note) hides it after this long, so the pointer can cross to the note. */
  leave: 200,
  /** A finger held on the button shows the note after this long. */
  touch: 500,
  /** After the finger lifts, the note stays this long. */
  touchHide: 1500,
});

/**
 * When the disabled checkout button's note shows: on hover (after a delay), on
 * keyboard focus, on a long touch, and on any press of the disabled button.
 * Hovering the note keeps it; Escape dismisses it (WCAG 1.4.13).
 */
export function useNoteVisibility() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const later = (ms: number, next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };

  /** Stable, so an owner's effect can depend on it. */
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') now(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    show: () => now(true),
    hide,
    trigger: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== 'touch') later(NOTE_DELAYS.enter, true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== 'touch') later(NOTE_DELAYS.leave, false);
      },
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'touch') later(NOTE_DELAYS.touch, true);
      },
      onPointerUp: (event: PointerEvent) => {
        if (event.pointerType === 'touch') later(NOTE_DELAYS.touchHide, false);
      },
      onPointerCancel: (event: PointerEvent) => {
        if (event.pointerType === 'touch') later(NOTE_DELAYS.touchHide, false);
      },
      onFocus: () => now(true),
      onBlur: () => now(false),
    },
    note: {
      onPointerEnter: () => clearTimeout(timer.current),
      onPointerLeave: () => later(NOTE_DELAYS.leave, false),
    },
  };
}
