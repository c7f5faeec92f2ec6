// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemo, createServerCache } from './server-cache.ts';

/** The clock starts well past 0 (lru-cache reads a start of 0 as "never expires"). */
const START = 1_000_000;

describe('createServerCache', () => {
  it('keeps at most maxEntries keys: the least recently used goes first, and is loaded again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[a-e]$/), { maxLength: 40 }), async (keys) => {
        const cache = createServerCache<{ key: string }>({ maxAgeMs: 60_000, maxEntries: 3, now: () => START });
        const loads: string[] = [];
        /** The model: the last three distinct keys asked for, least recently used first. */
        let kept: string[] = [];
        for (const key of keys) {
          const loadsBefore = loads.length;
          const value = await cache.get(key, async () => {
            loads.push(key);
            return { key };
          });
          expect(value).toEqual({ key });
          const wasKept = kept.includes(key);
          expect(loads.slice(loadsBefore)).toEqual(wasKept ? [] : [key]);
          kept = [...kept.filter((k) => k !== key), key].slice(-3);
        }
      }),
    );
  });

  it('serves a stale value at once while one refresh runs, a fresh one after it, and waits once past the stale window', async () => {
    let now = START;
    const cache = createServerCache<{ version: number }>({ maxAgeMs: 10, staleMs: 100, now: () => now });
    let version = 0;
    const load = vi.fn(async () => ({ version: ++version }));
    expect(await cache.get('k', load)).toEqual({ version: 1 });
    now += 50;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([{ version: 1 }, { version: 1 }]);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', load)).toEqual({ version: 2 });
    now += 500;
    expect(await cache.get('k', load)).toEqual({ version: 3 });
  });

  it('keeps a stale value through a failed refresh, but not one past the stale window', async () => {
    let now = START;
    const cache = createServerCache<{ up: boolean }>({ maxAgeMs: 10, staleMs: 100, now: () => now });
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    await cache.get('k', async () => ({ up: true }));
    now += 50;
    expect(await cache.get('k', failing)).toEqual({ up: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', failing)).toEqual({ up: true });
    now += 500;
    expect(await cache.get('k', failing)).toBeNull();
  });

  it('shares one load between callers, keeps no failure and never rejects', async () => {
    const cache = createServerCache<{ up: boolean }>({ maxAgeMs: 1000, now: () => START });
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await Promise.all([cache.get('k', failing), cache.get('k', failing)])).toEqual([null, null]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', async () => ({ up: true }))).toEqual({ up: true });
  });
});

describe('createMemo', () => {
  it('answers a value until it is older than maxAgeMs, then undefined', () => {
    let now = START;
    const memo = createMemo<{ html: string }>({ maxAgeMs: 100, now: () => now });
    memo.set('page', { html: '<header>' });
    now += 100;
    expect(memo.get('page')).toEqual({ html: '<header>' });
    now += 1;
    expect(memo.get('page')).toBeUndefined();
  });
});
