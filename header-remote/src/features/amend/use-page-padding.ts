import { useLayoutEffect, type RefObject } from 'react';

/** The CSS custom property, on the host's <html>, holding the pinned bar's height while it shows. */
export const AMEND_BAR_HEIGHT_PROPERTY = '--header-amend-bar-height';

/**
 * The bar is fixed to the bottom of the viewport, so it never moves the page;
 * a page that wants its end visible above it pads itself with
 * `padding-bottom: var(--header-amend-bar-height, 0px)`. Removed when the bar goes.
 */
export function usePagePadding(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = element.ownerDocument.documentElement;
    const publish = () => root.style.setProperty(AMEND_BAR_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(AMEND_BAR_HEIGHT_PROPERTY);
    };
  }, [ref]);
}
