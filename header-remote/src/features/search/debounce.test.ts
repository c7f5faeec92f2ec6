import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

const SUGGEST = { wait: 300, maxWait: 600, leading: true } as const;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

type Run = { readonly at: number; readonly value: number };

/** Calls a debounced recorder after each gap (ms), then lets every timer run. */
function play(gaps: readonly number[], options = SUGGEST) {
  const runs: Run[] = [];
  const calls: Run[] = [];
  const debounced = debounce((value: number) => runs.push({ at: Date.now(), value }), options);
  gaps.forEach((gap, value) => {
    vi.advanceTimersByTime(gap);
    calls.push({ at: Date.now(), value });
    debounced(value);
  });
  vi.runAllTimers();
  return { runs, calls };
}

describe('debounce (leading, 300 ms, max wait 600 ms)', () => {
  it('runs a lone call at once and only once', () => {
    expect(play([0]).runs).toEqual([{ at: 0, value: 0 }]);
  });

  it('for a 10-call burst at one call per 100 ms: leading, at the 600 ms max wait, and trailing', () => {
    // "abc" … "abcdefghijkl": the calls a 12-letter word makes from its third letter.
    const { runs } = play([0, ...Array.from({ length: 9 }, () => 100)]);
    expect(runs).toEqual([
      { at: 0, value: 0 },
      { at: 600, value: 5 },
      { at: 1200, value: 9 },
    ]);
  });

  it('runs the trailing call 300 ms after the last call', () => {
    expect(play([0, 100, 100]).runs).toEqual([
      { at: 0, value: 0 },
      { at: 500, value: 2 },
    ]);
  });

  it('starts a new burst with a leading call after 300 ms of quiet', () => {
    expect(play([0, 300, 300]).runs.map((run) => run.at)).toEqual([0, 300, 600]);
  });

  it('keeps to its times when the wall clock is set back mid-burst (it reads the monotonic clock)', () => {
    const runs: number[] = [];
    const debounced = debounce((value: number) => runs.push(value), SUGGEST);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    // The computer's clock is corrected by an hour (NTP, or by hand): the trailing call still comes 300 ms on.
    vi.setSystemTime(Date.now() - 3_600_000);
    vi.advanceTimersByTime(300);
    expect(runs).toEqual([1, 2]);
  });

  it('cancel drops the pending call', () => {
    const runs: number[] = [];
    const debounced = debounce((value: number) => runs.push(value), SUGGEST);
    debounced(1);
    debounced(2);
    debounced.cancel();
    vi.runAllTimers();
    debounced(3);
    expect(runs).toEqual([1, 3]);
  });

  it('holds its rules for any pattern of calls', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 40 }), (gaps) => {
        vi.setSystemTime(0);
        const { runs, calls } = play(gaps);
        // The first call runs at once, with its own arguments.
        expect(runs[0]).toEqual(calls[0]);
        // The last call is never lost.
        expect(runs.at(-1)?.value).toBe(calls.at(-1)?.value);
        // Never more runs than calls, in order, each with the latest arguments at the time.
        expect(runs.length).toBeLessThanOrEqual(calls.length);
        runs.forEach((run, index) => {
          expect(run.value).toBeGreaterThan(runs[index - 1]?.value ?? -1);
          expect(calls[run.value]?.at).toBeLessThanOrEqual(run.at);
          for (const earlier of calls.filter((call) => call.at < run.at)) {
            expect(earlier.value).toBeLessThanOrEqual(run.value);
          }
        });
        // No call waits longer than the max wait for a run that includes it.
        for (const call of calls) {
          expect(runs.some((run) => run.at >= call.at && run.at <= call.at + 600 && run.value >= call.value)).toBe(
            true,
          );
        }
        // Calls 300 ms or more apart each run at once.
        if (gaps.slice(1).every((gap) => gap >= 300)) expect(runs).toEqual(calls);
      }),
    );
  });
});
