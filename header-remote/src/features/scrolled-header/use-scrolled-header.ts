import { useEffect, type RefObject } from 'react';
import { SCROLLED_THRESHOLD_PX } from '@grocer/shared-contracts';

/** On the header's root; header.module.css reads it. */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/**
 * Marks `root` with `data-scrolled="true"` while the page has scrolled more than
 * SCROLLED_THRESHOLD_PX (150 px) down, `"false"` otherwise. The attribute is
 * this watcher's, not React's: a server-rendered header's first value stays
 * until the watcher's first report, so hydration never fights it.
 *
 * Design: the header root keeps its reserved height in the page flow at all
 * times, so the page never shifts. Once scrolled, the root gets
 * `data-scrolled="true"` and header.module.css pins the banner to the top of
 * the viewport in its compact 50 px form (top bar and nav row hidden), so
 * search, account, slot, trolley and checkout stay in reach. Panels and
 * dropdowns are absolute inside the banner, so they follow it.
 *
 * Why a sentinel and not a scroll handler: an invisible 150 px tall element at
 * the top of the document leaves the viewport exactly when scrollY passes 150
 * (at 150 its bottom edge touches the viewport, which still counts as
 * intersecting), and the browser tells us off the main thread, so scrolling
 * runs no header code at all. Without IntersectionObserver the header simply
 * stays in its normal form.
 * Returns the function that stops it.
 */
export function watchScrolled(root: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const sentinel = createSentinel(root.ownerDocument);
  const observer = new IntersectionObserver((entries) => {
    const latest = entries.at(-1);
    if (latest) root.setAttribute(SCROLLED_ATTRIBUTE, latest.isIntersecting ? 'false' : 'true');
  });
  observer.observe(sentinel);
  return () => {
    observer.disconnect();
    sentinel.remove();
  };
}

/** `watchScrolled` on the element in `ref` while the component is mounted. */
export function useScrolledAttribute(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const root = ref.current;
    return root ? watchScrolled(root) : undefined;
  }, [ref]);
}

/**
 * Absolute in <body>, so measured from the document's top whatever the host
 * puts above the header. Styled through the CSSOM, which a strict CSP allows.
 */
function createSentinel(doc: Document): HTMLElement {
  const sentinel = doc.createElement('div');
  sentinel.setAttribute('aria-hidden', 'true');
  sentinel.dataset['headerScrollSentinel'] = '';
  Object.assign(sentinel.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '1px',
    height: `${SCROLLED_THRESHOLD_PX}px`,
    pointerEvents: 'none',
    visibility: 'hidden',
  });
  doc.body.append(sentinel);
  return sentinel;
}
