import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';

/** Low cost so the property runs stay quick; the format and logic are the same. */
const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ maxLength: 64 }),
        async (password, other) => {
          const stored = await hashPassword(password, CHEAP);
          expect(await verifyPassword(password, stored)).toBe(true);
          if (other.normalize('NFKC') !== password.normalize('NFKC')) {
            expect(await verifyPassword(other, stored)).toBe(false);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('groceries', CHEAP), hashPassword('groceries', CHEAP)]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{43}$/);
  });

  it('uses a real cost by default', async () => {
    expect(await hashPassword('groceries')).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('treats a malformed or unreasonable stored hash as a mismatch, never a throw', async () => {
    const good = await hashPassword('groceries', CHEAP);
    const [, , , , salt, hash] = good.split('$');
    for (const stored of [
      '',
      'groceries',
      'scrypt$1024$8$1$$',
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$${2 ** 30}$8$1$${salt}$${hash}`,
      `scrypt$1024$8$1$${salt}$${hash}AA`,
      `bcrypt$1024$8$1$${salt}$${hash}`,
    ]) {
      expect(await verifyPassword('groceries', stored), stored).toBe(false);
    }
    await fc.assert(
      fc.asyncProperty(fc.string(), async (stored) => {
        expect(await verifyPassword('groceries', stored)).toBe(false);
      }),
    );
  });

  it('spends a real check on unknown accounts, and always says no', async () => {
    expect(await verifyAgainstDecoy('not-a-real-password')).toBe(false);
  });
});
