import { useEffect, useRef } from 'react';

/** Spec section 9: "Link prefetch on intent 100 ms". */
export const INTENT_DELAY_MS = 100;

export type IntentHandlers = {
  readonly onPointerEnter: () => void;
  readonly onPointerLeave: () => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
};

/**
 * Handlers for an element that calls `onIntent` once the pointer has rested
 * on it, or focus has stayed on it, for 100 ms (spec section 9). A pointer
 * that only crosses it on the way elsewhere asks for nothing; a press is
 * first use, which its own handler loads for.
 */
export function useIntent(onIntent: () => void): IntentHandlers {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onIntent);
  useEffect(() => {
    latest.current = onIntent;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), INTENT_DELAY_MS);
  };
  const stop = () => clearTimeout(timer.current);
  return { onPointerEnter: start, onPointerLeave: stop, onFocus: start, onBlur: stop };
}
