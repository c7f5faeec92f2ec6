import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MULTI_SEARCH_MAX_ITEMS,
  StoredMultiSearchList,
  foldAccents,
  multiSearchStorageKey,
  multiSearchUrl,
  parseMultiSearchValue,
  splitMultiSearchList,
} from './multi-search.ts';
import { SEARCH_TERM_MAX_LENGTH } from './search-term.ts';
import { sharedDataPath } from '../../test-support/shared-data.ts';

describe('splitMultiSearchList', () => {
  it('splits on newlines, underscores and commas, folding accents and dropping blanks', () => {
    expect(splitMultiSearchList('Crème fraîche\r\nsemi-skimmed milk,, eggs_ bread\n\n  ')).toEqual({
      items: ['Creme fraiche', 'semi-skimmed milk', 'eggs', 'bread'],
      truncated: false,
    });
  });

  it('cleans each item like a search term: no markup survives', () => {
    expect(splitMultiSearchList('<img src=x onerror=alert(1)>apples\n<script>x</script>pears').items).toEqual([
      'apples',
      'xpears',
    ]);
  });

  it('keeps the first 100 items and says the rest were cut', () => {
    const text = Array.from({ length: 10_000 }, (_, index) => `item ${index}`).join('\n');
    const list = splitMultiSearchList(text);
    expect(list.truncated).toBe(true);
    expect(list.items).toHaveLength(MULTI_SEARCH_MAX_ITEMS);
    expect(list.items.at(-1)).toBe('item 99');
  });

  it('is not truncated at exactly 100 items', () => {
    const text = Array.from({ length: 100 }, (_, index) => `item ${index}`).join(',');
    expect(splitMultiSearchList(text)).toMatchObject({ truncated: false });
  });

  it('handles a 1 MB paste without separators as one clean item', () => {
    const list = splitMultiSearchList('a'.repeat(1024 * 1024));
    expect(list.items).toEqual(['a'.repeat(SEARCH_TERM_MAX_LENGTH)]);
  });

  it('holds its rules for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const { items, truncated } = splitMultiSearchList(text);
        expect(items.length).toBeLessThanOrEqual(MULTI_SEARCH_MAX_ITEMS);
        expect(truncated).toBe(false);
        for (const item of items) {
          expect(item).not.toBe('');
          expect(item).not.toMatch(/[\r\n_,<>]/);
          expect(item.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
          expect(item).toBe(item.trim());
        }
        // Splitting again what was split changes nothing.
        expect(splitMultiSearchList(items.join('\n')).items).toEqual(items);
      }),
    );
  });

  it('reads real recipe ingredient lines as one item each', () => {
    const lines = readFileSync(sharedDataPath('bbc-ingredient-lines.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/[_,]/.test(line))
      .slice(0, 90);
    const { items, truncated } = splitMultiSearchList(lines.join('\n'));
    expect(truncated).toBe(false);
    expect(items.length).toBe(lines.filter((line) => /[\p{L}\p{N}]/u.test(line)).length);
  });
});

describe('the multi-search URL and storage', () => {
  it('round-trips a list through the results page URL', () => {
    const items = ['Creme fraiche', 'semi-skimmed milk', "cook's eggs"];
    const url = new URL(multiSearchUrl(items), 'https://www.fernleaf.example');
    expect(url.pathname).toBe('/ecom/shop/multi-search');
    expect(parseMultiSearchValue(url.searchParams.get('value'))).toEqual(items);
    expect(parseMultiSearchValue(null)).toEqual([]);
  });

  it('keys the stored list by customer, -1 for guests', () => {
    expect(multiSearchStorageKey('C-1001')).toBe('multisearch-C-1001');
    expect(multiSearchStorageKey(undefined)).toBe('multisearch--1');
    expect(multiSearchStorageKey('')).toBe('multisearch--1');
  });

  it('stores only lists of strings', () => {
    expect(StoredMultiSearchList.safeParse(['milk', 'eggs']).success).toBe(true);
    expect(StoredMultiSearchList.safeParse(['milk', 3]).success).toBe(false);
  });

  it('folds accents and keeps case', () => {
    expect(foldAccents('Crème Brûlée Äpfel')).toBe('Creme Brulee Apfel');
  });
});
