import * as z from '@grocer/shared-contracts/zod';
import type { Logger } from '../../../lib/logger.ts';
import { tidyHistory, type SearchHistory } from './search-history.ts';

/** What may be stored: a list of strings. Anything else is discarded (spec section 5). */
const StoredSearchHistory = z.array(z.string());

/**
 * The localStorage key (spec section 3: "built from an optional search type"):
 * `searchHistory` for the site-wide search box, `searchHistory-<type>` for a
 * search of one kind (for example `searchHistory-entertaining`), so the kinds
 * keep separate histories.
 */
export function searchHistoryKey(searchType?: string): string {
  return searchType ? `searchHistory-${searchType}` : 'searchHistory';
}

/**
 * The stored history, or an empty one. Unreadable or invalid data is removed
 * and noted in the log, never thrown: a bad entry must not break the search box.
 */
export function readSearchHistory(key: string, logger: Logger, storage?: Storage): SearchHistory {
  let raw: string | null;
  try {
    // Reading `localStorage` itself throws where storage is blocked, so it is inside the try.
    raw = (storage ?? localStorage).getItem(key);
  } catch (error) {
    logger.warn('Search history is unavailable', { key, error: String(error) });
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = StoredSearchHistory.safeParse(parsed);
  if (result.success) return tidyHistory(result.data);
  logger.warn('Discarded invalid stored search history', { key });
  writeSearchHistory(key, [], logger, storage);
  return [];
}

/** Stores the history; an empty one removes the key. A full or blocked storage is logged, not thrown. */
export function writeSearchHistory(key: string, history: SearchHistory, logger: Logger, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    if (history.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(history));
  } catch (error) {
    logger.warn('Could not store the search history', { key, error: String(error) });
  }
}
