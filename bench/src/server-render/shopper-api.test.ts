import { RegisterRequest } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { londonDate, newCredentials } from './shopper-api.ts';

describe('a shopper the bench registers', () => {
  it('has an email and a password registration accepts, every time', () => {
    const emails = new Set<string>();
    for (let run = 0; run < 500; run += 1) {
      const { email, password } = newCredentials('booked');
      expect(RegisterRequest.safeParse({ email, password, name: 'Bench Shopper' }).success, password).toBe(true);
      expect(password.toLowerCase()).not.toBe(email);
      emails.add(email);
    }
    expect(emails.size).toBe(500);
  });
});

describe('the London date slots are listed by', () => {
  it('is the calendar date in London, an hour ahead of UTC in summer', () => {
    expect(londonDate(new Date('2026-07-01T22:59:00Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(londonDate(new Date('2026-12-01T23:59:00Z'))).toBe('2026-12-01');
  });
});
