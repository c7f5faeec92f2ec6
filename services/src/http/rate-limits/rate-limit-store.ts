import { type ServiceHttpError, serviceUnavailable } from '../errors.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';

/**
 * Where rate-limit counters live, shared by every services process that uses
 * the same store: the database (`database-rate-limit-store.ts`, the default) or
 * Redis (`redis-rate-limit-store.ts`, when REDIS_URL is set). Times are epoch
 * milliseconds from the app's clock, so tests can move it.
 */
export type RateLimitStore = {
  /**
   * Counts one request for `key`, atomically across processes. Resolves to 0
   * when it is within the limit, else to the milliseconds until one would be.
   * A sliding rule does not count refused requests; a fixed window counts
   * them too (its counter is all it keeps).
   */
  take(key: string, rule: RateLimitRule, now: number): Promise<number>;
  /**
   * Gives back one request `take` counted for `key` at `now` (a reservation that turned out not to
   * count, e.g. a sign-in whose password was right). A sliding rule forgets one hit at exactly
   * `now`; a fixed window lowers its counter, never below zero. Nothing counted: nothing changes.
   */
  refund(key: string, rule: RateLimitRule, now: number): Promise<void>;
  /** Counts one request whatever the count so far (e.g. a sign-in that has already failed). */
  record(key: string, rule: RateLimitRule, now: number): Promise<void>;
  /** Milliseconds until `key` is within the limit again; 0 while it is. Counts nothing. */
  retryAfterMs(key: string, rule: RateLimitRule, now: number): Promise<number>;
  /** Forgets what `key` counted under `rule` (a correct password clears its email's failures). */
  reset(key: string, rule: RateLimitRule, now: number): Promise<void>;
  /**
   * Whether the store answers now, within its time limit: what `GET /health` reports. The database
   * store answers when the database does (which `/health` checks itself).
   */
  answers(): Promise<boolean>;
  /** Closes what the store opened itself (a Redis connection); the database store's owner closes the database. */
  close(): Promise<void>;
};

/**
 * The 503 a limited request (sign-in, registration, banner events…) gets when its store cannot
 * count it in time: it fails closed, never waits longer, and never goes through unlimited.
 */
export const limitsUnavailable = (cause: unknown): ServiceHttpError =>
  Object.assign(
    serviceUnavailable('Signing in and registering are paused for a moment on our side. Please try again in a minute.'),
    { cause },
  );

/**
 * A count that reaches its store after its deadline counts nothing: its caller ran out of time
 * and answered 503, and its time is stale. It waited in a stalled store's socket; counted when the
 * store resumed, it would hold a place no one gives back. The deadline is the caller's time limit
 * and this much for the store's clock, which judges it, and this machine's to differ.
 */
export const CLOCKS_MAY_DIFFER_MS = 1_000;

/** A count's deadline, `ms` from now by this machine's real clock (not the app's, which tests move). */
export const countDeadline = (ms: number): number => Date.now() + ms;

/** What a count that reached `store` after its deadline of `ms` throws. */
export const lateCount = (store: string, ms: number): ServiceHttpError =>
  limitsUnavailable(
    new Error(
      `${store} counted nothing: the count reached it more than ${ms} ms after it was sent (it stalled, or its clock is ahead of this machine's)`,
    ),
  );

/** The clock-aligned window `now` falls in, so every process agrees on it. */
export function fixedWindowAt(rule: RateLimitRule, now: number): { readonly index: number; readonly endsAt: number } {
  const index = Math.floor(now / rule.windowMs);
  return { index, endsAt: (index + 1) * rule.windowMs };
}

/** For a sliding rule: the wait implied by the counted times (any order; old ones ignored). */
export function slidingRetryAfterMs(hits: readonly number[], rule: RateLimitRule, now: number): number {
  const live = hits.filter((at) => at > now - rule.windowMs).sort((a, b) => a - b);
  if (live.length < rule.limit) return 0;
  const oldestCounted = live[live.length - rule.limit] ?? now;
  return Math.max(1, oldestCounted + rule.windowMs - now);
}
