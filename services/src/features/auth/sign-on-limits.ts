import { ServiceHttpError } from '../../http/errors.ts';
import { RATE_LIMITS } from '../../http/rate-limits/rate-limit-rules.ts';
import type { RateLimitStore } from '../../http/rate-limits/rate-limit-store.ts';
import { tooManyRequests } from '../../http/rate-limits/too-many-requests.ts';

export type SignOnLimits = {
  /**
   * Runs `signOn` for `accountId` (the shopper or support user asking) inside the refusal limits:
   * a place is taken first under the account's and the overall limit, atomically, so a burst writes
   * at most the limit's refusals to the audit; when either is full it throws 429 before any work.
   * A refusal (a 403 or 404, audited) keeps its places; anything else gives them back.
   */
  guard<T>(accountId: string, now: Date, signOn: () => Promise<T>): Promise<T>;
};

const isRefusal = (error: unknown): boolean =>
  error instanceof ServiceHttpError && (error.statusCode === 403 || error.statusCode === 404);

/** Sign-on refusal limits in the shared rate-limit store, so every services process counts the same. */
export function createSignOnLimits(
  store: RateLimitStore,
  rules: typeof RATE_LIMITS.signOnRefusals = RATE_LIMITS.signOnRefusals,
): SignOnLimits {
  return {
    async guard(accountId, now, signOn) {
      const at = now.getTime();
      const account = [`sign-on-refusals:account:${accountId}`, rules.perAccount] as const;
      const overall = ['sign-on-refusals:overall', rules.overall] as const;
      const accountWait = await store.take(...account, at);
      const wait = accountWait || (await store.take(...overall, at));
      if (wait > 0) {
        if (accountWait === 0) await store.refund(...account, at);
        throw tooManyRequests('Too many refused sign-ons.', wait, 'signOnRefusals');
      }
      try {
        const result = await signOn();
        await Promise.all([store.refund(...account, at), store.refund(...overall, at)]);
        return result;
      } catch (error) {
        if (!isRefusal(error)) await Promise.all([store.refund(...account, at), store.refund(...overall, at)]);
        throw error;
      }
    },
  };
}
