import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * The repository's Markdown is for people, and a person reads it in a day: at most 30,000 words
 * in all, counted as `wc -w` counts. A section a program writes (the bench's latest figures) sits
 * between `<!-- name:start -->` and `<!-- name:end -->` and is not counted: it is data, rendered.
 */
const MAX_WORDS = 30_000;

const GENERATED = /<!-- ([\w:-]+):start -->[\s\S]*?<!-- \1:end -->/g;

export function markdownWords(text: string): number {
  return text.replace(GENERATED, ' ').split(/\s+/).filter(Boolean).length;
}

const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

describe('the Markdown', () => {
  it('counts words as wc -w does, leaving out what a program writes', () => {
    expect(markdownWords('# A title\n\nTwo  words.\n')).toBe(5);
    expect(markdownWords('one <!-- bench:latest:start -->\n| a | b |\n<!-- bench:latest:end --> two')).toBe(2);
    // An unclosed marker hides nothing.
    expect(markdownWords('<!-- x:start --> three more words')).toBe(6);
  });

  it(`is at most ${MAX_WORDS.toLocaleString('en-GB')} words in all`, () => {
    const counts = tracked.map((file) => ({ file, words: markdownWords(readFileSync(path.join(ROOT, file), 'utf8')) }));
    const total = counts.reduce((sum, { words }) => sum + words, 0);
    const largest = counts
      .sort((a, b) => b.words - a.words)
      .slice(0, 8)
      .map(({ file, words }) => `${words} ${file}`)
      .join('\n');
    expect(total, `the largest files:\n${largest}`).toBeLessThanOrEqual(MAX_WORDS);
  });
});
