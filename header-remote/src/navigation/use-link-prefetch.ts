import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { INTENT_DELAY_MS } from './use-intent.ts';

/** Pages already asked for, once per page load. */
const prefetched = new Set<string>();

/** Lets the browser fetch the page ahead of the click, into its cache; only the site's own pages. */
function prefetch(anchor: HTMLAnchorElement) {
  const url = new URL(anchor.href, document.baseURI);
  if (url.origin !== window.location.origin || prefetched.has(url.href)) return;
  prefetched.add(url.href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url.href;
  document.head.append(link);
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * "Link prefetch on intent 100 ms" (spec section 9): put these handlers on an
 * element holding links, and the page of a link the pointer or focus rests on
 * for 100 ms is prefetched. A pointer crossing the links asks for nothing.
 */
export function useLinkPrefetch() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = (event: PointerEvent | FocusEvent) => {
    const anchor = anchorOf(event.target);
    if (anchor === pending.current) return; // Moving within the same link.
    clearTimeout(timer.current);
    pending.current = anchor;
    if (anchor) timer.current = setTimeout(() => prefetch(anchor), INTENT_DELAY_MS);
  };
  const stop = (event: PointerEvent | FocusEvent) => {
    if (anchorOf(event.relatedTarget) === pending.current) return;
    clearTimeout(timer.current);
    pending.current = null;
  };
  return { onPointerOver: start, onPointerOut: stop, onFocus: start, onBlur: stop };
}
