// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it(
  'keeps the host’s memory flat over 25 releases of the remote: each replaced release and its worker are freed',
  { timeout: 60_000 },
  () => {
    // A process of its own, so a forced collection measures this renderer alone (testing/release-soak.ts).
    const script = path.join(import.meta.dirname, 'testing', 'release-soak.ts');
    const output = execFileSync(process.execPath, ['--expose-gc', script], { encoding: 'utf8' });
    const { early, late, workers } = JSON.parse(output) as { early: number; late: number; workers: number };
    // Each release's entry is 2 MB: 20 kept would add 40 MB; freed, the heap moves by a few MB.
    expect(late - early).toBeLessThan(20 * 1024 * 1024);
    // The release serving, and the one before it to step back to.
    expect(workers).toBeLessThanOrEqual(2);
  },
);
