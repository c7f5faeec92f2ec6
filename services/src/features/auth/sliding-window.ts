/**
 * Counts events per key over a sliding window, in memory. One process only:
 * several service processes would each allow the limit (documented in
 * docs/auth.md). Keys are dropped once their events age out, and the map is
 * capped so a flood of distinct keys cannot grow memory without bound.
 */
export class SlidingWindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #events = new Map<string, number[]>();

  constructor(options: { limit: number; windowMs: number; maxKeys?: number }) {
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  /** Milliseconds until `key` may act again; 0 while under the limit. */
  retryAfterMs(key: string, now: number): number {
    const events = this.#live(key, now);
    if (events.length < this.#limit) return 0;
    const oldestCounted = events[events.length - this.#limit] ?? now;
    return Math.max(1, oldestCounted + this.#windowMs - now);
  }

  record(key: string, now: number): void {
    const events = this.#live(key, now);
    events.push(now);
    this.#events.delete(key);
    this.#events.set(key, events.slice(-this.#limit));
    // Maps iterate in insertion order, so the first key is the least recently recorded.
    while (this.#events.size > this.#maxKeys) {
      const oldest = this.#events.keys().next().value;
      if (oldest === undefined) break;
      this.#events.delete(oldest);
    }
  }

  reset(key: string): void {
    this.#events.delete(key);
  }

  #live(key: string, now: number): number[] {
    const events = (this.#events.get(key) ?? []).filter((at) => at > now - this.#windowMs);
    if (events.length === 0) this.#events.delete(key);
    return events;
  }
}
