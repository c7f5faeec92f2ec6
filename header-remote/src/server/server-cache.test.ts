// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createServerCache } from './server-cache.ts';

describe('createServerCache', () => {
  it('keeps at most maxEntries keys: a key pushed out is loaded again, the ones kept are not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[a-e]$/), { maxLength: 40 }), async (keys) => {
        const cache = createServerCache<string>({ maxAgeMs: 60_000, maxEntries: 3, now: () => 0 });
        const loads: string[] = [];
        /** The model: the last three distinct keys written, oldest first. */
        let kept: string[] = [];
        for (const key of keys) {
          const loadsBefore = loads.length;
          const value = await cache.get(key, async () => {
            loads.push(key);
            return `value of ${key}`;
          });
          expect(value).toBe(`value of ${key}`);
          const wasKept = kept.includes(key);
          expect(loads.slice(loadsBefore)).toEqual(wasKept ? [] : [key]);
          if (!wasKept) kept = [...kept, key].slice(-3);
        }
      }),
    );
  });

  it('serves a stale value at once while one refresh runs, and a fresh one after it', async () => {
    let now = 0;
    const cache = createServerCache<number>({ maxAgeMs: 10, staleMs: 100, now: () => now });
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.get('k', load)).toBe(1);
    now = 50;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toBe(2);
    now = 500;
    expect(await cache.get('k', load)).toBe(3);
  });

  it('shares one load between callers, keeps no failure and never rejects', async () => {
    const cache = createServerCache<string>({ maxAgeMs: 1000, now: () => 0 });
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await Promise.all([cache.get('k', failing), cache.get('k', failing)])).toEqual([null, null]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
