import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * The README is the first page a newcomer reads: short, and every file it names
 * there to be opened. Links must resolve; so must every path it quotes in backticks, read from
 * the repository root, or from an app's folder for its `src/…` (the Layout section's convention).
 */
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** At most 12 KB: what it is, the two commands, the layout and links; detail lives in docs/. */
const MAX_BYTES = 12 * 1024;

/** Quoted names that are not files in the repository, and why. */
const NOT_FILES = new Map<RegExp, string>([
  [/^header\/(Header|mount|Footer)$/, 'modules the remote exposes, by their federation names'],
  [/^(\/ecom|\/usr\/bin\/chromium(-headless-shell)?)$/, 'a URL path and the machine’s Chromium'],
  [/^dist\//, 'build output, made by `npm test` and `npm start`'],
  [/\.data\//, 'the embedded database, made at the first start'],
  [/^\.production\//, 'the production start’s certificate, keys and secrets, made at its first start'],
  [/^@|^npx /, 'package names and commands'],
]);

/** The apps whose `src/…` the Layout section names without their folder. */
const APPS = ['header-remote', 'shell-host'];

const quotedPaths = [...README.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((quoted) => quoted.includes('/') && ![...NOT_FILES.keys()].some((pattern) => pattern.test(quoted)));

const linkTargets = [...README.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
  .map((match) => match[1] ?? '')
  .filter((target) => !/^[a-z]+:/i.test(target));

/** Where a quoted path is, or undefined: `<placeholder>` segments stand for any one folder. */
function locate(quoted: string): string | undefined {
  const literal = quoted.split('/<')[0] ?? quoted;
  const bases = quoted.startsWith('src/') ? APPS.map((app) => path.join(ROOT, app)) : [ROOT];
  return bases.map((base) => path.join(base, literal)).find((candidate) => existsSync(candidate));
}

describe('the README', () => {
  it(`is at most ${MAX_BYTES / 1024} KB`, () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('links only to files that exist', () => {
    expect(linkTargets.length).toBeGreaterThan(5);
    expect(linkTargets.filter((target) => !existsSync(path.join(ROOT, target)))).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(quotedPaths.length).toBeGreaterThan(10);
    expect(quotedPaths.filter((quoted) => locate(quoted) === undefined)).toEqual([]);
  });
});
