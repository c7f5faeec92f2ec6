/**
 * Command 2 of the README: every check, in the order CI runs them, stopping at
 * the first failure. Services tests run on PGlite and, when DATABASE_URL is set
 * or a PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build.ts';
import { bin, ROOT, run } from './processes.ts';

const TYPED_PACKAGES = [
  '.',
  'shared-contracts',
  'header-remote',
  'shell-host',
  'services',
  'storybook',
  'e2e',
  'bench',
];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps: { name: string; run: () => Promise<number> }[] = [
  { name: 'lint', run: () => run(bin('.', 'eslint'), ['--max-warnings', '0', '.']) },
  { name: 'format', run: () => run(bin('.', 'prettier'), ['--check', '--log-level', 'warn', '.']) },
  {
    name: 'types',
    run: async () => {
      for (const pkg of TYPED_PACKAGES) {
        const code = await run(bin('.', 'tsc'), ['--noEmit', '-p', path.join(ROOT, pkg)]);
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  { name: 'build', run: buildApps },
  { name: 'unit, component and services tests', run: () => run(bin('.', 'vitest'), ['run']) },
  {
    name: 'storybook build',
    run: () =>
      run(bin('storybook', 'storybook'), ['build', '--quiet', '-o', 'storybook-static'], {
        cwd: path.join(ROOT, 'storybook'),
      }),
  },
  {
    name: 'end-to-end (Chromium)',
    run: async () => {
      if (!existsSync(chromium)) {
        console.error(
          `No Chromium at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH; .ci/run does this.`,
        );
        return 1;
      }
      return run(bin('e2e', 'playwright'), ['test'], { cwd: path.join(ROOT, 'e2e') });
    },
  },
];

const timings: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const code = await step.run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${code === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  if (code !== 0) {
    console.error(`\n${timings.join('\n')}\n\nFailed at: ${step.name}`);
    process.exit(code);
  }
}
console.log(`\n${timings.join('\n')}\n\nAll checks passed.`);
