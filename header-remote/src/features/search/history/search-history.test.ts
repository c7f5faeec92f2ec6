import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH, normaliseSearchTerm } from '@grocer/shared-contracts/domain';
import { createLogger } from '../../../lib/logger.ts';
import { readSearchHistory, searchHistoryKey, writeSearchHistory } from './history-storage.ts';
import {
  SEARCH_HISTORY_MAX_TERMS,
  addToHistory,
  removeFromHistory,
  shownHistory,
  tidyHistory,
} from './search-history.ts';

const term = fc.oneof(
  fc.constantFrom('milk', 'Milk', 'MILK', 'eggs', 'semi-skimmed milk', '  ', '', 'crème fraîche', "cook's"),
  fc.string({ maxLength: 30 }),
);
const history = fc.array(term, { maxLength: 80 }).map(tidyHistory);
const lower = (text: string) => text.toLocaleLowerCase('en-GB');

describe('search history rules', () => {
  it('puts a new term first, without its earlier copy in another case', () => {
    expect(addToHistory(['eggs', 'Milk', 'bread'], 'milk')).toEqual(['milk', 'eggs', 'bread']);
  });

  it('saves nothing for an empty search', () => {
    expect(addToHistory(['eggs'], '   ')).toEqual(['eggs']);
    expect(addToHistory(['eggs'], '<b></b>')).toEqual(['eggs']);
  });

  it('trims to 59 before adding, so 60 remain', () => {
    const full = Array.from({ length: 60 }, (_, index) => `term ${index}`);
    const next = addToHistory(full, 'new');
    expect(next).toHaveLength(60);
    expect(next[0]).toBe('new');
    expect(next.at(-1)).toBe('term 58');
  });

  it('shows the newest 6', () => {
    expect(shownHistory(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'])).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('holds its rules for any history and term', () => {
    fc.assert(
      fc.property(history, term, (before, added) => {
        const after = addToHistory(before, added);
        expect(after.length).toBeLessThanOrEqual(SEARCH_HISTORY_MAX_TERMS);
        // No duplicates, whatever their case, and nothing empty or uncleaned.
        expect(new Set(after.map(lower)).size).toBe(after.length);
        for (const saved of after) {
          expect(saved).not.toBe('');
          expect(saved.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
          expect(saved).not.toMatch(/[<>]/);
        }
        const entry = normaliseSearchTerm(added);
        if (entry === '') {
          expect(after).toEqual(before);
        } else {
          // The new term is first; the older ones keep their order.
          expect(after[0]).toBe(entry);
          expect(after.slice(1)).toEqual(before.filter((saved) => lower(saved) !== lower(entry)).slice(0, 59));
        }
      }),
    );
  });

  it('removes a term whatever its case, and nothing else', () => {
    fc.assert(
      fc.property(history, (saved) => {
        fc.pre(saved.length > 0);
        const [first = '', ...rest] = saved;
        expect(removeFromHistory(saved, first.toUpperCase())).toEqual(
          rest.filter((other) => lower(other) !== lower(first.toUpperCase())),
        );
      }),
    );
  });

  it('tidying a tidy history changes nothing', () => {
    fc.assert(
      fc.property(history, (saved) => {
        expect(tidyHistory(saved)).toEqual(saved);
      }),
    );
  });
});

describe('search history storage', () => {
  const logger = createLogger(false);

  it('keys the history by the optional search type', () => {
    expect(searchHistoryKey()).toBe('searchHistory');
    expect(searchHistoryKey('entertaining')).toBe('searchHistory-entertaining');
  });

  it('round-trips through localStorage', () => {
    writeSearchHistory('searchHistory', ['milk', 'eggs'], logger);
    expect(localStorage.getItem('searchHistory')).toBe('["milk","eggs"]');
    expect(readSearchHistory('searchHistory', logger)).toEqual(['milk', 'eggs']);
    writeSearchHistory('searchHistory', [], logger);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it.each([['not json'], ['{"terms":["milk"]}'], ['["milk", 3]'], ['null']])(
    'discards invalid stored data (%s) without throwing',
    (stored) => {
      const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      localStorage.setItem('searchHistory', stored);
      expect(readSearchHistory('searchHistory', createLogger(true, sink))).toEqual([]);
      expect(localStorage.getItem('searchHistory')).toBeNull();
      expect(sink.warn).toHaveBeenCalledWith('[header] Discarded invalid stored search history', {
        key: 'searchHistory',
      });
      expect(sink.error).not.toHaveBeenCalled();
    },
  );

  it('tidies a stored list that breaks the rules', () => {
    localStorage.setItem('searchHistory', JSON.stringify(['Milk', 'milk', '', '<i>eggs</i>']));
    expect(readSearchHistory('searchHistory', logger)).toEqual(['Milk', 'eggs']);
  });

  it('survives a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readSearchHistory('searchHistory', logger, blocked)).toEqual([]);
    expect(() => writeSearchHistory('searchHistory', ['milk'], logger, blocked)).not.toThrow();
  });
});
