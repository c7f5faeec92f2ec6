/**
 * A clock that runs with real time but can be moved forward (e.g. past a
 * session's expiry). `start` sets where it stands when created and after each
 * reset, for suites whose demo data depends on the time of day.
 */
export type TestClock = {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
};

export function createTestClock(start?: Date): TestClock {
  const baseline = start ? start.getTime() - Date.now() : 0;
  let offset = baseline;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = baseline;
    },
  };
}
