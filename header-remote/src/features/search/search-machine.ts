import type { AnalyticsEvent } from '@grocer/shared-contracts';
import { normaliseSearchTerm, sanitiseSearchTerm } from '@grocer/shared-contracts/domain';
import { removeFromHistory, shownHistory, type SearchHistory } from './history/search-history.ts';
import { NO_SUGGESTIONS, SUGGEST_CLEAR_BELOW_LENGTH, SUGGEST_FROM_LENGTH, type SearchState } from './search-state.ts';
import { searchView } from './search-view.ts';

export type SearchSource = 'typed' | 'suggestion' | 'history';

/** Everything that happens to a search box: from the shopper, and from the world (answers, storage). */
export type SearchEvent =
  /** The browser's `input` event: typed, pasted, or autofilled. */
  | { readonly type: 'input'; readonly text: string }
  /** The clear button. */
  | { readonly type: 'clear' }
  | { readonly type: 'focus' }
  | { readonly type: 'blur' }
  | { readonly type: 'key'; readonly key: string }
  /** The form was submitted: Enter with nothing highlighted, or the Search button. */
  | { readonly type: 'submit' }
  /** A click on an item of the list. */
  | { readonly type: 'pick'; readonly index: number }
  /** A history item's remove button. */
  | { readonly type: 'remove'; readonly index: number }
  | { readonly type: 'clear-history' }
  /** The stored history as read now (another tab may have searched since). */
  | { readonly type: 'history-read'; readonly history: SearchHistory }
  | { readonly type: 'suggestions-requested'; readonly request: number }
  | {
      readonly type: 'suggestions-loaded';
      readonly request: number;
      readonly terms: readonly string[];
      readonly ms: number;
    }
  | {
      readonly type: 'suggestions-failed';
      readonly request: number;
      readonly message: string;
      readonly details: Readonly<Record<string, unknown>>;
    };

/** What the machine asks its runner to do: every side effect of search, named. */
export type SearchEffect =
  /** Write this into the box (a sanitised paste, a pick, the clear button). */
  | { readonly type: 'show-term'; readonly term: string }
  /** Ask for suggestions (debounced by the runner, spec section 9). */
  | { readonly type: 'suggest'; readonly query: string }
  /** Drop any pending or running request. */
  | { readonly type: 'stop-suggesting' }
  | { readonly type: 'read-history' }
  | { readonly type: 'save-history'; readonly history: SearchHistory }
  | { readonly type: 'analytics'; readonly event: AnalyticsEvent }
  | { readonly type: 'commit'; readonly term: string; readonly source: SearchSource }
  | {
      readonly type: 'log';
      readonly level: 'info' | 'error';
      readonly message: string;
      readonly details?: Readonly<Record<string, unknown>>;
    }
  /** The key was the box's: its default action (moving the caret, closing a dialog) must not run. */
  | { readonly type: 'key-handled' };

export type Transition = { readonly state: SearchState; readonly effects: readonly SearchEffect[] };

const stay = (state: SearchState): Transition => ({ state, effects: [] });

/** The box's text changed (spec section 5): sanitised, then suggestions from 3 characters, cleared under 2. */
function textChanged(state: SearchState, text: string): Transition {
  const term = sanitiseSearchTerm(text);
  const effects: SearchEffect[] = term === text ? [] : [{ type: 'show-term', term }];
  let { suggestions } = state;
  // Lengths count the box's text as shown; a request also needs a non-blank term.
  if (term.length < SUGGEST_CLEAR_BELOW_LENGTH) {
    suggestions = NO_SUGGESTIONS;
    effects.push({ type: 'stop-suggesting' });
  } else if (term.length >= SUGGEST_FROM_LENGTH && term.trim() !== '') {
    // Spec section 4: "cleared, then fulfilled". The older term's suggestions go now, not when its
    // debounced request starts, and no answer already on its way counts: nothing of an older term
    // can be shown or picked (ArrowDown + Enter) while the newer one loads.
    suggestions = NO_SUGGESTIONS;
    effects.push({ type: 'suggest', query: normaliseSearchTerm(term) });
  }
  return { state: { ...state, term, dismissed: false, activeIndex: -1, suggestions }, effects };
}

/** An item was chosen (click, or Enter on the highlighted one): it goes into the box and is searched for. */
function pick(state: SearchState, index: number): Transition {
  const view = searchView(state);
  const term = view.items[index];
  if (term === undefined) return stay(state);
  const effects: SearchEffect[] = [];
  if (view.mode === 'history') {
    effects.push({
      type: 'analytics',
      event: { name: 'search_history_click', data: { searchTerm: term, position: index + 1 } },
    });
  }
  const source = view.mode === 'history' ? 'history' : 'suggestion';
  effects.push({ type: 'show-term', term }, { type: 'commit', term: normaliseSearchTerm(term), source });
  return { state: { ...state, term }, effects };
}

