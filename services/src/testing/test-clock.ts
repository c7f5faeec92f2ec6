/** A clock that runs with real time but can be moved forward (e.g. past a session's expiry). */
export type TestClock = {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
};

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
