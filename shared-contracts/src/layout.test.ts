import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, HEADER_LAYOUT, SCROLLED_THRESHOLD_PX } from './layout.ts';

/**
 * Spec section 9's layout numbers, written out as the spec states them. The browser checks what they
 * do (e2e/tests/spec-values.spec.ts); these fail first, and say which number moved.
 */
describe('the layout constants are the spec’s', () => {
  it('breakpoints: xs 0, sm 544, md 768, lg 992, xl 1200', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 544, md: 768, lg: 992, xl: 1200 });
  });

  it('the header: 159 px, 50 px below 992 px; scrolled past 150 px', () => {
    expect(HEADER_LAYOUT).toEqual({ height: 159, compactHeight: 50, breakpoint: 992 });
    expect(SCROLLED_THRESHOLD_PX).toBe(150);
  });
});
