import fc from 'fast-check';

/** Strings attackers and broken clients send: traversal, encodings, SQL, templates, odd numbers and unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '..\\..\\windows',
  '%00',
  '\u0000',
  'a\u0000b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%uD800',
  "' OR '1'='1",
  "1'; DROP TABLE customers; --",
  '1 UNION SELECT password_hash FROM customers',
  '$1',
  '\\',
  '"',
  "'",
  '`',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example',
  'http://evil.example/',
  '-1',
  '0',
  '-0',
  '1e308',
  '1e-400',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2025-02-30',
  '2025-13-01',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  '\u200B\u200C\u200D',
  '\uFEFF',
  'İstanbul',
  'ﬀ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩‍👩‍👧‍👦',
  'a@a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.@',
  '\r\nSet-Cookie: x=1',
];

/** A string a route may have to handle: hostile, random (any unicode), plausible for the contracts, or very long. */
export function hostileString(plausible: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
    { arbitrary: fc.constantFrom(...plausible), weight: 3 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
    { arbitrary: longString(), weight: 1 },
  );
}

/** Long enough to pass any sensible length limit, short enough for a URL or a 64 KB body. */
function longString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', 'é', '9', '.', '%41', 'a@'), fc.constantFrom(101, 257, 2001, 20_000))
    .map(([unit, times]) => unit.repeat(times));
}
