import type { KyInstance } from 'ky';
import type { Emit } from '../../lib/emitter.ts';
import type { Logger } from '../../lib/logger.ts';
import { getSuggestions, SuggestionsError, TERM_SUGGEST_SERVICE } from './api/get-suggestions.ts';
import { debounce } from './debounce.ts';
import { readSearchHistory, writeSearchHistory } from './history/history-storage.ts';
import { searchEventOf, type BoxDomEvent } from './search-dom-events.ts';
import { searchTransition, type SearchEffect, type SearchEvent, type SearchSource } from './search-machine.ts';
import { initialSearchState } from './search-state.ts';
import { searchView, type SearchView } from './search-view.ts';

/** Spec section 9. */
export const SUGGEST_DEBOUNCE = { wait: 300, maxWait: 600, leading: true } as const;

export type SearchAssistOptions = {
  readonly api: KyInstance;
  /** `services.termSuggest`, or else `services.api`. */
  readonly termSuggestBase: string;
  readonly logger: Logger;
  readonly emit: Emit;
  /** The search history's localStorage key, or undefined when the searchHistory flag is off. */
  readonly historyKey: string | undefined;
  /** Writes into the box: the input stays the page's element (server-rendered, typed in before any script). */
  readonly showTerm: (term: string) => void;
  /** Runs a committed search. */
  readonly commit: (term: string, source: SearchSource) => void;
};

export type SearchAssist = ReturnType<typeof createSearchAssist>;

/**
 * Runs one search box's machine (search-machine.ts): holds its state for
 * useSyncExternalStore, feeds it the box's events, and carries out its
 * effects (the debounced requests, storage, analytics, the log, committing).
 * It decides nothing itself. Each box (masthead, mobile overlay) has its own.
 */
export function createSearchAssist({
  api,
  termSuggestBase,
  logger,
  emit,
  historyKey,
  showTerm,
  commit,
}: SearchAssistOptions) {
  let state = initialSearchState({ historyOn: historyKey !== undefined });
  let view = searchView(state);
  const listeners = new Set<() => void>();
  let inFlight: AbortController | undefined;
  let requests = 0;

  const load = (query: string) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const request = ++requests;
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    send({ type: 'suggestions-requested', request });
    getSuggestions(api, query, { baseUrl: termSuggestBase, signal: controller.signal }).then(
      (terms) => send({ type: 'suggestions-loaded', request, terms, ms: took() }),
      (error: unknown) => {
        if (controller.signal.aborted) return; // Replaced or stopped: not a failure.
        const failure = error instanceof SuggestionsError ? error : undefined;
        send({
          type: 'suggestions-failed',
          request,
          message: error instanceof Error ? error.message : String(error),
          details: { duration: took(), service: TERM_SUGGEST_SERVICE, url: failure?.url, status: failure?.status },
        });
      },
    );
  };
  const requestSuggestions = debounce(load, SUGGEST_DEBOUNCE);

  const stopSuggesting = () => {
    requestSuggestions.cancel();
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = (effect: SearchEffect) => {
    switch (effect.type) {
      case 'show-term':
        return showTerm(effect.term);
      case 'suggest':
        return requestSuggestions(effect.query);
      case 'stop-suggesting':
        return stopSuggesting();
      case 'read-history':
        if (historyKey !== undefined) send({ type: 'history-read', history: readSearchHistory(historyKey, logger) });
        return;
      case 'save-history':
        if (historyKey !== undefined) writeSearchHistory(historyKey, effect.history, logger);
        return;
      case 'analytics':
        return emit('analytics', effect.event);
      case 'commit':
        return commit(effect.term, effect.source);
      case 'log':
        return logger[effect.level](effect.message, effect.details);
      case 'key-handled':
        return;
    }
  };

  /** Feeds the machine one event; true when it handled a key (the caller prevents its default). */
  function send(event: SearchEvent): boolean {
    const { state: next, effects } = searchTransition(state, event);
    if (next !== state) {
      state = next;
      view = searchView(next);
      for (const listener of listeners) listener();
    }
    effects.forEach(run);
    return effects.some((effect) => effect.type === 'key-handled');
  }

  return {
    send,
    /** A DOM event of the box's input or form, as its machine event; its default is prevented when handled. */
    handle(event: BoxDomEvent) {
      const searchEvent = searchEventOf(event);
      if (searchEvent && send(searchEvent)) event.preventDefault();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** What the box shows: a new object only when the state changed. */
    getSnapshot: (): SearchView => view,
    /** Stops any pending or running request (the box went away). */
    dispose: stopSuggesting,
  };
}
