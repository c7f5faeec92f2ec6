import { ServiceHttpError } from '../../http/errors.ts';
import { normaliseEmail } from './customers.ts';
import { SlidingWindowCounter } from './sliding-window.ts';

export const SIGN_IN_LIMITS = Object.freeze({
  /** Failed sign-ins per email address: slows password guessing against one account. */
  perEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Failed sign-ins per client IP: slows one client trying many accounts. */
  perIp: { limit: 20, windowMs: 60 * 1000 },
});

export type SignInLimits = {
  /** Throws 429 (with retry-after) while either limit is reached, whether or not the password is right. */
  check(email: string, ip: string, now: Date): void;
  recordFailure(email: string, ip: string, now: Date): void;
  /** A correct password clears that email's failures; the IP's stay. */
  recordSuccess(email: string): void;
};

/** Sign-in rate limits for one app instance. Only failed attempts count, so busy shared IPs can still sign in. */
export function createSignInLimits(): SignInLimits {
  const byEmail = new SlidingWindowCounter(SIGN_IN_LIMITS.perEmail);
  const byIp = new SlidingWindowCounter(SIGN_IN_LIMITS.perIp);
  // Capped so a huge "email" cannot make a huge key.
  const emailKey = (email: string): string => normaliseEmail(email).slice(0, 320);
  return {
    check(email, ip, now) {
      const waitMs = Math.max(
        byEmail.retryAfterMs(emailKey(email), now.getTime()),
        byIp.retryAfterMs(ip, now.getTime()),
      );
      if (waitMs === 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      throw new ServiceHttpError(
        429,
        'too_many_requests',
        `Too many failed sign-in attempts. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
        { 'retry-after': String(seconds) },
      );
    },
    recordFailure(email, ip, now) {
      byEmail.record(emailKey(email), now.getTime());
      byIp.record(ip, now.getTime());
    },
    recordSuccess(email) {
      byEmail.reset(emailKey(email));
    },
  };
}
