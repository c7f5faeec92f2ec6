import { describe, expect, it } from 'vitest';
import { keepingSoak, withSoakOf } from './latest-soak.ts';
import type { BenchResults } from './results.ts';
import type { SoakReport } from '../soak/soak.ts';

const machine = {
  cpu: 'cpu',
  cores: 2,
  memoryGiB: 24,
  os: 'Linux',
  node: 'v24',
  chromium: 'Chromium',
  loadAverageAtStart: [1],
};
const soak: SoakReport = { minutes: 60, kinds: [], memory: [] };
const complete: BenchResults = {
  date: '2026-11-28T11:34:00.000Z',
  machine,
  command: 'npm run bench',
  seconds: 1636,
  build: 'reused',
  errors: [],
};
const soakOnly: BenchResults = {
  date: '2026-11-29T05:00:00.000Z',
  machine: { ...machine, loadAverageAtStart: [3.5] },
  command: 'npm run bench -- --only soak --soak-minutes 60',
  seconds: 3700,
  build: 'reused',
  soak: { ...soak, configuration: 'development' },
  errors: [],
};
const ranApart = {
  date: soakOnly.date,
  command: soakOnly.command,
  seconds: 3700,
  loadAverageAtStart: [3.5],
};

describe('the soak in the latest results', () => {
  it('comes from a soak run on its own, saying when and how it ran, the other parts left as they were', () => {
    const latest = withSoakOf(complete, soakOnly);
    expect(latest).toEqual({ ...complete, soak: { ...soakOnly.soak, ranApart } });
  });

  it('stays when a complete run did not soak, and goes when it did', () => {
    const withSoak = withSoakOf(complete, soakOnly);
    const next = { ...complete, date: '2026-11-30T00:00:00.000Z' };
    expect(keepingSoak(next, withSoak).soak).toEqual({ ...soakOnly.soak, ranApart });
    const soaked = { ...next, soak: { ...soak, minutes: 10 } };
    expect(keepingSoak(soaked, withSoak).soak).toEqual(soaked.soak);
  });

  it('keeps a soak that ran with the other parts as one run apart from the next', () => {
    const together = { ...complete, soak };
    expect(keepingSoak({ ...complete, date: '2026-11-30T00:00:00.000Z' }, together).soak?.ranApart).toEqual({
      date: complete.date,
      command: complete.command,
      seconds: complete.seconds,
      loadAverageAtStart: [1],
    });
  });
});
