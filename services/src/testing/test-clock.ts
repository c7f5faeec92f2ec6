/**
 * A clock that runs with real time but can be moved forward (e.g. past a
 * session's expiry). `start` sets where it stands when created and after each
 * reset, for suites whose demo data depends on the time of day. `stop()` holds it
 * still until the next reset: a test that checks a window to the second must not
 * depend on how long the machine took between two steps.
 */
export type TestClock = {
  now(): Date;
  advance(ms: number): void;
  stop(): void;
  reset(): void;
};

export function createTestClock(start?: Date): TestClock {
  const baseline = start ? start.getTime() - Date.now() : 0;
  let offset = baseline;
  let stoppedAt: number | undefined;
  return {
    now: () => new Date((stoppedAt ?? Date.now()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    stop: () => {
      stoppedAt ??= Date.now();
    },
    reset: () => {
      offset = baseline;
      stoppedAt = undefined;
    },
  };
}
