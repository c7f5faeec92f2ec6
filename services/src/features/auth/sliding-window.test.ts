import { describe, expect, it } from 'vitest';
import { SlidingWindowCounter } from './sliding-window.ts';

describe('SlidingWindowCounter', () => {
  it('allows the limit, then says how long until the oldest event ages out', () => {
    const counter = new SlidingWindowCounter({ limit: 3, windowMs: 1000 });
    for (const at of [0, 100, 200]) {
      expect(counter.retryAfterMs('k', at)).toBe(0);
      counter.record('k', at);
    }
    expect(counter.retryAfterMs('k', 300)).toBe(700);
    expect(counter.retryAfterMs('other', 300)).toBe(0);
    expect(counter.retryAfterMs('k', 1000)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const counter = new SlidingWindowCounter({ limit: 1, windowMs: 1000 });
    counter.record('k', 0);
    expect(counter.retryAfterMs('k', 1)).toBeGreaterThan(0);
    counter.reset('k');
    expect(counter.retryAfterMs('k', 1)).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the least recently recorded', () => {
    const counter = new SlidingWindowCounter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    counter.record('a', 0);
    counter.record('b', 0);
    counter.record('a', 0);
    counter.record('c', 0);
    expect(counter.retryAfterMs('b', 1)).toBe(0);
    expect(counter.retryAfterMs('a', 1)).toBeGreaterThan(0);
    expect(counter.retryAfterMs('c', 1)).toBeGreaterThan(0);
  });
});
