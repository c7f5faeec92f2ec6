import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LENGTH, parseBearer, parseTokenText } from './bearer.ts';
import { newSessionId, signToken } from './token.ts';

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/'.split('');
const token = fc
  .tuple(
    fc.array(fc.constantFrom(...TOKEN_CHARS), { minLength: 1, maxLength: 80 }),
    fc.array(fc.constant('='), { maxLength: 2 }),
  )
  .map(([chars, padding]) => chars.join('') + padding.join(''));
const scheme = fc.constantFrom('Bearer', 'bearer', 'BEARER', 'BeArEr');

describe('parseBearer', () => {
  it('reads the token from a well-formed header', () => {
    const issued = signToken(
      { sessionId: newSessionId(), customerId: 'C-1001', actorId: 'S-2001', expiresAt: new Date() },
      Buffer.alloc(32),
    );
    expect(parseBearer(`Bearer ${issued}`)).toBe(issued);
  });

  it('round-trips any well-formed credential, whatever the scheme case and spacing', () => {
    fc.assert(
      fc.property(scheme, fc.integer({ min: 1, max: 3 }), token, (name, spaces, value) => {
        expect(parseBearer(`${name}${' '.repeat(spaces)}${value}`)).toBe(value);
      }),
    );
  });

  it('never throws, and accepts only `Bearer <b64token>`', () => {
    const wellFormed = /^bearer +[a-z0-9\-._~+/]+=*$/i;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.anything()), (value) => {
        const result = parseBearer(value);
        if (typeof value === 'string' && wellFormed.test(value) && value.length <= MAX_TOKEN_LENGTH) {
          expect(result).toBeTypeOf('string');
        } else if (result !== undefined) {
          expect(typeof value === 'string' && wellFormed.test(value)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses near misses', () => {
    for (const value of [
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(MAX_TOKEN_LENGTH + 1)}`,
      'Bearer a b',
      'Bearer a=b',
      'Bearer\tabc',
      ' Bearer abc',
      'Bearer abc ',
      'Basic abc',
      'Bearerabc',
      'Bearer ab\nc',
    ]) {
      expect(parseBearer(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('parseTokenText', () => {
  it('accepts exactly the credentials parseBearer accepts, with no spaces around them', () => {
    fc.assert(
      fc.property(fc.oneof(token, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
        // parseBearer allows several spaces after the scheme; a cookie value has no scheme to follow.
        const expected = value.startsWith(' ') ? undefined : parseBearer(`Bearer ${value}`);
        expect(parseTokenText(value)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses anything that is not a string, and over-long tokens', () => {
    for (const value of [undefined, null, 42, {}, ['abc'], '', 'a'.repeat(MAX_TOKEN_LENGTH + 1)]) {
      expect(parseTokenText(value), JSON.stringify(value)).toBeUndefined();
    }
    expect(parseTokenText('a'.repeat(MAX_TOKEN_LENGTH))).toBe('a'.repeat(MAX_TOKEN_LENGTH));
  });
});
