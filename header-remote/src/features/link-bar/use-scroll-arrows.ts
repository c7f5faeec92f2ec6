import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LINK_BAR_SCROLL } from '../../navigation/navigation-constants.ts';
import { arrowsFor, NO_ARROWS, nextScrollLeft, type ArrowVisibility, type ScrollDirection } from './scroll-arrows.ts';

const OTHER_SIDE: Record<ScrollDirection, ScrollDirection> = { left: 'right', right: 'left' };

function hasFocus(element: HTMLElement | null): boolean {
  // The root node's activeElement also sees inside a shadow root, where document's would be the host.
  return element !== null && (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The link bar's scroll arrows (spec sections 4 and 9): which show follows the
 * scroller's position, read again on every scroll and, debounced by 200 ms, on
 * every resize of the window or of the bar (a seasonal button appearing beside
 * it narrows it without a window resize). A press scrolls 70 % of the visible
 * width, smoothly unless the shopper asks for reduced motion.
 *
 * An arrow that disappears while it has focus (the links reached that end)
 * hands focus to the other arrow, or to the first link, so it is never lost.
 */
export function useScrollArrows() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLUListElement>(null);
  const leftRef = useRef<HTMLButtonElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  const refocusFrom = useRef<ScrollDirection | null>(null);
  const [arrows, setArrows] = useState<ArrowVisibility>(NO_ARROWS);

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = arrowsFor(scroller);
    if (hasFocus(leftRef.current) && !next.left) refocusFrom.current = 'left';
    if (hasFocus(rightRef.current) && !next.right) refocusFrom.current = 'right';
    setArrows((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);

  useLayoutEffect(update, [update]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const updateLater = () => {
      clearTimeout(timer);
      timer = setTimeout(update, LINK_BAR_SCROLL.resizeDebounceMs);
    };
    window.addEventListener('resize', updateLater);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(updateLater);
    if (scrollerRef.current) observer?.observe(scrollerRef.current);
    if (contentRef.current) observer?.observe(contentRef.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', updateLater);
      observer?.disconnect();
    };
  }, [update]);

  useLayoutEffect(() => {
    const from = refocusFrom.current;
    refocusFrom.current = null;
    if (!from || arrows[from]) return;
    const other = OTHER_SIDE[from];
    if (arrows[other]) (other === 'left' ? leftRef : rightRef).current?.focus();
    else contentRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [arrows]);

  const scroll = (direction: ScrollDirection) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const left = nextScrollLeft(scroller, direction);
    if (typeof scroller.scrollTo === 'function') {
      scroller.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      scroller.scrollLeft = left;
    }
  };

  return { arrows, scroll, onScroll: update, scrollerRef, contentRef, leftRef, rightRef };
}
