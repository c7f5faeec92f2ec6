import { describe, expect, it } from 'vitest';
import { effectsOfType, searchMachine } from './testing/search-machine-driver.ts';

const MILK = ['milk', 'semi skimmed milk', 'oat milk'];
const SAVED = ['bread', 'Milk', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice'];

/** A focused box showing the suggestions for "mil". */
function showingSuggestions() {
  const box = searchMachine();
  box.focus();
  box.type('mil');
  box.answer(box.request(), MILK);
  return box;
}

describe('the search machine: suggestions', () => {
  it('asks from 3 characters, for the term as it will be searched', () => {
    const box = searchMachine();
    box.focus();
    expect(effectsOfType(box.type('mi'), 'suggest')).toEqual([]);
    expect(effectsOfType(box.type('mil'), 'suggest')).toEqual([{ type: 'suggest', query: 'mil' }]);
    expect(effectsOfType(box.type('  semi   skimmed '), 'suggest')).toEqual([
      { type: 'suggest', query: 'semi skimmed' },
    ]);
  });

  it('never asks for a blank term', () => {
    const box = searchMachine();
    expect(effectsOfType(box.type('    '), 'suggest')).toEqual([]);
  });

  it('shows the answer it awaits, announced, with the typed term to highlight', () => {
    const box = showingSuggestions();
    expect(box.view()).toEqual({
      mode: 'suggestions',
      items: MILK,
      activeIndex: -1,
      query: 'mil',
      announcement: '3 suggestions available.',
    });
    expect(box.state().suggestions.status).toBe('results');
    expect(box.effects()).toEqual([
      { type: 'log', level: 'info', message: 'Search term suggestion loaded, request took 12ms' },
    ]);
  });

  it('is cleared as soon as a newer term is typed, loading while its request runs, then fulfilled (spec section 4)', () => {
    const box = showingSuggestions();
    box.type('milk');
    // Before the debounced request starts: the answer for "mil" is gone already.
    expect(box.state().suggestions.terms).toEqual([]);
    expect(box.view().mode).toBe('closed');
    box.request();
    expect(box.state().suggestions).toMatchObject({ status: 'loading', terms: [] });
    expect(box.view()).toEqual({ mode: 'closed', items: [], activeIndex: -1, query: '', announcement: '' });
    box.answer(2, ['milk', 'oat milk']);
    expect(box.view()).toMatchObject({ mode: 'suggestions', items: ['milk', 'oat milk'], query: 'milk' });
  });

  it("never lets a fast typist pick the older term's suggestion with Down + Enter while the newer one loads", () => {
    const box = showingSuggestions();
    box.type('milk');
    // The older request's answer, already on its way, does not count either.
    box.answer(1, MILK);
    expect(box.press('ArrowDown')).toEqual([]);
    expect(box.press('Enter')).toEqual([]);
    box.request();
    expect(box.press('ArrowDown', 'Enter')).toEqual([]);
    // Enter is left to the form: what was typed is searched for.
    expect(box.send({ type: 'submit' })).toEqual([{ type: 'commit', term: 'milk', source: 'typed' }]);
  });

  it('never lets an answer for an older term replace a newer one', () => {
    const box = searchMachine();
    box.focus();
    box.type('mil');
    const older = box.request();
    box.type('milk');
    const newer = box.request();
    expect(box.answer(older, ['stale'])).toEqual([]);
    box.answer(newer, MILK);
    expect(box.view().items).toEqual(MILK);
  });

  it('keeps the list at 2 characters, and clears it under 2, stopping any request', () => {
    const box = showingSuggestions();
    box.type('mi');
    expect(box.view().items).toEqual(MILK);
    expect(effectsOfType(box.type('m'), 'stop-suggesting')).toHaveLength(1);
    expect(box.view().mode).toBe('closed');
    expect(box.view().announcement).toBe('');
  });

  it('logs a failure with the spec message and its details, and shows none', () => {
    const box = showingSuggestions();
    box.type('milk');
    const effects = box.fail(box.request());
    expect(box.state().suggestions.status).toBe('error');
    expect(box.view().mode).toBe('closed');
    expect(effects).toEqual([
      {
        type: 'log',
        level: 'error',
        message: 'Error loading search term suggestions: Request failed with status code 500',
        details: { duration: 12, service: 'term-suggest', url: 'http://api.test/term-suggest?term=mil', status: 500 },
      },
    ]);
  });
});

describe('the search machine: keyboard', () => {
  it('Down and Up move within the list; Up from the first goes back to none', () => {
    const box = showingSuggestions();
    box.press('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(box.view().activeIndex).toBe(2);
    box.press('ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp');
    expect(box.view().activeIndex).toBe(-1);
    expect(box.press('ArrowDown')).toEqual([{ type: 'key-handled' }]);
  });

  it('Enter picks the highlighted suggestion: into the box, and searched for', () => {
    const box = showingSuggestions();
    box.press('ArrowDown', 'ArrowDown');
    expect(box.press('Enter')).toEqual([
      { type: 'show-term', term: 'semi skimmed milk' },
      { type: 'commit', term: 'semi skimmed milk', source: 'suggestion' },
      { type: 'key-handled' },
    ]);
    expect(box.state().term).toBe('semi skimmed milk');
  });

  it('Enter with nothing highlighted is left to the form, whose submit commits what was typed', () => {
    const box = showingSuggestions();
    expect(box.press('Enter')).toEqual([]);
    box.type('  semi   skimmed  ');
    expect(box.send({ type: 'submit' })).toEqual([{ type: 'commit', term: 'semi skimmed', source: 'typed' }]);
  });

  it('commits an emptied box as an empty search (the base search page)', () => {
    const box = showingSuggestions();
    box.send({ type: 'clear' });
    expect(box.send({ type: 'submit' })).toEqual([{ type: 'commit', term: '', source: 'typed' }]);
  });

  it('Escape closes the list until the shopper types again or presses Down', () => {
    const box = showingSuggestions();
    expect(box.press('Escape')).toEqual([{ type: 'key-handled' }]);
    expect(box.view().mode).toBe('closed');
    // Closed, Escape is not the box's: a dialog around it may close.
    expect(box.press('Escape')).toEqual([]);
    expect(box.press('ArrowDown')).toEqual([{ type: 'key-handled' }]);
    expect(box.view().mode).toBe('suggestions');
  });

  it('Tab clears the suggestions and stops requests, so an answer on its way does not refill them', () => {
    const box = showingSuggestions();
    box.type('milk');
    const pending = box.request();
    expect(box.press('Tab')).toEqual([{ type: 'stop-suggesting' }]);
    box.answer(pending, MILK);
    box.press('ArrowDown');
    expect(box.view().mode).toBe('closed');
  });

  it('leaves other keys alone', () => {
    const box = showingSuggestions();
    expect(box.press('a', 'Home', 'Delete')).toEqual([]);
  });
});

describe('the search machine: the box', () => {
  it('keeps only what the spec allows of a paste, and writes it back into the box', () => {
    const box = searchMachine();
    expect(effectsOfType(box.type('<img src=x onerror=alert(1)>Fish & chips! "cod"'), 'show-term')).toEqual([
      { type: 'show-term', term: 'Fish & chips cod' },
    ]);
    expect(effectsOfType(box.type('Fish & chips'), 'show-term')).toEqual([]);
  });

  it('shows the list only while the box has focus', () => {
    const box = showingSuggestions();
    box.press('ArrowDown');
    box.send({ type: 'blur' });
    expect(box.view().mode).toBe('closed');
    box.focus();
    expect(box.view()).toMatchObject({ mode: 'suggestions', activeIndex: -1 });
  });

  it('a click on a suggestion searches for it', () => {
    const box = showingSuggestions();
    expect(effectsOfType(box.send({ type: 'pick', index: 2 }), 'commit')).toEqual([
      { type: 'commit', term: 'oat milk', source: 'suggestion' },
    ]);
  });
});

describe('the search machine: history', () => {
  it('reads the stored history on each focus, and shows its newest 6 while the box is empty', () => {
    const box = searchMachine({ history: SAVED });
    expect(box.send({ type: 'focus' })).toEqual([{ type: 'read-history' }]);
    box.focus();
    expect(box.view()).toMatchObject({
      mode: 'history',
      items: SAVED.slice(0, 6),
      announcement: 'You have: 6 previous search terms found.',
    });
  });

  it('is off without the searchHistory flag: nothing read, nothing shown', () => {
    const box = searchMachine();
    expect(box.send({ type: 'focus' })).toEqual([]);
    box.send({ type: 'history-read', history: SAVED });
    expect(box.view().mode).toBe('closed');
  });

  it('gives way to suggestions while there is text, and comes back when the box is cleared', () => {
    const box = searchMachine({ history: SAVED });
    box.focus();
    box.type('che');
    box.answer(box.request(), ['cheddar cheese']);
    expect(box.view().mode).toBe('suggestions');
    expect(box.send({ type: 'clear' })).toContainEqual({ type: 'show-term', term: '' });
    expect(box.view().mode).toBe('history');
  });

  it('Enter picks a history term, with its click for analytics', () => {
    const box = searchMachine({ history: SAVED });
    box.focus();
    box.press('ArrowDown', 'ArrowDown');
    expect(box.press('Enter')).toEqual([
      { type: 'analytics', event: { name: 'search_history_click', data: { searchTerm: 'Milk', position: 2 } } },
      { type: 'show-term', term: 'Milk' },
      { type: 'commit', term: 'Milk', source: 'history' },
      { type: 'key-handled' },
    ]);
  });

  it('Delete removes the highlighted term and keeps its row highlighted', () => {
    const box = searchMachine({ history: SAVED });
    box.focus();
    box.press('ArrowDown', 'ArrowDown');
    const withoutMilk = SAVED.filter((term) => term !== 'Milk');
    expect(box.press('Delete')).toEqual([
      { type: 'save-history', history: withoutMilk },
      { type: 'analytics', event: { name: 'search_history_remove', data: { searchTerm: 'Milk', position: 2 } } },
      { type: 'key-handled' },
    ]);
    expect(box.view()).toMatchObject({ items: withoutMilk.slice(0, 6), activeIndex: 1 });
  });

  it('Tab leaves the list open for its buttons ("Clear all", each remove); it hides once focus leaves the box', () => {
    const box = searchMachine({ history: SAVED });
    box.focus();
    box.press('ArrowDown');
    // Not handled: the browser moves focus on, to "Clear all" in the popup.
    expect(box.press('Tab')).toEqual([]);
    expect(box.view()).toMatchObject({ mode: 'history', activeIndex: -1 });
    box.send({ type: 'blur' });
    expect(box.view().mode).toBe('closed');
  });

  it('"Clear all" empties it, counting every stored term', () => {
    const box = searchMachine({ history: SAVED });
    box.focus();
    expect(box.send({ type: 'clear-history' })).toEqual([
      { type: 'save-history', history: [] },
      { type: 'analytics', event: { name: 'search_history_clear_all', data: { count: 8 } } },
    ]);
    expect(box.view().mode).toBe('closed');
  });
});

describe('the search machine: what the live region says (spec section 9, singular for 1)', () => {
  it('suggestions: nothing for 0 (no list), "1 suggestion available." for 1, "{n} suggestions available." for more', () => {
    const none = searchMachine();
    none.focus();
    none.type('xyz');
    none.answer(none.request(), []);
    expect(none.view()).toMatchObject({ mode: 'closed', announcement: '' });

    const one = searchMachine();
    one.focus();
    one.type('cher');
    one.answer(one.request(), ['cherry tomatoes']);
    expect(one.view().announcement).toBe('1 suggestion available.');

    expect(showingSuggestions().view().announcement).toBe('3 suggestions available.');
  });

  it('history: nothing for 0 (no list), "You have: 1 previous search term found." for 1, the plural for more', () => {
    const none = searchMachine({ history: [] });
    none.focus();
    expect(none.view()).toMatchObject({ mode: 'closed', announcement: '' });

    const one = searchMachine({ history: ['bread'] });
    one.focus();
    expect(one.view().announcement).toBe('You have: 1 previous search term found.');

    const two = searchMachine({ history: ['bread', 'milk'] });
    two.focus();
    expect(two.view().announcement).toBe('You have: 2 previous search terms found.');
  });
});
