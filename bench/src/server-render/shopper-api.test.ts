import { RegisterRequest } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { newCredentials } from './shopper-api.ts';

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
