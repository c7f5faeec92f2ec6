import type { KyInstance } from 'ky';
import { normaliseSearchTerm } from '@grocer/shared-contracts';
import type { Emit } from '../../lib/emitter.ts';
import type { Logger } from '../../lib/logger.ts';
import { getSuggestions, SuggestionsError, TERM_SUGGEST_SERVICE } from './api/get-suggestions.ts';
import { debounce } from './debounce.ts';
import { readSearchHistory, writeSearchHistory } from './history/history-storage.ts';
import { removeFromHistory, shownHistory, type SearchHistory } from './history/search-history.ts';

/** Spec sections 5 and 9. */
export const SUGGEST_FROM_LENGTH = 3;
export const SUGGEST_CLEAR_BELOW_LENGTH = 2;
export const SUGGEST_DEBOUNCE = { wait: 300, maxWait: 600, leading: true } as const;

export type SearchSource = 'typed' | 'suggestion' | 'history';
export type PickedTerm = { readonly term: string; readonly source: SearchSource };

/** What the box shows under the input. Finite states as strings, not a pile of booleans. */
export type AssistSnapshot = {
  readonly mode: 'closed' | 'suggestions' | 'history';
  readonly items: readonly string[];
  /** The highlighted item, -1 for none. */
  readonly activeIndex: number;
  /** What was typed: its words are highlighted in the suggestions. */
  readonly query: string;
  /** For the live region (spec section 9); empty when closed. */
  readonly announcement: string;
};

export const CLOSED: AssistSnapshot = { mode: 'closed', items: [], activeIndex: -1, query: '', announcement: '' };

export type SearchAssistOptions = {
  readonly api: KyInstance;
  /** `services.termSuggest`, or else `services.api`. */
  readonly termSuggestBase: string;
  readonly logger: Logger;
  readonly emit: Emit;
  /** The search history's localStorage key, or undefined when the searchHistory flag is off. */
  readonly historyKey: string | undefined;
};

/** The keys the box reacts to: a subset of a KeyboardEvent, so tests and React events both fit. */
export type KeyInput = { readonly key: string; readonly preventDefault: () => void };

export type SearchAssist = ReturnType<typeof createSearchAssist>;

/**
 * The search box's suggestions and history for one box: a small external
 * store (read with useSyncExternalStore). It is plain TypeScript so that it
 * can load on the first focus and attach to an input that is already on the
 * page, and each box (masthead, mobile overlay) has its own.
 */
