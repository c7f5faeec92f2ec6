import { useEffect, useRef, type RefObject } from 'react';
import { whenPageIdle } from '../lib/when-page-idle.ts';

/**
 * Data before the touch: once the header is live and the page idle, a control on screen
 * asks for what its first open needs (its panel's code, the menus' data), as an intent would, so
 * the first press finds it in hand. A control the layout hides (the desktop menu on a phone, the
 * burger on a desktop) asks for nothing.
 */
export function useWarmUp(control: RefObject<Element | null>, prepare: () => void): void {
  const latest = useRef(prepare);
  useEffect(() => {
    latest.current = prepare;
  });
  useEffect(
    () =>
      whenPageIdle(() => {
        if (control.current?.checkVisibility?.() === true) latest.current();
      }),
    [control],
  );
}
