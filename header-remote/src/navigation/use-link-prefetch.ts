import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { readCspNonce } from '@grocer/shared-contracts';
import { INTENT_DELAY_MS } from './use-intent.ts';

/** Pages already asked for, once per page load. */
const prefetched = new Set<string>();

/**
 * Whether this browser can use a prefetched page of this site: the pages are `no-cache, private`,
 * so only a prefetch held for the next navigation whatever its cache headers helps, which is what
 * speculation rules give (Chromium). Firefox would fetch a `<link rel="prefetch">` and throw it
 * away (a full server render for nothing); WebKit fetches none. Elsewhere nothing is sent.
 */
export const canUsePrefetch = (): boolean =>
  typeof HTMLScriptElement !== 'undefined' && HTMLScriptElement.supports?.('speculationrules') === true;

/** Asks the browser to fetch the page ahead of the click, for that navigation; only the site's own pages. */
function prefetch(anchor: HTMLAnchorElement) {
  const url = new URL(anchor.href, document.baseURI);
  if (url.origin !== window.location.origin || prefetched.has(url.href) || !canUsePrefetch()) return;
  prefetched.add(url.href);
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  // The page's Content-Security-Policy checks the rules as an inline script.
  const nonce = readCspNonce(document);
  if (nonce !== undefined) rules.nonce = nonce;
  rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url.href] }] });
  document.head.append(rules);
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * "Link prefetch on intent 100 ms" (spec section 9): put these handlers on an
 * element holding links, and the page of a link the pointer or focus rests on
 * for 100 ms is prefetched, where the browser can use it. A pointer crossing
 * the links asks for nothing.
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