export function createSearchAssist({ api, termSuggestBase, logger, emit, historyKey }: SearchAssistOptions) {
  let term = '';
  let active = false;
  /** Closed by Tab or Escape until the shopper types again. */
  let dismissed = false;
  let suggestions: readonly string[] = [];
  let history: SearchHistory = historyKey === undefined ? [] : readSearchHistory(historyKey, logger);
  let activeIndex = -1;
  let inFlight: AbortController | undefined;
  let snapshot = CLOSED;
  const listeners = new Set<() => void>();

  const update = () => {
    const showHistory = historyKey !== undefined && term === '';
    const items = showHistory ? shownHistory(history) : suggestions;
    const mode = !active || dismissed || items.length === 0 ? 'closed' : showHistory ? 'history' : 'suggestions';
    const next: AssistSnapshot =
      mode === 'closed'
        ? CLOSED
        : {
            mode,
            items,
            activeIndex: Math.min(activeIndex, items.length - 1),
            query: term,
            announcement:
              mode === 'history'
                ? `You have: ${items.length} previous search terms found.`
                : `${items.length} suggestions available.`,
          };
    if (JSON.stringify(next) === JSON.stringify(snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const load = (query: string) => {
    inFlight?.abort();
    const request = new AbortController();
    inFlight = request;
    const started = performance.now();
    getSuggestions(api, query, { baseUrl: termSuggestBase, signal: request.signal }).then(
      (terms) => {
        // An answer for an older term never replaces a newer one: it was aborted, and this checks it too.
        if (inFlight !== request) return;
        inFlight = undefined;
        logger.info(`Search term suggestion loaded, request took ${Math.round(performance.now() - started)}ms`);
        suggestions = terms;
        activeIndex = -1;
        update();
      },
      (error: unknown) => {
        if (inFlight !== request || request.signal.aborted) return;
        inFlight = undefined;
        const failure = error instanceof SuggestionsError ? error : undefined;
        logger.error(`Error loading search term suggestions: ${error instanceof Error ? error.message : error}`, {
          duration: Math.round(performance.now() - started),
          service: TERM_SUGGEST_SERVICE,
          url: failure?.url,
          status: failure?.status,
        });
        suggestions = [];
        activeIndex = -1;
        update();
      },
    );
  };
  const requestSuggestions = debounce(load, SUGGEST_DEBOUNCE);

  const stopSuggesting = () => {
    requestSuggestions.cancel();
    inFlight?.abort();
    inFlight = undefined;
  };

  const saveHistory = (next: SearchHistory) => {
    history = next;
    if (historyKey !== undefined) writeSearchHistory(historyKey, next, logger);
  };

  const pickAt = (index: number): PickedTerm | undefined => {
    const picked = snapshot.items[index];
    if (picked === undefined) return undefined;
    if (snapshot.mode === 'history') {
      emit('analytics', { name: 'search_history_click', data: { searchTerm: picked, position: index + 1 } });
      return { term: picked, source: 'history' };
    }
    return { term: picked, source: 'suggestion' };
  };

  const removeAt = (index: number) => {
    const removed = snapshot.mode === 'history' ? snapshot.items[index] : undefined;
    if (removed === undefined) return;
    saveHistory(removeFromHistory(history, removed));
    emit('analytics', { name: 'search_history_remove', data: { searchTerm: removed, position: index + 1 } });
    // Stay on the same row (the next term moves up into it), or the new last one.
    activeIndex = Math.min(index, shownHistory(history).length - 1);
    update();
  };

  const move = (step: 1 | -1) => {
    const last = snapshot.items.length - 1;
    activeIndex = step === 1 ? Math.min(snapshot.activeIndex + 1, last) : Math.max(snapshot.activeIndex - 1, -1);
    update();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** The box's (already sanitised) text changed. */
    setTerm(next: string) {
      term = next;
      dismissed = false;
      activeIndex = -1;
      // Lengths count the box's text as shown (spec section 5); a request also needs a non-blank term.
      if (next.length < SUGGEST_CLEAR_BELOW_LENGTH) {
        stopSuggesting();
        suggestions = [];
      } else if (next.length >= SUGGEST_FROM_LENGTH && next.trim() !== '') {
        requestSuggestions(normaliseSearchTerm(next));
      }
      update();
    },
    focus() {
      active = true;
      // Another tab may have searched since.
      if (historyKey !== undefined) history = readSearchHistory(historyKey, logger);
      update();
    },
    blur() {
      active = false;
      dismissed = false;
      activeIndex = -1;
      update();
    },

    /** Handles a key in the input (spec section 4); returns a term to search for when one was picked. */
    keyDown(event: KeyInput): PickedTerm | undefined {
      const { mode, activeIndex: current } = snapshot;
      if (mode === 'closed') {
        if (event.key === 'ArrowDown' && active && dismissed) {
          dismissed = false;
          update();
          if (snapshot.mode !== 'closed') event.preventDefault();
        }
        return undefined;
      }
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          move(event.key === 'ArrowDown' ? 1 : -1);
          return undefined;
        case 'Enter':
          if (current < 0) return undefined; // The form submits what was typed.
          event.preventDefault();
          return pickAt(current);
        case 'Delete':
          if (mode !== 'history' || current < 0) return undefined;
          event.preventDefault();
          removeAt(current);
          return undefined;
        case 'Tab':
          // Suggestions: "Tab clears the list" (and no answer on its way refills it); history: "Tab hides
          // the list". Focus moves on either way.
          if (mode === 'suggestions') {
            stopSuggesting();
            suggestions = [];
          }
          dismissed = true;
          activeIndex = -1;
          update();
          return undefined;
        case 'Escape':
          event.preventDefault();
          dismissed = true;
          activeIndex = -1;
          update();
          return undefined;
        default:
          return undefined;
      }
    },

    /** A click on an item. */
    pick: (index: number) => pickAt(index),
    /** A history item's remove button. */
    remove: (index: number) => removeAt(index),
    clearHistory() {
      const count = history.length;
      saveHistory([]);
      emit('analytics', { name: 'search_history_clear_all', data: { count } });
      activeIndex = -1;
      update();
    },
    /** Stops any pending or running request (the box went away). */
    dispose: stopSuggesting,
  };
}
