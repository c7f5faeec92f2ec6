import { useEffect, useState, type RefObject } from 'react';
import { useMediaQuery } from '../../ui/use-media-query.ts';

/**
 * "Shortened to Search... at medium-to-large widths on desktop" (spec section 2):
 * the masthead shows the box from the lg breakpoint (992px, where the compact
 * mobile header ends) and is at its narrowest until xl (1200px). So 992–1199px
 * gets "Search..."; wider desktops, and the full-width mobile overlay, get
 * "Search groceries...", as long as it fits: a signed-in shopper's masthead
 * (account links, a booked slot, the trolley's total) leaves the box narrower
 * than the words at 1200–1279px and at 1440px, and in another engine's fonts
 * elsewhere, so the box's own width has the last word.
 */
const MEDIUM_TO_LARGE_DESKTOP = '(min-width: 992px) and (max-width: 1199.98px)';
const FULL = 'Search groceries...';
const SHORT = 'Search...';

export function useSearchPlaceholder(input: RefObject<HTMLInputElement | null>): string {
  const mediumToLarge = useMediaQuery(MEDIUM_TO_LARGE_DESKTOP, false);
  const fits = useFullWordsFit(input);
  return mediumToLarge || !fits ? SHORT : FULL;
}

/** Whether "Search groceries..." fits inside the box, measured in its own font whenever the box resizes. */
function useFullWordsFit(input: RefObject<HTMLInputElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const box = input.current;
    if (!box || typeof ResizeObserver !== 'function') return;
    const context = box.ownerDocument.createElement('canvas').getContext('2d');
    if (!context) return;
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Longhands: Firefox gives no computed `font` shorthand.
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // A box not laid out (the overlay closing, a hidden masthead) decides nothing.
      if (room > 0) setFits(context.measureText(FULL).width <= room);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [input]);
  return fits;
}
