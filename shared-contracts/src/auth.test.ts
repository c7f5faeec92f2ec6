import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegisterRequest } from './auth.ts';

const PASSWORD = 'correct horse 1';
const NAME = 'Sam Shopper';

const emailAccepted = (email: string) => RegisterRequest.safeParse({ email, password: PASSWORD, name: NAME }).success;

/**
 * The rule the email pattern has always stood for, in plain code: no spaces,
 * one @ with something before it, and a dot in the domain that is neither the
 * domain's first nor its last character.
 */
function followsTheEmailRule(email: string): boolean {
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || /\s/u.test(email) || domain.includes('@')) return false;
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1 && local.length > 0;
}

describe('RegisterRequest email', () => {
  it.each(['name@example.com', 'a@b.c', 'first.last@mail.example.co.uk', 'a@.b.c', 'a@b..c', 'a@b.c.'])(
    'accepts %s',
    (email) => {
      expect(emailAccepted(email)).toBe(true);
    },
  );

  it.each(['name', 'name@', '@example.com', 'a@b', 'a@.b', 'a@b.', 'a@b@c.d', 'a b@c.d', 'a@b.c d'])(
    'refuses %s',
    (email) => {
      expect(emailAccepted(email)).toBe(false);
    },
  );

  it('accepts exactly what the rule says, for any short text of the characters that matter', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '.', '@', ' ', 'B'), maxLength: 12 });
    fc.assert(
      fc.property(text, (email) => {
        const trimmed = email.trim().toLowerCase();
        expect(emailAccepted(email)).toBe(followsTheEmailRule(trimmed));
      }),
      { numRuns: 2000 },
    );
  });

  it('stops at the length limit: the pattern never runs on a 255-character address', () => {
    const email = `${'a'.repeat(251)}@a.@`;
    const result = RegisterRequest.safeParse({ email, password: PASSWORD, name: NAME });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});
