import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTokenSessionIndicator } from './token-session-indicator.ts';

describe('hasTokenSessionIndicator', () => {
  it.each([
    ['X-Has-Token-Session=true', true],
    ['customerId=C-1102; X-Has-Token-Session=true; branchId=651', true],
    ['', false],
    ['X-Has-Token-Session=false', false],
    ['X-Has-Token-Session=', false],
    ['x-has-token-session=true', false],
    ['Not-X-Has-Token-Session=true', false],
    ['X-Has-Token-Session=truest', false],
  ])('reads %j as %s', (cookies, expected) => {
    expect(hasTokenSessionIndicator(cookies)).toBe(expected);
  });

  it('finds the indicator among any other cookies, and never without it', () => {
    const other = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9_.=-]{0,12}$/))
      .filter(([name]) => name !== 'X-Has-Token-Session')
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(fc.array(other), fc.nat(), (cookies, at) => {
        expect(hasTokenSessionIndicator(cookies.join('; '))).toBe(false);
        const withIndicator = [...cookies];
        withIndicator.splice(at % (cookies.length + 1), 0, 'X-Has-Token-Session=true');
        expect(hasTokenSessionIndicator(withIndicator.join('; '))).toBe(true);
      }),
    );
  });
});
