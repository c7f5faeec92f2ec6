// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('keeps the host’s memory flat over 100 releases of the remote: each replaced release is freed', () => {
  // A process of its own, so a forced collection measures this renderer alone (testing/release-soak.ts).
  const script = path.join(import.meta.dirname, 'testing', 'release-soak.ts');
  const output = execFileSync(process.execPath, ['--expose-gc', script], { encoding: 'utf8' });
  const { early, late, instances } = JSON.parse(output) as { early: number; late: number; instances: number };
  // Each release holds 2 MB: 100 kept would add 200 MB; freed, the heap moves by a few MB.
  expect(late - early).toBeLessThan(40 * 1024 * 1024);
  expect(instances).toBeLessThanOrEqual(2);
});
