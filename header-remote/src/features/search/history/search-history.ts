import { normaliseSearchTerm } from '@grocer/shared-contracts/domain';

/** Spec sections 5 and 9: up to 60 terms are kept, the newest 6 are shown. */
export const SEARCH_HISTORY_MAX_TERMS = 60;
export const SEARCH_HISTORY_SHOWN_TERMS = 6;

export type SearchHistory = readonly string[];

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase('en-GB') === b.toLocaleLowerCase('en-GB');

/**
 * The history after a search for `term`: saved only if non-empty, any earlier
 * copy removed whatever its case, newest first, and the older terms trimmed to
 * 59 before the new one is added, so at most 60 remain.
 */
export function addToHistory(history: SearchHistory, term: string): SearchHistory {
  const entry = normaliseSearchTerm(term);
  if (entry === '') return history;
  const older = history.filter((saved) => !sameTerm(saved, entry)).slice(0, SEARCH_HISTORY_MAX_TERMS - 1);
  return [entry, ...older];
}

/** The history without `term` (compared case-insensitively). */
export function removeFromHistory(history: SearchHistory, term: string): SearchHistory {
  return history.filter((saved) => !sameTerm(saved, term));
}

/** The terms shown under an empty, focused search box. */
export function shownHistory(history: SearchHistory): SearchHistory {
  return history.slice(0, SEARCH_HISTORY_SHOWN_TERMS);
}

/**
 * A stored list made to follow the rules, whoever wrote it: terms cleaned,
 * blanks and later duplicates dropped, at most 60.
 */
export function tidyHistory(stored: readonly string[]): SearchHistory {
  return stored.reduceRight<SearchHistory>(addToHistory, []);
}
