import type { SearchHistory } from '../history/search-history.ts';
import { searchTransition, type SearchEffect, type SearchEvent } from '../search-machine.ts';
import { initialSearchState, type SearchState } from '../search-state.ts';
import { searchView } from '../search-view.ts';

/**
 * One search box's machine, driven as the box drives it, for tests: send
 * events, then read what the box shows and the effects the last call asked for.
 */
export function searchMachine({ history }: { readonly history?: SearchHistory } = {}) {
  let state: SearchState = initialSearchState({ historyOn: history !== undefined });
  let effects: readonly SearchEffect[] = [];
  let requests = 0;

  const send = (...events: SearchEvent[]): readonly SearchEffect[] => {
    effects = [];
    for (const event of events) {
      const next = searchTransition(state, event);
      state = next.state;
      effects = [...effects, ...next.effects];
    }
    return effects;
  };

  return {
    send,
    state: () => state,
    view: () => searchView(state),
    effects: () => effects,
    /** Focus, with the stored history read as the runner reads it. */
    focus: () => send({ type: 'focus' }, ...(history ? [{ type: 'history-read', history } as const] : [])),
    type: (text: string) => send({ type: 'input', text }),
    press: (...keys: string[]) => send(...keys.map((key) => ({ type: 'key', key }) as const)),
    /** The runner starts a request; returns its number, for `answer` and `fail`. */
    request: () => {
      requests += 1;
      send({ type: 'suggestions-requested', request: requests });
      return requests;
    },
    answer: (request: number, terms: readonly string[]) => send({ type: 'suggestions-loaded', request, terms, ms: 12 }),
    fail: (request: number) =>
      send({
        type: 'suggestions-failed',
        request,
        message: 'Request failed with status code 500',
        details: { duration: 12, service: 'term-suggest', url: 'http://api.test/term-suggest?term=mil', status: 500 },
      }),
  };
}

export const effectsOfType = <T extends SearchEffect['type']>(effects: readonly SearchEffect[], type: T) =>
  effects.filter((effect): effect is Extract<SearchEffect, { type: T }> => effect.type === type);
