import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrowsFor, maxScrollLeft, nextScrollLeft, type ScrollMetrics } from './scroll-arrows.ts';

/** A scroller of any size, scrolled anywhere it can be (fractional positions included, as browsers report). */
const anyScroller: fc.Arbitrary<ScrollMetrics> = fc
  .record({
    clientWidth: fc.integer({ min: 1, max: 3000 }),
    overflow: fc.integer({ min: 0, max: 6000 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ clientWidth, overflow, at }) => ({
    clientWidth,
    scrollWidth: clientWidth + overflow,
    scrollLeft: overflow * at,
  }));

/** Scrollers whose content is wider than they are by more than the edge tolerance. */
const overflowing = anyScroller.filter((metrics) => maxScrollLeft(metrics) > 2);

describe('scroll arrows: which show', () => {
  it('shows none while the links fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (clientWidth, shortBy) => {
        const fits = { clientWidth, scrollWidth: Math.max(0, clientWidth - shortBy), scrollLeft: 0 };
        expect(arrowsFor(fits)).toEqual({ left: false, right: false });
      }),
    );
  });

  it('shows no left arrow at the start and no right arrow at the end', () => {
    fc.assert(
      fc.property(anyScroller, (metrics) => {
        expect(arrowsFor({ ...metrics, scrollLeft: 0 }).left).toBe(false);
        expect(arrowsFor({ ...metrics, scrollLeft: maxScrollLeft(metrics) }).right).toBe(false);
      }),
    );
  });

  it('never points beyond the content: an arrow shows only where links remain that way', () => {
    fc.assert(
      fc.property(anyScroller, (metrics) => {
        const arrows = arrowsFor(metrics);
        if (arrows.left) expect(metrics.scrollLeft).toBeGreaterThan(0);
        if (arrows.right) expect(metrics.scrollLeft).toBeLessThan(maxScrollLeft(metrics));
      }),
    );
  });

  it('always offers a way on when the links overflow', () => {
    fc.assert(
      fc.property(overflowing, (metrics) => {
        const arrows = arrowsFor(metrics);
        expect(arrows.left || arrows.right).toBe(true);
      }),
    );
  });

  it('shows both in the middle of long content', () => {
    expect(arrowsFor({ clientWidth: 300, scrollWidth: 900, scrollLeft: 300 })).toEqual({ left: true, right: true });
  });

  it('treats a fraction of a pixel from an end as the end', () => {
    expect(arrowsFor({ clientWidth: 300, scrollWidth: 550, scrollLeft: 249.6 })).toEqual({ left: true, right: false });
    expect(arrowsFor({ clientWidth: 300, scrollWidth: 550, scrollLeft: 0.4 })).toEqual({ left: false, right: true });
  });
});

describe('scroll arrows: where a press goes', () => {
  it('stays between the start and the end', () => {
    fc.assert(
      fc.property(anyScroller, fc.constantFrom('left' as const, 'right' as const), (metrics, direction) => {
        const next = nextScrollLeft(metrics, direction);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(maxScrollLeft(metrics));
      }),
    );
  });

  it('moves 70 % of the visible width, or what is left of the way when that is less', () => {
    fc.assert(
      fc.property(anyScroller, (metrics) => {
        const step = metrics.clientWidth * 0.7;
        const right = nextScrollLeft(metrics, 'right') - metrics.scrollLeft;
        const left = metrics.scrollLeft - nextScrollLeft(metrics, 'left');
        expect(right).toBeCloseTo(Math.min(step, maxScrollLeft(metrics) - metrics.scrollLeft), 6);
        expect(left).toBeCloseTo(Math.min(step, metrics.scrollLeft), 6);
      }),
    );
  });

  it('keeps 30 % of what was seen in view, so a shopper does not lose their place', () => {
    fc.assert(
      fc.property(anyScroller, fc.constantFrom('left' as const, 'right' as const), (metrics, direction) => {
        const moved = Math.abs(nextScrollLeft(metrics, direction) - metrics.scrollLeft);
        expect(moved).toBeLessThanOrEqual(metrics.clientWidth * 0.7 + 1e-9);
      }),
    );
  });

  it('reaches the end with repeated right presses, where the right arrow goes', () => {
    fc.assert(
      fc.property(overflowing, (start) => {
        let metrics = { ...start, scrollLeft: 0 };
        const presses = Math.ceil(maxScrollLeft(metrics) / (metrics.clientWidth * 0.7));
        for (let press = 0; press < presses; press += 1) {
          metrics = { ...metrics, scrollLeft: nextScrollLeft(metrics, 'right') };
        }
        // Within rounding of the end (70 % steps are fractional), which counts as the end.
        expect(metrics.scrollLeft).toBeCloseTo(maxScrollLeft(metrics), 6);
        expect(arrowsFor(metrics)).toEqual({ left: true, right: false });
      }),
    );
  });

  it('goes back to where it was with a left press after an unclamped right press', () => {
    fc.assert(
      fc.property(anyScroller, (metrics) => {
        const step = metrics.clientWidth * 0.7;
        fc.pre(metrics.scrollLeft + step <= maxScrollLeft(metrics));
        const there = { ...metrics, scrollLeft: nextScrollLeft(metrics, 'right') };
        expect(nextScrollLeft(there, 'left')).toBeCloseTo(metrics.scrollLeft, 6);
      }),
    );
  });
});
