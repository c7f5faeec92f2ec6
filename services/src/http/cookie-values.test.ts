import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieValues } from './cookie-values.ts';

describe('cookieValues', () => {
  it('gives every value sent under the name, in order, and none of another name', () => {
    expect(cookieValues('a=1; device=planted;b=2;  device=real ; xdevice=3', 'device')).toEqual(['planted', 'real']);
    expect(cookieValues('device', 'device')).toEqual([]);
    expect(cookieValues(undefined, 'device')).toEqual([]);
  });

  it('finds each value however many other cookies surround it', () => {
    const value = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.='), maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('device', 'other', 'd'), value)), (pairs) => {
        const header = pairs.map(([name, text]) => `${name}=${text}`).join('; ');
        const sent = pairs.filter(([name]) => name === 'device').map(([, text]) => text);
        expect(cookieValues(header, 'device')).toEqual(sent);
      }),
    );
  });
});
