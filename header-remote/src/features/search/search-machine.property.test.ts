import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normaliseSearchTerm,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MAX_WORDS,
  sanitiseSearchTerm,
} from '@grocer/shared-contracts/domain';
import { SEARCH_HISTORY_SHOWN_TERMS, tidyHistory } from './history/search-history.ts';
import { searchTransition, type SearchEvent } from './search-machine.ts';
import { initialSearchState, SUGGEST_CLEAR_BELOW_LENGTH, SUGGEST_FROM_LENGTH } from './search-state.ts';
import { searchView } from './search-view.ts';

const text = fc.oneof(
  fc.constantFrom('', 'm', 'mi', 'mil', 'milk', '   ', 'semi  skimmed milk ', '<b>straw</b>berries', 'crème'),
  fc.string({ maxLength: 30 }),
  fc
    .array(fc.constantFrom('oat', ' ', ',', '-', 'milk', '.', '<', '>', '&'), { maxLength: 80 })
    .map((parts) => parts.join('')),
  fc.string({ minLength: 190, maxLength: 260 }),
);
const terms = fc.array(fc.oneof(fc.constantFrom('milk', 'oat milk', 'whole milk'), fc.string({ maxLength: 20 })), {
  maxLength: 10,
});
// Few request numbers, so that answers often match the request awaited and lists open.
const request = fc.integer({ min: 1, max: 2 });
const index = fc.integer({ min: -1, max: 8 });
// Arrow keys weigh most: walking a list off its ends is what the range property is about.
const key = fc.constantFrom('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab', 'Delete', 'a');

/** Any event the box, the network or the storage can send, in any order; some in the pairs a runner sends. */
const events: fc.Arbitrary<readonly SearchEvent[]> = fc.oneof(
  { weight: 3, arbitrary: text.map((typed) => [{ type: 'input', text: typed }] as const) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<SearchEvent[]>([{ type: 'clear' }], [{ type: 'blur' }], [{ type: 'submit' }]),
  },
  {
    weight: 3,
    // A focus, with the stored history the runner reads then.
    arbitrary: fc
      .array(text, { maxLength: 12 })
      .map((saved) => [{ type: 'focus' }, { type: 'history-read', history: tidyHistory(saved) }] as const),
  },
  { weight: 1, arbitrary: fc.constant<SearchEvent[]>([{ type: 'clear-history' }]) },
  { weight: 10, arbitrary: key.map((pressed) => [{ type: 'key', key: pressed }] as const) },
  { weight: 1, arbitrary: index.map((at) => [{ type: 'pick', index: at }] as const) },
  { weight: 1, arbitrary: index.map((at) => [{ type: 'remove', index: at }] as const) },
  {
    weight: 3,
    // A request and its answer.
    arbitrary: fc.record({ id: request, answer: terms }).map(
      ({ id, answer }) =>
        [
          { type: 'suggestions-requested', request: id },
          { type: 'suggestions-loaded', request: id, terms: answer, ms: 5 },
        ] as const,
    ),
  },
  { weight: 1, arbitrary: request.map((id) => [{ type: 'suggestions-requested', request: id }] as const) },
  {
    weight: 1,
    arbitrary: fc
      .record({ id: request, answer: terms })
      .map(({ id, answer }) => [{ type: 'suggestions-loaded', request: id, terms: answer, ms: 5 }] as const),
  },
  {
    weight: 1,
    arbitrary: request.map(
      (id) => [{ type: 'suggestions-failed', request: id, message: 'down', details: {} }] as const,
    ),
  },
);
const session = fc.record({
  historyOn: fc.boolean(),
  events: fc.array(events, { minLength: 5, maxLength: 40 }).map((groups) => groups.flat()),
});

const wordsOf = (term: string) => term.match(/[^\s,.-]+/g)?.length ?? 0;

/** Runs `check` after every event of every generated session. */
function eachStep(check: (step: { event: SearchEvent } & ReturnType<typeof stepOf>) => void) {
  fc.assert(
    fc.property(session, ({ historyOn, events }) => {
      let state = initialSearchState({ historyOn });
      for (const next of events) {
        const step = stepOf(state, next);
        check({ event: next, ...step });
        state = step.after;
      }
    }),
  );
}
function stepOf(before: ReturnType<typeof initialSearchState>, event: SearchEvent) {
  const { state: after, effects } = searchTransition(before, event);
  return { before, after, effects, shown: searchView(before), view: searchView(after) };
}

