import { useEffect, useRef, type RefObject } from 'react';
import { whenPageIdle } from '../lib/when-page-idle.ts';

/** A field a shopper types into: while they are in one, nothing else asks for the main thread. */
const TEXT_FIELD = 'input:is([type="text"], [type="search"], :not([type])), textarea';

/**
 * Data before the touch: once the header is live and the page idle, a control on screen
 * asks for what its first open needs (its panel's code, the menus' data), as an intent would, so
 * the first press finds it in hand. A control the layout hides (the desktop menu on a phone, the
 * burger on a desktop) asks for nothing. A shopper typing comes first: while the focus is in a text
 * field, the warm-up waits, and asks at the first idle moment after the focus leaves it, since the
 * code and data it brings would take the main thread from what their letters ask for (suggestions).
 */
export function useWarmUp(control: RefObject<Element | null>, prepare: () => void): void {
  const latest = useRef(prepare);
  useEffect(() => {
    latest.current = prepare;
  });
  useEffect(() => {
    let cancel = () => {};
    const warm = () => {
      const element = control.current;
      if (element?.checkVisibility?.() !== true) return;
      const focused = element.ownerDocument.activeElement;
      if (focused?.matches(TEXT_FIELD)) {
        const again = () => {
          cancel = whenPageIdle(warm);
        };
        focused.addEventListener('focusout', again, { once: true });
        cancel = () => focused.removeEventListener('focusout', again);
        return;
      }
      latest.current();
    };
    cancel = whenPageIdle(warm);
    return () => cancel();
  }, [control]);
}
