import { ServiceHttpError } from '../../http/errors.ts';
import { clientKey } from '../../http/rate-limits/client-key.ts';
import { RATE_LIMITS, type RateLimitRule } from '../../http/rate-limits/rate-limit-rules.ts';
import type { RateLimitStore } from '../../http/rate-limits/rate-limit-store.ts';
import { tooManyRequests } from '../../http/rate-limits/too-many-requests.ts';
import { normaliseEmail } from './customers.ts';

export const SIGN_IN_LIMITS = RATE_LIMITS.signInFailures;

/** Who is signing in: the email typed, the client's address, and the device cookie's id when it is this email's. */
export type SignInAttempt = {
  readonly email: string;
  readonly ip: string;
  /** Set only for a device cookie this email was given by an earlier sign-in (`device-cookie.ts`). */
  readonly device?: string | undefined;
};

export type SignInLimits = {
  /**
   * Runs `checkPassword` inside the limits. A place under each limit is taken first, atomically, so
   * a burst cannot pass more password checks than the limit; when one is full the places already
   * taken are given back and it throws 429 with `retry-after`, before any password work. A wrong
   * password (`invalid_credentials`) keeps its places. A right one gives them back and clears the
   * failures counted for its email (or device); any other outcome gives them back.
   */
  guard<T>(attempt: SignInAttempt, now: Date, checkPassword: () => Promise<T>): Promise<T>;
};

type Counter = readonly [key: string, rule: RateLimitRule];

const isWrongPassword = (error: unknown): boolean =>
  error instanceof ServiceHttpError && error.code === 'invalid_credentials';

/**
 * Sign-in limits kept in the shared rate-limit store, so every services process on one database
 * (or Redis) counts the same failures. A stranger (no device cookie for this email) counts per
 * client, per email and overall; a device the account signed in on before counts only its own
 * failures, so strangers' guesses never lock the owner out of a device they use (OWASP's device
 * cookies). Only failures count, so busy shared addresses can still sign in.
 */
export function createSignInLimits(store: RateLimitStore, rules: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS): SignInLimits {
  // Capped so a huge "email" cannot make a huge key.
  const emailKey = (email: string): string => `sign-in-failures:email:${normaliseEmail(email).slice(0, 320)}`;
  /** The attempt's counters; the first is the account's own (email or device), cleared by a right password. */
  const counters = ({ email, ip, device }: SignInAttempt): readonly [Counter, ...Counter[]] =>
    device === undefined
      ? [
          [emailKey(email), rules.perEmail],
          [`sign-in-failures:client:${clientKey(ip)}`, rules.perClient],
          ['sign-in-failures:overall', rules.overall],
        ]
      : [[`sign-in-failures:device:${device}`, rules.perDevice]];

  const giveBack = (taken: readonly Counter[], at: number) =>
    Promise.all(taken.map(([key, rule]) => store.refund(key, rule, at)));

  /** Takes a place under each counter in turn; on the first full one, gives back the rest and throws 429. */
  const reserve = async (all: readonly Counter[], at: number): Promise<void> => {
    const taken: Counter[] = [];
    for (const counter of all) {
      const waitMs = await store.take(counter[0], counter[1], at);
      if (waitMs > 0) {
        await giveBack(taken, at);
        throw tooManyRequests('Too many failed sign-in attempts.', waitMs, 'signInFailures');
      }
      taken.push(counter);
    }
  };

  return {
    async guard(attempt, now, checkPassword) {
      const at = now.getTime();
      const [own, ...others] = counters(attempt);
      await reserve([own, ...others], at);
      let result: Awaited<ReturnType<typeof checkPassword>>;
      try {
        result = await checkPassword();
      } catch (error) {
        if (!isWrongPassword(error)) await giveBack([own, ...others], at);
        throw error;
      }
      await Promise.all([store.reset(own[0], own[1], at), giveBack(others, at)]);
      return result;
    },
  };
}
