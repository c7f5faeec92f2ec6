import { LRUCache } from 'lru-cache';

/**
 * What the server keeps between renders: answers that are the same for many
 * shoppers (the taxonomy for everyone, the seasonal menu for every guest on a
 * page), so a page view does not wait for a services call it made a moment ago.
 * Both kinds are `lru-cache`'s: at most `maxEntries` keys, the least recently
 * used going first, so no request can grow them without bound.
 */
export type ServerCache<T> = {
  /**
   * The value for `key`: from memory while fresh; while stale, the stale value
   * at once and one load in the background to refresh it; else from `load`,
   * one load shared by the renders that ask meanwhile. Null when there is no
   * value and the load fails; a failure is never kept, so the next render asks
   * again (and a stale value is kept through a failed refresh). Never rejects.
   */
  get(key: string, load: () => Promise<T>): Promise<T | null>;
};

export type ServerCacheOptions = {
  /** How long a value is fresh: it is stale once older than this. */
  readonly maxAgeMs: number;
  /** How long past fresh a value may still be served while it is refreshed (0: never). */
  readonly staleMs?: number;
  /** At most this many keys are kept. */
  readonly maxEntries?: number;
  /** The clock, in milliseconds (tests move it; it must not read 0, which lru-cache takes for "no age"). */
  readonly now?: () => number;
};

export function createServerCache<T extends object>({
  maxAgeMs,
  staleMs = 0,
  maxEntries = 256,
  now = Date.now,
}: ServerCacheOptions): ServerCache<T> {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: maxEntries,
    ttl: maxAgeMs,
    ttlResolution: 0,
    perf: { now },
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, load) {
      // Within the stale window: the stale value now, its refresh in the background, and the
      // stale value again should that refresh fail. Past it: wait for a fresh one.
      const servable = cache.getRemainingTTL(key) > -staleMs;
      try {
        const value = await cache.fetch(key, {
          context: load,
          allowStale: servable,
          allowStaleOnFetchRejection: servable,
        });
        return value ?? null;
      } catch {
        return null;
      }
    },
  };
}

/** A value kept by key for a while: `get` answers undefined once it is older than `maxAgeMs`. */
export type Memo<T> = { get(key: string): T | undefined; set(key: string, value: T): void };

export function createMemo<T extends object>({
  maxAgeMs,
  maxEntries = 256,
  now = Date.now,
}: Omit<ServerCacheOptions, 'staleMs'>): Memo<T> {
  return new LRUCache<string, T>({ max: maxEntries, ttl: maxAgeMs, ttlResolution: 0, perf: { now } });
}
