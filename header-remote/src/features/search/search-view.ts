import { shownHistory } from './history/search-history.ts';
import type { SearchState } from './search-state.ts';

/** What the box shows under the input. Finite states as strings, not a pile of booleans. */
export type SearchView = {
  readonly mode: 'closed' | 'suggestions' | 'history';
  readonly items: readonly string[];
  /** The highlighted item, -1 for none; always within `items`. */
  readonly activeIndex: number;
  /** What was typed: its words are highlighted in the suggestions. */
  readonly query: string;
  /** For the live region (spec section 9); empty when closed. */
  readonly announcement: string;
};

export const CLOSED_VIEW: SearchView = { mode: 'closed', items: [], activeIndex: -1, query: '', announcement: '' };

/**
 * The list under the box (spec section 4): the recent searches while the box
 * is empty (with the searchHistory flag), else the suggestions; shown only
 * while the box is active, not dismissed, and has at least one item.
 */
export function searchView({ term, active, dismissed, suggestions, history, activeIndex }: SearchState): SearchView {
  const showHistory = history !== undefined && term === '';
  const items = showHistory ? shownHistory(history) : suggestions.terms;
  if (!active || dismissed || items.length === 0) return CLOSED_VIEW;
  return {
    mode: showHistory ? 'history' : 'suggestions',
    items,
    activeIndex: Math.min(activeIndex, items.length - 1),
    query: term,
    announcement: showHistory ? historyAnnouncement(items.length) : suggestionsAnnouncement(items.length),
  };
}

/** Spec section 9's "{n} suggestions available.", in the singular for 1. */
export const suggestionsAnnouncement = (n: number) =>
  n === 1 ? '1 suggestion available.' : `${n} suggestions available.`;

/** Spec section 9's "You have: {n} previous search terms found.", in the singular for 1. */
export const historyAnnouncement = (n: number) =>
  n === 1 ? 'You have: 1 previous search term found.' : `You have: ${n} previous search terms found.`;
