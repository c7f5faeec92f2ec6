import { LINK_BAR_SCROLL } from '../../navigation/navigation-constants.ts';

/** What a horizontal scroller reports about itself (its DOM properties of the same names). */
export type ScrollMetrics = {
  readonly scrollLeft: number;
  readonly clientWidth: number;
  readonly scrollWidth: number;
};

export type ScrollDirection = 'left' | 'right';

/** Which scroll arrows show. */
export type ArrowVisibility = { readonly left: boolean; readonly right: boolean };

export const NO_ARROWS: ArrowVisibility = Object.freeze({ left: false, right: false });

/**
 * Browsers report fractional positions on zoomed or high-density screens (an
 * end of 249.6 for a range of 250): within a pixel of an end counts as there.
 */
const EDGE_TOLERANCE_PX = 1;

/** How far the content can scroll: 0 when it fits. */
export function maxScrollLeft({ clientWidth, scrollWidth }: ScrollMetrics): number {
  return Math.max(0, scrollWidth - clientWidth);
}

/**
 * Spec section 4: the left arrow shows once the links are scrolled right of
 * their start, the right arrow while more of them remains to the right.
 */
export function arrowsFor(metrics: ScrollMetrics): ArrowVisibility {
  const end = maxScrollLeft(metrics);
  return {
    left: metrics.scrollLeft > EDGE_TOLERANCE_PX,
    right: metrics.scrollLeft < end - EDGE_TOLERANCE_PX,
  };
}

/**
 * Where one arrow press scrolls to: 70 % of the visible width that way
 * (spec section 9), never past either end.
 */
export function nextScrollLeft(
  metrics: ScrollMetrics,
  direction: ScrollDirection,
  stepRatio: number = LINK_BAR_SCROLL.stepRatio,
): number {
  const step = metrics.clientWidth * stepRatio;
  const target = metrics.scrollLeft + (direction === 'right' ? step : -step);
  return Math.min(maxScrollLeft(metrics), Math.max(0, target));
}
