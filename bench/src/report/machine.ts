import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM_PATH } from '../browser/chromium.ts';
import type { Machine } from './results.ts';

/** The machine the figures were taken on: timings only compare within one run on one machine. */
export function describeMachine(): Machine {
  let chromium = 'not found';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      // Debian's wrapper script prints shell noise on stderr.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as not found
  }
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