describe('the search machine, for any sequence of events', () => {
  it('keeps the highlighted option within the list', () => {
    eachStep(({ view }) => {
      expect(view.activeIndex).toBeGreaterThanOrEqual(-1);
      expect(view.activeIndex).toBeLessThan(view.items.length);
      if (view.mode === 'closed') expect(view.activeIndex).toBe(-1);
    });
  });

  it('shows a list only while active, with at most 6 recent searches, and announces what it shows', () => {
    eachStep(({ after, view }) => {
      if (view.mode === 'closed') return expect(view.announcement).toBe('');
      expect(after.active).toBe(true);
      expect(view.items.length).toBeGreaterThan(0);
      if (view.mode === 'history') {
        expect(view.items.length).toBeLessThanOrEqual(SEARCH_HISTORY_SHOWN_TERMS);
        expect(view.announcement).toBe(
          view.items.length === 1
            ? 'You have: 1 previous search term found.'
            : `You have: ${view.items.length} previous search terms found.`,
        );
      } else {
        expect(view.announcement).toBe(
          view.items.length === 1 ? '1 suggestion available.' : `${view.items.length} suggestions available.`,
        );
      }
    });
  });

  it('keeps what is typed or pasted sanitised, and the box showing its term', () => {
    eachStep(({ event, after, effects }) => {
      const shown = effects.filter((effect) => effect.type === 'show-term');
      for (const effect of shown) expect(effect.term).toBe(after.term);
      if (event.type !== 'input') return;
      expect(after.term).toBe(sanitiseSearchTerm(event.text));
      expect(after.term.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
      expect(wordsOf(after.term)).toBeLessThanOrEqual(SEARCH_TERM_MAX_WORDS);
      // Written back only when cleaning changed it, so the caret stays put while someone types.
      expect(shown.length > 0).toBe(event.text !== after.term);
    });
  });

  it('asks for suggestions only from 3 characters, and clears them under 2', () => {
    eachStep(({ event, after, effects, view }) => {
      for (const effect of effects) {
        if (effect.type !== 'suggest') continue;
        expect(after.term.length).toBeGreaterThanOrEqual(SUGGEST_FROM_LENGTH);
        expect(effect.query).not.toBe('');
        expect(effect.query).toBe(effect.query.trim());
      }
      if ((event.type === 'input' || event.type === 'clear') && after.term.length < SUGGEST_CLEAR_BELOW_LENGTH) {
        expect(after.suggestions.terms).toEqual([]);
        expect(effects).toContainEqual({ type: 'stop-suggesting' });
        expect(view.mode).not.toBe('suggestions');
      }
    });
  });

  it('commits a trimmed term of at most 200 characters and 10 words', () => {
    eachStep(({ effects }) => {
      for (const effect of effects) {
        if (effect.type !== 'commit') continue;
        expect(effect.term).toBe(effect.term.trim());
        expect(effect.term).not.toMatch(/\s\s/);
        expect(effect.term.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
        expect(wordsOf(effect.term)).toBeLessThanOrEqual(SEARCH_TERM_MAX_WORDS);
      }
    });
  });

  it('closes on Escape, taking the key only when there was a list to close', () => {
    eachStep(({ event, effects, shown, view }) => {
      if (event.type !== 'key' || event.key !== 'Escape') return;
      expect(view.mode).toBe('closed');
      expect(effects.some((effect) => effect.type === 'key-handled')).toBe(shown.mode !== 'closed');
    });
  });

  it('takes keys only, and arrow keys only while a list is, or can be, shown', () => {
    eachStep(({ event, effects, view }) => {
      const handled = effects.some((effect) => effect.type === 'key-handled');
      if (event.type !== 'key') return expect(handled).toBe(false);
      if (handled && event.key.startsWith('Arrow')) expect(view.mode).not.toBe('closed');
    });
  });

  it('shows and lets a shopper pick only suggestions answered for the term typed last (cleared, then fulfilled)', () => {
    fc.assert(
      fc.property(session, ({ historyOn, events }) => {
        let state = initialSearchState({ historyOn });
        // The terms of the answer accepted since the box last asked for suggestions; none until one is.
        let answered: readonly string[] = [];
        for (const event of events) {
          const { before, after, effects, view } = stepOf(state, event);
          state = after;
          const asked = effects.some((effect) => effect.type === 'suggest');
          if (asked || event.type === 'suggestions-requested') answered = [];
          else if (event.type === 'suggestions-loaded' && after !== before) answered = event.terms;
          if (view.mode === 'suggestions') expect(view.items).toEqual(answered);
          for (const effect of effects) {
            if (effect.type === 'commit' && effect.source === 'suggestion') {
              expect(answered.map((term) => normaliseSearchTerm(term))).toContain(effect.term);
            }
          }
        }
      }),
    );
  });

  it('accepts an answer only for the request it awaits', () => {
    eachStep(({ event, before, after }) => {
      if (event.type !== 'suggestions-loaded' && event.type !== 'suggestions-failed') return;
      const awaited = before.suggestions.status === 'loading' && before.suggestions.request === event.request;
      if (!awaited) expect(after).toBe(before);
    });
  });
});
