import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchUrl } from './routes.ts';
import { customTagsFrom, isCustomTag } from './custom-tags.ts';
import { CustomTags } from './search-query.ts';

describe('custom tags (spec section 3)', () => {
  it('are lower-case words joined by single hyphens, at most 50 characters', () => {
    for (const tag of ['christmas', 'party-food', 'x', 'buy-2-get-1', 'a'.repeat(50)])
      expect(isCustomTag(tag)).toBe(true);
    for (const tag of ['', 'Christmas', 'party food', '-party', 'party-', 'party--food', 'crème', 'a'.repeat(51)]) {
      expect(isCustomTag(tag)).toBe(false);
    }
  });

  it('are at most 10 to a search', () => {
    expect(CustomTags.safeParse(Array(10).fill('x')).success).toBe(true);
    expect(CustomTags.safeParse(Array(11).fill('x')).success).toBe(false);
  });

  it('come back from a search URL as they went in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/), { maxLength: 10 }),
        (tags) => {
          const url = new URL(searchUrl('milk', tags), 'https://www.fernleaf.example');
          expect(customTagsFrom(url.searchParams)).toEqual(tags);
        },
      ),
    );
  });

  it('read from a hand-edited URL: the valid ones, each once, at most 10', () => {
    const params = new URLSearchParams(
      ['Christmas', 'christmas', 'christmas', 'a b', ...Array.from({ length: 12 }, (_, i) => `t${i}`)]
        .map((tag) => `customTags=${encodeURIComponent(tag)}`)
        .join('&'),
    );
    expect(customTagsFrom(params)).toEqual(['christmas', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
  });

  it('never take long to check, whatever the string', () => {
    const started = performance.now();
    isCustomTag(`${'a-'.repeat(24)}!`);
    isCustomTag('a'.repeat(100_000));
    // A pattern that backtracks takes minutes on these; a linear one, microseconds. The bound only
    // tells the two apart, with room for a machine at any load.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
