import { splitMultiSearchList, StoredMultiSearchList } from '@grocer/shared-contracts/domain';
import type { Logger } from '../../lib/logger.ts';

/**
 * The shopper's list as last stored under `key`. Whatever is there is
 * untrusted: anything that is not a list of strings is discarded (and
 * removed); a list is cleaned and capped by the same rules as typing it.
 */
export function readStoredList(key: string, logger: Logger): readonly string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    logger.warn('Could not read the stored multi-search list', { key, error: String(error) });
    return [];
  }
  if (raw === null) return [];
  const stored = StoredMultiSearchList.safeParse(parseJson(raw));
  if (!stored.success) {
    logger.warn('Discarded an invalid stored multi-search list', { key });
    removeStoredList(key, logger);
    return [];
  }
  return splitMultiSearchList(stored.data.join('\n')).items;
}

/** Stores the list, only when every item is a string (spec section 5); an empty list removes it. */
export function writeStoredList(key: string, items: readonly unknown[], logger: Logger): void {
  const list = StoredMultiSearchList.safeParse(items);
  if (!list.success) {
    logger.warn('Did not store a multi-search list with items that are not strings', { key });
    return;
  }
  if (list.data.length === 0) return removeStoredList(key, logger);
  try {
    window.localStorage.setItem(key, JSON.stringify(list.data));
  } catch (error) {
    logger.warn('Could not store the multi-search list', { key, error: String(error) });
  }
}

export function removeStoredList(key: string, logger: Logger): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    logger.warn('Could not remove the stored multi-search list', { key, error: String(error) });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