function remove(state: SearchState, index: number): Transition {
  const view = searchView(state);
  const removed = view.mode === 'history' ? view.items[index] : undefined;
  if (removed === undefined || state.history === undefined) return stay(state);
  const history = removeFromHistory(state.history, removed);
  // Stay on the same row (the next term moves up into it), or the new last one.
  const activeIndex = Math.min(index, shownHistory(history).length - 1);
  return {
    state: { ...state, history, activeIndex },
    effects: [
      { type: 'save-history', history },
      {
        type: 'analytics',
        event: { name: 'search_history_remove', data: { searchTerm: removed, position: index + 1 } },
      },
    ],
  };
}

const handled = ({ state, effects }: Transition): Transition => ({
  state,
  effects: [...effects, { type: 'key-handled' }],
});

/**
 * Tab in suggestions: "Tab clears the list", and stops any request, so no answer on its way refills it.
 * Focus moves on either way, so the key is not handled here.
 */
function tabFromSuggestions(state: SearchState): Transition {
  return {
    state: { ...state, dismissed: true, activeIndex: -1, suggestions: NO_SUGGESTIONS },
    effects: [{ type: 'stop-suggesting' }],
  };
}

/** A key in the input (spec section 4). Enter with nothing highlighted is left to the form. */
function key(state: SearchState, pressed: string): Transition {
  const { mode, items, activeIndex } = searchView(state);
  if (mode === 'closed') {
    // No list yet, but a newer term's suggestions may be on their way: Tab drops them too.
    if (pressed === 'Tab') return tabFromSuggestions(state);
    if (pressed !== 'ArrowDown' || !state.active || !state.dismissed) return stay(state);
    const reopened = { ...state, dismissed: false };
    return searchView(reopened).mode === 'closed' ? stay(reopened) : handled(stay(reopened));
  }
  switch (pressed) {
    case 'ArrowDown':
      return handled(stay({ ...state, activeIndex: Math.min(activeIndex + 1, items.length - 1) }));
    case 'ArrowUp':
      return handled(stay({ ...state, activeIndex: Math.max(activeIndex - 1, -1) }));
    case 'Enter':
      return activeIndex < 0 ? stay(state) : handled(pick(state, activeIndex));
    case 'Delete':
      return mode !== 'history' || activeIndex < 0 ? stay(state) : handled(remove(state, activeIndex));
    case 'Tab':
      // History: focus moves into the list's buttons ("Clear all", each remove), so they can be reached
      // by keyboard (WCAG 2.1.1); the list hides when focus leaves the box and its popup (a blur), so
      // Tab still hides it, from the last button.
      return mode === 'history' ? stay({ ...state, activeIndex: -1 }) : tabFromSuggestions(state);
    case 'Escape':
      return handled(stay({ ...state, dismissed: true, activeIndex: -1 }));
    default:
      return stay(state);
  }
}

/** An answer counts only while its request is the one awaited: an older term's never replaces a newer one's. */
const awaited = (state: SearchState, request: number) =>
  state.suggestions.status === 'loading' && state.suggestions.request === request;

/**
 * The search box's state machine: given its state and one event, the next
 * state and the effects to run. Pure, so every rule of spec sections 4, 5 and
 * 9 is tested without a browser; search-assist.ts runs it for one box.
 */
export function searchTransition(state: SearchState, event: SearchEvent): Transition {
  switch (event.type) {
    case 'input':
      return textChanged(state, event.text);
    case 'clear': {
      const { state: next, effects } = textChanged(state, '');
      return { state: next, effects: [{ type: 'show-term', term: '' }, ...effects] };
    }
    case 'focus':
      return {
        state: { ...state, active: true },
        effects: state.history === undefined ? [] : [{ type: 'read-history' }],
      };
    case 'blur':
      return stay({ ...state, active: false, dismissed: false, activeIndex: -1 });
    case 'key':
      return key(state, event.key);
    case 'submit':
      return { state, effects: [{ type: 'commit', term: normaliseSearchTerm(state.term), source: 'typed' }] };
    case 'pick':
      return pick(state, event.index);
    case 'remove':
      return remove(state, event.index);
    case 'clear-history':
      if (state.history === undefined) return stay(state);
      return {
        state: { ...state, history: [], activeIndex: -1 },
        effects: [
          { type: 'save-history', history: [] },
          { type: 'analytics', event: { name: 'search_history_clear_all', data: { count: state.history.length } } },
        ],
      };
    case 'history-read':
      return stay(state.history === undefined ? state : { ...state, history: event.history });
    case 'suggestions-requested':
      return stay({ ...state, suggestions: { status: 'loading', request: event.request, terms: [] } });
    case 'suggestions-loaded':
      if (!awaited(state, event.request)) return stay(state);
      return {
        state: { ...state, suggestions: { status: 'results', request: 0, terms: event.terms }, activeIndex: -1 },
        effects: [{ type: 'log', level: 'info', message: `Search term suggestion loaded, request took ${event.ms}ms` }],
      };
    case 'suggestions-failed':
      // Spec section 8: logged, and no suggestions shown.
      if (!awaited(state, event.request)) return stay(state);
      return {
        state: { ...state, suggestions: { status: 'error', request: 0, terms: [] }, activeIndex: -1 },
        effects: [
          {
            type: 'log',
            level: 'error',
            message: `Error loading search term suggestions: ${event.message}`,
            details: event.details,
          },
        ],
      };
  }
}
