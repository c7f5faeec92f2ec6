/**
 * Command 2 of the README: every check, in the order CI runs them, stopping at
 * the first failed stage. Services tests run on PGlite and, when DATABASE_URL is set
 * or a PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL too.
 *
 * CI has two cores. The first stage's checks (lint, format, types, the builds) are
 * independent and mostly single-threaded, so they run at the same time: each one's
 * output is kept and printed whole, under its name, when it ends. The tests, which
 * use both cores by themselves, then run one after the other with their output live.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build.ts';
import { bin, ROOT, run } from './processes.ts';
import { TEST_CHROMIUM_PATH } from '../test-support/chromium.ts';

const TYPED_PACKAGES = [
  '.',
  'shared-contracts',
  'header-loader',
  'header-remote',
  'shell-host',
  'services',
  'server-telemetry',
  'storybook',
  'e2e',
  'bench',
];

/** Where a step's output goes: live to the terminal, or kept to be printed whole. */
type Output = { readonly write: (chunk: Buffer | string) => void };
type Step = { readonly name: string; readonly run: (output: Output) => Promise<number> };

const live: Output = { write: (chunk) => process.stdout.write(chunk) };

/** Runs a command with its stdout and stderr sent to `output`; resolves with its exit code. */
function runTo(output: Output, command: string, args: readonly string[], cwd = ROOT): Promise<number> {
  if (output === live) return run(command, args, { cwd });
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd });
    child.stdout.on('data', output.write);
    child.stderr.on('data', output.write);
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      output.write(`${error.message}\n`);
      resolve(1);
    });
  });
}

/** Type-checks every package, two at a time; the failures are the ones tsc printed. */
async function typecheck(output: Output): Promise<number> {
  const queue = [...TYPED_PACKAGES];
  const results: { pkg: string; code: number; text: string }[] = [];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg !== undefined; pkg = queue.shift()) {
      const chunks: string[] = [];
      const code = await runTo({ write: (chunk) => chunks.push(chunk.toString()) }, bin('.', 'tsc'), [
        '--noEmit',
        '-p',
        path.join(ROOT, pkg),
      ]);
      results.push({ pkg, code, text: chunks.join('') });
    }
  };
  await Promise.all([worker(), worker()]);
  for (const result of results) {
    if (result.code !== 0) output.write(`tsc -p ${result.pkg} failed:\n${result.text}\n`);
  }
  return results.some((result) => result.code !== 0) ? 1 : 0;
}

/** buildApps() prints through run(), which inherits stdio: alongside other steps it runs in a child, to keep its output. */
const build = (output: Output) =>
  output === live ? buildApps() : runTo(output, process.execPath, [path.join(ROOT, 'scripts', 'build.ts')]);

/**
 * .ci/run installs the tests' browsers from Debian in the background, beside the checks
 * before them, and names a file that appears with the install's exit status when it ends: wait for it.
 */
async function browsersInstalled(output: Output): Promise<number> {
  const ready = process.env.E2E_BROWSERS_READY;
  if (ready === undefined) return 0;
  const waited = performance.now();
  while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 1000));
  const written = Number(readFileSync(ready, 'utf8').trim());
  const status = Number.isInteger(written) ? written : 1;
  output.write(
    `Browsers from Debian: ${status === 0 ? 'installed' : `install failed (exit ${status})`}, waited ${seconds(waited)} s.\n`,
  );
  return status;
}

/** 0 once the browsers are installed and Chromium is where the tests look for it; else why not, and 1. */
async function chromiumReady(output: Output): Promise<number> {
  const installed = await browsersInstalled(output);
  if (installed !== 0) return installed;
  if (existsSync(TEST_CHROMIUM_PATH)) return 0;
  output.write(
    `No Chromium at ${TEST_CHROMIUM_PATH}. Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH; .ci/run does this.\n`,
  );
  return 1;
}

/** Each stage's steps run at the same time; a stage starts only when the one before passed. */
const stages: Step[][] = [
  [
    { name: 'types', run: typecheck },
    { name: 'build', run: build },
    { name: 'lint', run: (output) => runTo(output, bin('.', 'eslint'), ['--max-warnings', '0', '.']) },
    { name: 'format', run: (output) => runTo(output, bin('.', 'prettier'), ['--check', '--log-level', 'warn', '.']) },
    {
      name: 'storybook build',
      run: (output) =>
        runTo(
          output,
          bin('storybook', 'storybook'),
          ['build', '--quiet', '-o', 'storybook-static'],
          path.join(ROOT, 'storybook'),
        ),
    },
  ],
  [
    {
      name: 'unit, component and services tests',
      // The component tests of what the browser itself does run in Chromium (header-remote/vitest.browser.config.ts).
      run: async (output) => (await chromiumReady(output)) || runTo(output, bin('.', 'vitest'), ['run']),
    },
  ],
  [
    {
      name: 'end-to-end (Chromium)',
      run: (output) => runTo(output, bin('e2e', 'playwright'), ['test'], path.join(ROOT, 'e2e')),
    },
  ],
];

const timings: string[] = [];
const wallStarted = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

for (const stage of stages) {
  const alone = stage.length === 1;
  if (!alone) console.log(`\n▶ at the same time: ${stage.map((step) => step.name).join(', ')}`);
  const results = await Promise.all(
    stage.map(async (step) => {
      if (alone) console.log(`\n▶ ${step.name}`);
      const chunks: (Buffer | string)[] = [];
      const output: Output = alone ? live : { write: (chunk) => chunks.push(chunk) };
      const started = performance.now();
      const code = await step.run(output).catch((error: unknown) => {
        output.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        return 1;
      });
      const line = `${code === 0 ? '✔' : '✘'} ${step.name} (${seconds(started)} s)`;
      if (!alone) {
        // The whole of one step's output at once, so concurrent steps never interleave.
        process.stdout.write(`\n▶ ${line}\n`);
        for (const chunk of chunks) process.stdout.write(chunk);
      }
      timings.push(line);
      return { step, code };
    }),
  );
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) {
    console.error(
      `\n${timings.join('\n')}\n\nFailed at: ${failed.map((result) => result.step.name).join(', ')} (${seconds(wallStarted)} s in all)`,
    );
    process.exit(failed[0]?.code ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\n\nAll checks passed in ${seconds(wallStarted)} s.`);
