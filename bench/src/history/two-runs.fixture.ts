import type { RunLine } from './run-line.ts';

const run = (date: string, ratios: Record<string, number>, dirty = false): RunLine => ({
  date,
  commit: { hash: `${date.slice(8, 10)}cafe0123456789`, dirty },
  machine: {
    cpu: 'cpu',
    cores: 2,
    memoryGiB: 24,
    os: 'Linux',
    node: 'v24',
    chromium: 'Chromium',
    loadAverageAtStart: [1.5, 1, 1],
  },
  command: 'npm run bench',
  seconds: 900,
  complete: true,
  options: { parts: ['weight', 'transfer', 'page', 'interaction', 'render', 'services'], quick: false },
  ratios,
  rows: [],
});

/** Two complete runs a day apart, the second from a dirty tree, with some of the main ratios. */
export const twoRuns: readonly RunLine[] = [
  run('2026-12-01T10:00:00.000Z', { lcpOverFloor: 1.2, searchFirstTouch: 25 }),
  run('2026-12-02T10:00:00.000Z', { lcpOverFloor: 1.05, searchFirstTouch: 12, navigationToInteractive: 40 }, true),
];
