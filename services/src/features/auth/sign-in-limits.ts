import { clientKey } from '../../http/rate-limits/client-key.ts';
import { RATE_LIMITS } from '../../http/rate-limits/rate-limit-rules.ts';
import type { RateLimitStore } from '../../http/rate-limits/rate-limit-store.ts';
import { tooManyRequests } from '../../http/rate-limits/too-many-requests.ts';
import { normaliseEmail } from './customers.ts';

export const SIGN_IN_LIMITS = RATE_LIMITS.signInFailures;

export type SignInLimits = {
  /** Throws 429 (with retry-after) while any limit is reached, whether or not the password is right. */
  check(email: string, ip: string, now: Date): Promise<void>;
  recordFailure(email: string, ip: string, now: Date): Promise<void>;
  /** A correct password clears that email's failures; the client's stay. */
  recordSuccess(email: string, now: Date): Promise<void>;
};

/**
 * Sign-in limits kept in the shared rate-limit store, so every services process
 * on one database (or Redis) counts the same failures. Only failed attempts
 * count, so busy shared addresses can still sign in.
 */
export function createSignInLimits(store: RateLimitStore, rules: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS): SignInLimits {
  // Capped so a huge "email" cannot make a huge key.
  const emailKey = (email: string): string => `sign-in-failures:email:${normaliseEmail(email).slice(0, 320)}`;
  const counters = (email: string, ip: string) =>
    [
      [emailKey(email), rules.perEmail],
      [`sign-in-failures:client:${clientKey(ip)}`, rules.perClient],
      ['sign-in-failures:overall', rules.overall],
    ] as const;
  return {
    async check(email, ip, now) {
      const waits = await Promise.all(
        counters(email, ip).map(([key, rule]) => store.retryAfterMs(key, rule, now.getTime())),
      );
      const waitMs = Math.max(...waits);
      if (waitMs > 0) throw tooManyRequests('Too many failed sign-in attempts.', waitMs);
    },
    async recordFailure(email, ip, now) {
      await Promise.all(counters(email, ip).map(([key, rule]) => store.record(key, rule, now.getTime())));
    },
    async recordSuccess(email, now) {
      await store.reset(emailKey(email), rules.perEmail, now.getTime());
    },
  };
}
