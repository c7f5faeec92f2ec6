import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { ServiceHttpError } from '../errors.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

const SLIDING: RateLimitRule = { limit: 3, windowMs: 60_000 };
const FIXED: RateLimitRule = { limit: 3, windowMs: 60_000, fixedWindow: true };
/** 09:00:10 on a day, so a fixed minute window has 50 s left. */
const START = Date.UTC(2026, 10, 23, 9, 0, 10);

/** What every store must do, run against each (`store` is read inside the tests). */
export function itBehavesAsARateLimitStore(store: () => RateLimitStore): void {
  // Keys are unique per test, so stores shared between tests (Redis) start empty.
  const key = () => `test:${randomUUID()}`;

  it('admits a sliding window’s limit, then says when the oldest counted request ages out', async () => {
    const shopper = key();
    for (const offset of [0, 10_000, 20_000]) expect(await store().take(shopper, SLIDING, START + offset)).toBe(0);
    expect(await store().take(shopper, SLIDING, START + 30_000)).toBe(30_000);
    expect(await store().retryAfterMs(shopper, SLIDING, START + 30_000)).toBe(30_000);
    expect(await store().take(shopper, SLIDING, START + 59_999)).toBe(1);
    expect(await store().take(shopper, SLIDING, START + 60_000)).toBe(0);
    expect(await store().take(shopper, SLIDING, START + 60_000)).toBe(10_000);
  });

  it('does not count refused sliding-window requests', async () => {
    const shopper = key();
    for (let attempt = 0; attempt < 3; attempt += 1) await store().take(shopper, SLIDING, START);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await store().take(shopper, SLIDING, START + 1)).toBe(59_999);
    expect(await store().take(shopper, SLIDING, START + 60_000)).toBe(0);
  });

  it('records past the limit, keeping the latest, and forgets on reset', async () => {
    const guesser = key();
    expect(await store().retryAfterMs(guesser, SLIDING, START)).toBe(0);
    for (const offset of [0, 1_000, 2_000, 3_000]) await store().record(guesser, SLIDING, START + offset);
    // Four recorded, three counted: the one at 0 no longer matters.
    expect(await store().retryAfterMs(guesser, SLIDING, START + 3_000)).toBe(58_000);
    expect(await store().retryAfterMs(key(), SLIDING, START + 3_000)).toBe(0);
    await store().reset(guesser, SLIDING, START + 3_000);
    expect(await store().retryAfterMs(guesser, SLIDING, START + 3_000)).toBe(0);
  });

  it('counts a fixed window until it ends, refused requests included', async () => {
    const everyone = key();
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await store().take(everyone, FIXED, START)).toBe(0);
    expect(await store().retryAfterMs(everyone, FIXED, START + 5_000)).toBe(45_000);
    expect(await store().take(everyone, FIXED, START + 5_000)).toBe(45_000);
    await store().record(everyone, FIXED, START + 6_000);
    expect(await store().take(everyone, FIXED, START + 49_999)).toBe(1);
    // The next minute starts empty.
    expect(await store().retryAfterMs(everyone, FIXED, START + 50_000)).toBe(0);
    expect(await store().take(everyone, FIXED, START + 50_000)).toBe(0);
  });

  it('gives back one request counted at a time, and only one, on refund', async () => {
    for (const rule of [SLIDING, FIXED]) {
      const reserved = key();
      for (const offset of [0, 1_000, 1_000]) await store().take(reserved, rule, START + offset);
      await store().refund(reserved, rule, START + 1_000);
      expect(await store().take(reserved, rule, START + 2_000)).toBe(0);
      expect(await store().take(reserved, rule, START + 2_000)).toBeGreaterThan(0);
      // A key with nothing counted has nothing to give back: it never goes below empty.
      const fresh = key();
      await store().refund(fresh, rule, START);
      for (let attempt = 0; attempt < 3; attempt += 1) expect(await store().take(fresh, rule, START)).toBe(0);
      expect(await store().take(fresh, rule, START)).toBeGreaterThan(0);
    }
  });

  it('admits exactly the limit when many reserve at once and the admitted give back', async () => {
    const rule: RateLimitRule = { limit: 10, windowMs: 60_000 };
    for (const [race, chosen] of [
      [key(), rule],
      [key(), { ...rule, fixedWindow: true } as const],
    ] as const) {
      // Half the admitted give their place back (a right password), so each round admits 5 more.
      const admitted = async () => {
        const waits = await Promise.all(Array.from({ length: 40 }, () => store().take(race, chosen, START)));
        const inside = waits.filter((wait) => wait === 0).length;
        await Promise.all(Array.from({ length: inside / 2 }, () => store().refund(race, chosen, START)));
        return inside;
      };
      expect(await admitted()).toBe(10);
      // Refused requests in a fixed window counted too: its refunds only bring it back to 35 of 10.
      expect(await admitted()).toBe(chosen.fixedWindow ? 0 : 5);
    }
  });

  it('admits exactly the limit when many requests race', async () => {
    const rule: RateLimitRule = { limit: 10, windowMs: 60_000 };
    for (const [race, chosen] of [
      [key(), rule],
      [key(), { ...rule, fixedWindow: true } as const],
    ] as const) {
      const waits = await Promise.all(Array.from({ length: 40 }, () => store().take(race, chosen, START)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    }
  });

  it('says whether it answers', async () => {
    expect(await store().answers()).toBe(true);
  });
}

/** What a store with a count deadline (`countDeadline`) must do: `store` counts with one of `deadlineMs`. */
export function itCountsNothingLate(store: () => RateLimitStore, deadlineMs: number): void {
  it('counts nothing that reaches it after its deadline (a stalled store resumed), and answers 503', async () => {
    const late = `test:${randomUUID()}`;
    // As if each count had been sent long ago and waited in the store's socket until now: its
    // deadline is the first thing it reads from the clock.
    const sentLongAgo = <T>(count: () => Promise<T>): Promise<T> => {
      const clock = vi.spyOn(Date, 'now').mockReturnValueOnce(Date.now() - deadlineMs - 1_000);
      try {
        return count();
      } finally {
        clock.mockRestore();
      }
    };
    for (const rule of [SLIDING, FIXED]) {
      const refused = sentLongAgo(() => store().take(late, rule, START));
      await expect(refused).rejects.toBeInstanceOf(ServiceHttpError);
      await expect(refused).rejects.toMatchObject({ statusCode: 503, code: 'unavailable' });
      await expect(sentLongAgo(() => store().record(late, rule, START))).rejects.toMatchObject({ statusCode: 503 });
      expect(await store().retryAfterMs(late, rule, START)).toBe(0);
    }
    // Sent in time, counts count.
    expect(await store().take(late, SLIDING, START)).toBe(0);
    expect(await store().retryAfterMs(late, FIXED, START)).toBe(0);
  });
}
