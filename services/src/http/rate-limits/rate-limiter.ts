import { clientKey } from './client-key.ts';
import { type LimitedWrite, RATE_LIMITS } from './rate-limit-rules.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { tooManyRequests } from './too-many-requests.ts';

/** What routes use: the shared store, and the per-client and overall check for unauthenticated writes. */
export type RateLimiter = {
  readonly store: RateLimitStore;
  /**
   * Counts this request against `write`'s limits for its client (`request.ip`,
   * which honours TRUST_PROXY) and overall; throws 429 with `retry-after` when
   * either is full. The overall limit is only counted once the client's admits.
   */
  limit(write: LimitedWrite, request: { readonly ip: string }, at: Date): Promise<void>;
};

/** `allRules`: RATE_LIMITS, or smaller numbers in tests. */
export function createRateLimiter(store: RateLimitStore, allRules: typeof RATE_LIMITS = RATE_LIMITS): RateLimiter {
  return {
    store,
    async limit(write, request, at) {
      const rules = allRules[write];
      const now = at.getTime();
      const waitMs =
        (await store.take(`${write}:client:${clientKey(request.ip)}`, rules.perClient, now)) ||
        (await store.take(`${write}:overall`, rules.overall, now));
      if (waitMs > 0) throw tooManyRequests('Too many requests.', waitMs, write);
    },
  };
}
