import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, intersection, type LayoutMeasurement, layoutFindings, overlaps } from './layout-check.ts';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

const arbitraryBox = fc
  .record({
    left: fc.integer({ min: -500, max: 1500 }),
    top: fc.integer({ min: -500, max: 1500 }),
    width: fc.integer({ min: 0, max: 600 }),
    height: fc.integer({ min: 0, max: 600 }),
  })
  .map(({ left, top, width, height }) => box(left, top, width, height));

const measurement = (overrides: Partial<LayoutMeasurement>): LayoutMeasurement => ({
  width: 375,
  sidewaysScroll: 0,
  controls: [],
  texts: [],
  ...overrides,
});

describe('overlaps', () => {
  it('is symmetric, and never true for boxes side by side or one above the other', () => {
    fc.assert(
      fc.property(arbitraryBox, arbitraryBox, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a));
        if (a.right <= b.left || b.bottom <= a.top) expect(overlaps(a, b)).toBe(false);
      }),
    );
  });

  it('holds for a box and any box inside it bigger than the tolerance', () => {
    fc.assert(
      fc.property(arbitraryBox, fc.nat(100), fc.nat(100), (outer, inset, other) => {
        const inner = box(outer.left + inset, outer.top + inset, 2 + other, 2 + other);
        const grown = {
          ...outer,
          right: Math.max(outer.right, inner.right),
          bottom: Math.max(outer.bottom, inner.bottom),
        };
        expect(overlaps(grown, inner)).toBe(true);
        expect(intersection(grown, inner)).toEqual({ width: 2 + other, height: 2 + other });
      }),
    );
  });

  it('forgives a shared pixel: a 1px sliver either way is not an overlap, 2px is', () => {
    expect(overlaps(box(0, 0, 100, 40), box(99, 0, 100, 40))).toBe(false);
    expect(overlaps(box(0, 0, 100, 40), box(0, 39, 100, 40))).toBe(false);
    expect(overlaps(box(0, 0, 100, 40), box(98, 0, 100, 40))).toBe(true);
  });
});

describe('layoutFindings', () => {
  it('names two overlapping controls and by how much', () => {
    const findings = layoutFindings(
      measurement({
        controls: [
          { name: 'button Multi-search', box: box(200, 5, 90, 40), within: [], scroller: null },
          { name: 'a Sign in', box: box(282, 10, 60, 30), within: [], scroller: null },
        ],
      }),
    );
    expect(findings).toEqual(['at 375px: "button Multi-search" and "a Sign in" overlap by 8 × 30px']);
  });

  it('ignores a control inside another', () => {
    const findings = layoutFindings(
      measurement({
        controls: [
          { name: 'a Card', box: box(0, 0, 300, 200), within: [], scroller: null },
          { name: 'button Add', box: box(10, 150, 80, 40), within: [0], scroller: null },
        ],
      }),
    );
    expect(findings).toEqual([]);
  });

  it('compares only controls that scroll together: the content of a scroller passes under an arrow over its edge', () => {
    const arrow = { name: 'button Scroll links left', box: box(0, 0, 40, 48), within: [], scroller: null };
    const link = { name: 'a New', box: box(10, 0, 60, 48), within: [] };
    expect(layoutFindings(measurement({ controls: [arrow, { ...link, scroller: 0 }] }))).toEqual([]);
    expect(layoutFindings(measurement({ controls: [arrow, { ...link, scroller: null }] }))).toHaveLength(1);
  });

  it('reports sideways scrolling and text outside its box beyond the tolerance only', () => {
    expect(
      layoutFindings(
        measurement({
          sidewaysScroll: 18,
          texts: [
            { name: 'li little sprout mango & banana pouch', overflowX: 23.46, overflowY: 0 },
            { name: 'span Total', overflowX: 0.5, overflowY: 1 },
          ],
        }),
      ),
    ).toEqual([
      'at 375px: the page scrolls 18px sideways',
      'at 375px: the text of "li little sprout mango & banana pouch" runs 23.5px outside its box',
    ]);
    expect(layoutFindings(measurement({ sidewaysScroll: 1 }))).toEqual([]);
  });
});
