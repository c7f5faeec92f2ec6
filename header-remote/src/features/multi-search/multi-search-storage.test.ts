import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../lib/logger.ts';
import { readStoredList, removeStoredList, writeStoredList } from './multi-search-storage.ts';

const key = 'multisearch--1';
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('stored multi-search list', () => {
  it('round-trips a list of strings', () => {
    writeStoredList(key, ['milk', 'eggs'], logger);
    expect(localStorage.getItem(key)).toBe('["milk","eggs"]');
    expect(readStoredList(key, logger)).toEqual(['milk', 'eggs']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('stores a list only when every item is a string', () => {
    writeStoredList(key, ['milk'], logger);
    writeStoredList(key, ['milk', 42, { item: 'eggs' }], logger);
    expect(localStorage.getItem(key)).toBe('["milk"]');
    expect(logger.warn).toHaveBeenCalledWith('Did not store a multi-search list with items that are not strings', {
      key,
    });
  });

  it('removes the list when it is emptied', () => {
    writeStoredList(key, ['milk'], logger);
    writeStoredList(key, [], logger);
    expect(localStorage.getItem(key)).toBeNull();
    writeStoredList(key, ['milk'], logger);
    removeStoredList(key, logger);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads nothing when nothing is stored', () => {
    expect(readStoredList(key, logger)).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each(['', 'null', '"milk"', '{"0":"milk"}', '[["milk"]]', '[true]', 'undefined'])(
    'discards %j and removes it',
    (stored) => {
      localStorage.setItem(key, stored);
      expect(readStoredList(key, logger)).toEqual([]);
      expect(localStorage.getItem(key)).toBeNull();
      expect(logger.warn).toHaveBeenCalledTimes(1);
    },
  );
});
