import { useEffect, useRef, type RefObject } from 'react';

/** An ad counts as seen once half of it is in view (spec section 9). */
export const IMPRESSION_THRESHOLD = 0.5;

/**
 * Calls `onSeen` once, the first time at least half of the element is
 * visible. Without IntersectionObserver nothing is counted.
 */
export function useImpression(ref: RefObject<Element | null>, onSeen: () => void): void {
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_THRESHOLD)) return;
        observer.disconnect();
        latest.current();
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
