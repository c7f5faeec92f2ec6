import { createSecretKey } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newSessionId, signToken, verifyToken } from './token.ts';

const secret = Buffer.from('a-test-secret-that-is-long-enough-for-hmac');
const now = new Date('2025-03-05T12:00:00Z');
const claims = {
  sessionId: newSessionId(),
  customerId: 'C-1001',
  actorId: 'S-2001',
  expiresAt: new Date('2025-03-05T20:00:00Z'),
};

describe('signed tokens', () => {
  it('verify to the claims they were signed with', () => {
    expect(verifyToken(signToken(claims, secret), secret, now)).toEqual(claims);
  });

  it('are the same signed with the key the services make once from the secret as with its bytes', () => {
    const key = createSecretKey(secret);

    expect(signToken(claims, key)).toBe(signToken(claims, secret));
    expect(verifyToken(signToken(claims, secret), key, now)).toEqual(claims);
  });

  it('stop verifying at their expiry', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, new Date(claims.expiresAt.getTime() - 1))).toBeDefined();
    expect(verifyToken(token, secret, claims.expiresAt)).toBeUndefined();
  });

  it('are refused under another secret', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, Buffer.from('another-secret-of-the-same-sort-and-size!!'), now)).toBeUndefined();
  });

  it('are refused when any character is changed, added or removed', () => {
    const token = signToken(claims, secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'.split('');
    fc.assert(
      fc.property(
        fc.nat({ max: token.length }),
        fc.constantFrom(...alphabet),
        fc.constantFrom('replace', 'insert', 'delete'),
        (at, char, edit) => {
          const tampered =
            edit === 'replace'
              ? token.slice(0, at) + char + token.slice(at + 1)
              : edit === 'insert'
                ? token.slice(0, at) + char + token.slice(at)
                : token.slice(0, at) + token.slice(at + 1);
          fc.pre(tampered !== token);
          expect(verifyToken(tampered, secret, now)).toBeUndefined();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a payload changed under the old signature', () => {
    const [payload] = signToken(claims, secret).split('.');
    const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, cid: 'C-1002' })).toString('base64url');
    const [, signature] = signToken(claims, secret).split('.');
    expect(verifyToken(`${forged}.${signature}`, secret, now)).toBeUndefined();
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(verifyToken(value, secret, now)).toBeUndefined();
      }),
    );
    for (const value of ['', '.', 'a.b', 'a.b.c', `${Buffer.from('{"v":1}').toString('base64url')}.x`]) {
      expect(verifyToken(value, secret, now)).toBeUndefined();
    }
  });
});
