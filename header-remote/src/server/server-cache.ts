/**
 * What the server keeps between renders: answers that are the same for many
 * shoppers (the taxonomy for everyone, the seasonal menu for every guest on a
 * page), so a page view does not wait for a services call it made a moment ago.
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
  /** How long a value is fresh. */
  readonly maxAgeMs: number;
  /** How long past fresh a value may still be served while it is refreshed (0: never). */
  readonly staleMs?: number;
  /** At most this many keys are kept (the oldest written goes first): no request can grow it without bound. */
  readonly maxEntries?: number;
  readonly now?: () => number;
};

export function createServerCache<T>({
  maxAgeMs,
  staleMs = 0,
  maxEntries = 256,
  now = Date.now,
}: ServerCacheOptions): ServerCache<T> {
  const loaded = new Map<string, { readonly value: T; readonly at: number }>();
  const loading = new Map<string, Promise<T | null>>();

  const keep = (key: string, value: T) => {
    loaded.delete(key);
    loaded.set(key, { value, at: now() });
    for (const oldest of loaded.keys()) {
      if (loaded.size <= maxEntries) break;
      loaded.delete(oldest);
    }
  };

  const startLoad = (key: string, load: () => Promise<T>): Promise<T | null> => {
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then(
          (value) => {
            keep(key, value);
            return value;
          },
          () => null,
        )
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    get(key, load) {
      const entry = loaded.get(key);
      const age = entry === undefined ? Infinity : now() - entry.at;
      if (entry && age < maxAgeMs) return Promise.resolve(entry.value);
      if (entry && age < maxAgeMs + staleMs) {
        void startLoad(key, load);
        return Promise.resolve(entry.value);
      }
      return startLoad(key, load);
    },
  };
}

/** A value kept by key for a while: `get` answers undefined once it is older than `maxAgeMs`. */
export type Memo<T> = { get(key: string): T | undefined; set(key: string, value: T): void };

export function createMemo<T>({
  maxAgeMs,
  maxEntries = 256,
  now = Date.now,
}: Omit<ServerCacheOptions, 'staleMs'>): Memo<T> {
  const kept = new Map<string, { readonly value: T; readonly at: number }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (entry === undefined) return undefined;
      if (now() - entry.at < maxAgeMs) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key, value) {
      kept.delete(key);
      kept.set(key, { value, at: now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
    },
  };
}
