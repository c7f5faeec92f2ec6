import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * A decision says its context, the choice and its consequences in at most 400 words, so all of them stay readable;
 * measured figures live in bench/README.md and are linked, not copied.
 */
const DIR = path.join(ROOT, 'docs', 'decisions');

/** Counted as `wc -w` counts: runs of anything but whitespace, headings included. */
const MAX_WORDS = 400;

/** The three sections every decision has, in this order. */
const SECTIONS = ['## Context', '## Decision', '## Consequences'];

const files = readdirSync(DIR)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .sort();

const read = (name: string): string => readFileSync(path.join(DIR, name), 'utf8');

describe('the decisions', () => {
  it('are there', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)(`%s is at most ${MAX_WORDS} words`, (name) => {
    expect(read(name).split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(MAX_WORDS);
  });

  it.each(files)('%s starts with a title carrying its number', (name) => {
    const number = name.slice(0, 3);
    expect(read(name).split('\n')[0]).toMatch(new RegExp(`^# ${number}: \\S`));
  });

  it.each(files)('%s has context, decision and consequences, in order', (name) => {
    const headings = read(name)
      .split('\n')
      .filter((line) => SECTIONS.includes(line.trim()));
    expect(headings.map((line) => line.trim())).toEqual(SECTIONS);
  });

  it('are each listed once in the README', () => {
    const listed = [...read('README.md').matchAll(/^- (\d{3}):/gm)].map((match) => match[1]);
    expect(listed).toEqual(files.map((name) => name.slice(0, 3)));
  });
});
