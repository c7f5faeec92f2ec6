import { describe, expect, it } from 'vitest';
import { londonDate } from './shopper-api.ts';

describe('the London date slots are listed by', () => {
  it('is the calendar date in London, an hour ahead of UTC in summer', () => {
    expect(londonDate(new Date('2026-07-01T22:59:00Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(londonDate(new Date('2026-12-01T23:59:00Z'))).toBe('2026-12-01');
  });
});
