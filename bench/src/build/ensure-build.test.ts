import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_OUTPUTS, isBuildFresh } from './ensure-build.ts';

/** Stamps a folder and everything in it (a folder's own time changes when files are added). */
function stampAll(target: string, time: number): void {
  if (statSync(target).isDirectory()) for (const entry of readdirSync(target)) stampAll(path.join(target, entry), time);
  utimesSync(target, time, time);
}

/** A fake repository with every input and output file, all stamped at `time` seconds. */
function fakeRepo(time: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  for (const file of [
    ...BUILD_INPUTS.map((input) => (path.extname(input) ? input : `${input}/x.ts`)),
    ...BUILD_OUTPUTS,
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  stampAll(root, time);
  return root;
}

const touch = (root: string, file: string, time: number) => {
  writeFileSync(path.join(root, file), 'changed');
  utimesSync(path.join(root, file), time, time);
};

describe('reusing the production build', () => {
  it('reuses a build newer than all of its sources', () => {
    const root = fakeRepo(1000);
    for (const output of BUILD_OUTPUTS) touch(root, output, 2000);
    expect(isBuildFresh(root)).toBe(true);
  });

  it('rebuilds when any source, however deep, changed after the build', () => {
    const root = fakeRepo(1000);
    mkdirSync(path.join(root, 'header-remote/src/features/deep'), { recursive: true });
    writeFileSync(path.join(root, 'header-remote/src/features/deep/new.tsx'), '');
    stampAll(root, 1000);
    for (const output of BUILD_OUTPUTS) touch(root, output, 2000);
    expect(isBuildFresh(root)).toBe(true);
    touch(root, 'header-remote/src/features/deep/new.tsx', 3000);
    expect(isBuildFresh(root)).toBe(false);
  });

  it('rebuilds when one of the two builds is missing', () => {
    const root = fakeRepo(1000);
    for (const output of BUILD_OUTPUTS) touch(root, output, 2000);
    rmSync(path.join(root, BUILD_OUTPUTS[1] ?? ''));
    expect(isBuildFresh(root)).toBe(false);
  });
});
