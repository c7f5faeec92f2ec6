import type { SearchHistory } from './history/search-history.ts';

/** Spec sections 5 and 9. */
export const SUGGEST_FROM_LENGTH = 3;
export const SUGGEST_CLEAR_BELOW_LENGTH = 2;

/**
 * The suggestions' states (spec section 3: loading, error, results.terms).
 * Cleared when a newer term is asked for, then filled by its answer (spec section 4).
 */
export type Suggestions = {
  readonly status: 'idle' | 'loading' | 'results' | 'error';
  /** The request whose answer is awaited while loading: any other answer is stale. */
  readonly request: number;
  readonly terms: readonly string[];
};

/** One search box's state: what its machine (search-machine.ts) decides from the input's events. */
export type SearchState = {
  /** The box's text, sanitised (spec section 5): the spec's searchTerm. */
  readonly term: string;
  /** The box has focus: the spec's "active". */
  readonly active: boolean;
  /** Closed by Tab or Escape until the shopper types again. */
  readonly dismissed: boolean;
  readonly suggestions: Suggestions;
  /** The stored recent searches; undefined while the searchHistory flag is off. */
  readonly history: SearchHistory | undefined;
  /** The highlighted item, -1 for none. */
  readonly activeIndex: number;
};

export const NO_SUGGESTIONS: Suggestions = { status: 'idle', request: 0, terms: [] };

export function initialSearchState({ historyOn }: { readonly historyOn: boolean }): SearchState {
  return {
    term: '',
    active: false,
    dismissed: false,
    suggestions: NO_SUGGESTIONS,
    history: historyOn ? [] : undefined,
    activeIndex: -1,
  };
}
