/**
 * The bench measures the production build. It reuses header-remote/dist and
 * shell-host/dist when they are newer than every source they are built from,
 * and builds (scripts/build.ts, as the test command does) otherwise.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from '../../../scripts/build.ts';

/** What the two builds are made from. */
export const BUILD_INPUTS = [
  'header-remote/src',
  'header-remote/webpack.config.ts',
  'header-remote/release',
  'header-remote/package.json',
  'shell-host/src',
  'shell-host/webpack.config.ts',
  'shell-host/package.json',
  'shared-contracts/src',
  'webpack.config.ts',
  'pnpm-lock.yaml',
];
/** Written last by each build. */
export const BUILD_OUTPUTS = ['header-remote/dist/release.json', 'shell-host/dist/index.html'];

/** The newest modification time under `target` (a file or a folder), or undefined when it does not exist. */
export function newestMtime(target: string): number | undefined {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    const inner = newestMtime(path.join(target, entry));
    if (inner !== undefined && inner > newest) newest = inner;
  }
  return newest;
}

/** True when both builds exist and are newer than all of their inputs. */
export function isBuildFresh(root: string): boolean {
  const built = BUILD_OUTPUTS.map((file) => newestMtime(path.join(root, file)));
  if (built.some((time) => time === undefined)) return false;
  const oldestOutput = Math.min(...(built as number[]));
  return BUILD_INPUTS.every((input) => (newestMtime(path.join(root, input)) ?? 0) <= oldestOutput);
}

export type BuildChoice = 'auto' | 'always' | 'never';

/** Builds when asked or when stale; resolves with what was done. */
export async function ensureBuild(root: string, choice: BuildChoice): Promise<'built' | 'reused'> {
  if (choice === 'never' || (choice === 'auto' && isBuildFresh(root))) return 'reused';
  const code = await buildApps();
  if (code !== 0) throw new Error(`The production build failed (exit code ${code})`);
  return 'built';
}
