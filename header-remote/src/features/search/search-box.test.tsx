import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { SearchBox } from './search-box.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms, type FakeTermSuggest } from './testing/fake-term-suggest.ts';
import { API, assistLoaded, hydrateInHeader, renderInHeader } from './testing/render-search.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

let restoreFetch: () => void = () => {};
function serve(fake: FakeTermSuggest): FakeTermSuggest {
  restoreFetch = installFetch(fake);
  return fake;
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  restoreFetch();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(navigateTo).mockClear();
});

const options = () => within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
const highlighted = (option: HTMLElement) => [...option.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('the search box, closed', () => {
  it('is a labelled combobox with its placeholder, a clear button, and a disabled submit', async () => {
    const { input, container } = renderInHeader(<SearchBox landmark />);
    expect(screen.getByRole('search')).toContainElement(input());
    // ARIA in HTML allows role="combobox" on a text input, not on type="search": a text input that
    // still asks phones for a search keyboard and Enter key, with no browser autocomplete over the list.
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('inputmode', 'search');
    expect(input()).toHaveAttribute('enterkeyhint', 'search');
    expect(input()).toHaveAttribute('autocomplete', 'off');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('name', 'searchTerm');
    // The box's own clear button (a text input has none from the browser): a plain button, not a submit.
    expect(screen.getByRole('button', { name: 'Clear search term' })).toHaveAttribute('type', 'button');
    expect(input()).toHaveAttribute('placeholder', 'Search groceries...');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Clear search term' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('enables submit once the term changes', async () => {
    serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'e');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('suggestions', () => {
  it('are fetched from 3 characters, shown with the typed words marked, and picked with the keyboard', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    const { user, input, analytics, container } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mi');
    expect(fake.requested).toEqual([]);
    await user.type(input(), 'l');
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    expect(fake.requested).toEqual(['mil']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual([
      'milk',
      'semi skimmed milk',
      'whole milk',
      'milk chocolate',
      'oat milk',
      'coconut milk',
    ]);
    expect(highlighted(options()[1] as HTMLElement)).toEqual(['mil']);
    expect(screen.getByRole('status')).toHaveTextContent('6 suggestions available.');
    await expectNoAxeViolations(container);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = options()[1] as HTMLElement;
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=semi+skimmed+milk');
    expect(analytics()).toContainEqual({
      name: 'search',
      data: { searchTerm: 'semi skimmed milk', source: 'suggestion' },
    });
    expect(input()).toHaveValue('semi skimmed milk');
  });

  it('marks every word of 3 or more characters, across accents', async () => {
    serve(fakeTermSuggest(() => ['crème brûlée', 'semi skimmed milk']));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'creme br milk');
    await screen.findByRole('listbox');
    expect(highlighted(options()[0] as HTMLElement)).toEqual(['crème']);
    expect(highlighted(options()[1] as HTMLElement)).toEqual(['milk']);
  });

  it('Up goes back to none, then the form submits what was typed', async () => {
    serve(fakeTermSuggest(groceryTerms));
    const { user, input, analytics } = renderInHeader(<SearchBox />);
    await user.type(input(), 'oat');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=oat');
    expect(analytics()).toContainEqual({ name: 'search', data: { searchTerm: 'oat', source: 'typed' } });
  });

  it('announces one suggestion in the singular, and nothing when there are none', async () => {
    serve(fakeTermSuggest((term) => (term.startsWith('cher') ? ['cherry tomatoes'] : groceryTerms(term))));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'cher');
    await vi.waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['cherry tomatoes']));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/^1 suggestion available\.$/);
    await user.clear(input());
    await user.type(input(), 'xyz');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('can be picked with a click', async () => {
    serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'che');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: 'cherry tomatoes' }));
    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=cherry+tomatoes');
  });

  it('Tab clears the list and moves on; Escape closes it', async () => {
    serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'milk');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('milk');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).not.toHaveFocus();
    await user.click(input());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('are cleared under 2 characters, kept at 2, and never requested for blank terms', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mil');
    await screen.findByRole('listbox');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.clear(input());
    await user.type(input(), '    ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.requested).toEqual(['mil']);
  });

  it('are cleared while a newer term loads, so Down + Enter searches for what was typed, then fulfilled (spec section 4)', async () => {
    serve(fakeTermSuggest(groceryTerms, { delayMs: (term) => (term === 'milk' ? 300 : 0) }));
    const { user, input, analytics } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mil');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(options().map((option) => option.textContent)).toContain('semi skimmed milk');
    await user.type(input(), 'k');
    // "milk" is loading: nothing of "mil" stays on screen, or can be picked.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(navigateTo).toHaveBeenLastCalledWith('/ecom/shop/search?searchTerm=milk');
    expect(analytics()).toContainEqual({ name: 'search', data: { searchTerm: 'milk', source: 'typed' } });
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(options().map((option) => option.textContent)).toEqual(groceryTerms('milk'));
  });

  it('logs a failure with the exact message, duration, service, url and status, and shows none', async () => {
    serve(fakeTermSuggest(() => ({ status: 500, body: { error: 'internal' } })));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mil');
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[header\] Error loading search term suggestions: .*500/),
        { duration: expect.any(Number), service: 'term-suggest', url: `${API}/term-suggest?term=mil`, status: 500 },
      ),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    serve(fakeTermSuggest(() => ({ status: 200, body: { terms: [1, 2] } })));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mil');
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[header\] Error loading search term suggestions: /),
        expect.objectContaining({ status: 200 }),
      ),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('logs how long a successful request took', async () => {
    serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.type(input(), 'mil');
    await screen.findByRole('listbox');
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[header\] Search term suggestion loaded, request took \d+ms$/),
    );
  });

  it('asks the termSuggest service when the host names one', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    const { user, input } = renderInHeader(<SearchBox />, {
      services: { api: API, termSuggest: 'http://suggest.test/v2' },
    });
    const fetch = vi.spyOn(globalThis, 'fetch');
    await user.type(input(), 'mil');
    await screen.findByRole('listbox');
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://suggest.test/v2/term-suggest?term=mil');
    expect(request.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(request.headers.get('x-application-name')).toBe('fernleaf-header');
    expect(fake.requested).toEqual(['mil']);
  });
});

describe('a box used before the script arrived', () => {
  it('offers suggestions for what was typed into the focused server box, with no new focus or keystroke', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    hydrateInHeader(<SearchBox landmark />, (server) => {
      const box = within(server).getByRole('combobox', { name: 'Search groceries' }) as HTMLInputElement;
      box.focus();
      box.value = 'mil';
    });
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(groceryTerms('mil'));
    expect(fake.requested).toEqual(['mil']);
    expect(screen.getByRole('combobox', { name: 'Search groceries' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads nothing for a box the shopper has not focused', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    const load = vi.spyOn(await import('./search-assist-module.ts'), 'createAssistFor');
    hydrateInHeader(<SearchBox landmark />, () => {});
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(fake.requested).toEqual([]);
  });

  it("has its live region, empty, in the server's HTML", () => {
    let serverRegion: HTMLElement | null = null;
    hydrateInHeader(<SearchBox landmark />, (server) => {
      serverRegion = within(server).queryByRole('status');
    });
    expect(serverRegion).toBeEmptyDOMElement();
    expect(within(screen.getByRole('search')).getByRole('status')).toBe(serverRegion);
  });
});

describe('suggestions, in time (fake timers)', () => {
  /**
   * Loads the assist on focus with real timers, then fakes them. Typing is
   * fireEvent here: Testing Library's async wrapper waits on a real timer
   * unless it sees Jest's fake timers, not Vitest's.
   */
  async function focusAndLoad(input: HTMLElement) {
    act(() => input.focus());
    await assistLoaded();
    vi.useFakeTimers();
  }

  function typeSlowly(input: HTMLElement, text: string, perKeyMs: number) {
    return [...text].reduce(async (typed, letter) => {
      const sofar = (await typed) + letter;
      fireEvent.input(input, { target: { value: sofar } });
      await act(() => vi.advanceTimersByTimeAsync(perKeyMs));
      return sofar;
    }, Promise.resolve(''));
  }

  it('a 12-letter word typed at one key per 100 ms makes 3 requests: leading, at the 600 ms max wait, trailing', async () => {
    const fake = serve(fakeTermSuggest(groceryTerms));
    const { input } = renderInHeader(<SearchBox />);
    await focusAndLoad(input());
    await typeSlowly(input(), 'strawberries', 100);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fake.requested).toEqual(['str', 'strawber', 'strawberries']);
  });

  it('never lets an answer for an older term replace a newer one', async () => {
    // "mil" is slow and its answer arrives even though it was aborted; "milk" is quick.
    const fake = serve(
      fakeTermSuggest((term) => (term === 'mil' ? ['stale answer for mil'] : groceryTerms(term)), {
        delayMs: (term) => (term === 'mil' ? 1000 : 10),
        ignoreAbort: true,
      }),
    );
    const { input } = renderInHeader(<SearchBox />);
    await focusAndLoad(input());
    await typeSlowly(input(), 'milk', 0);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fake.requested).toEqual(['mil', 'milk']);
    expect(options().map((option) => option.textContent)).toContain('milk chocolate');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(options().map((option) => option.textContent)).not.toContain('stale answer for mil');
    expect(options().map((option) => option.textContent)).toEqual(groceryTerms('milk'));
  });
});

describe('sanitising and committing', () => {
  it('removes tags and other characters from a paste, and keeps 10 words and 200 characters', async () => {
    serve(fakeTermSuggest(() => []));
    const { user, input } = renderInHeader(<SearchBox />);
    await user.click(input());
    await user.paste('<img src=x onerror=alert(1)>Fish & chips! 🐟 "cod"');
    expect(input()).toHaveValue('Fish & chips  cod');
    await user.clear(input());
    await user.paste('one two three four five six seven eight nine ten eleven twelve');
    expect(input()).toHaveValue('one two three four five six seven eight nine ten');
    await user.clear(input());
    await user.paste('a'.repeat(1024 * 1024));
    expect(input()).toHaveValue('a'.repeat(200));
  });

  it('commits what was typed to the search page, and an emptied box to the base search page', async () => {
    serve(fakeTermSuggest(() => []));
    const { user, input, analytics } = renderInHeader(<SearchBox />);
    await user.type(input(), '  semi   skimmed  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigateTo).toHaveBeenLastCalledWith('/ecom/shop/search?searchTerm=semi+skimmed');
    expect(analytics()).toContainEqual({ name: 'search', data: { searchTerm: 'semi skimmed', source: 'typed' } });

    await user.click(screen.getByRole('button', { name: 'Clear search term' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigateTo).toHaveBeenLastCalledWith('/ecom/shop/search');
  });
  it("searches within the header's custom tags (spec section 3), and its server form carries them before any script", async () => {
    serve(fakeTermSuggest(() => []));
    const { user, input } = renderInHeader(<SearchBox landmark />, {
      search: { customTags: ['christmas', 'party-food'] },
    });
    await user.type(input(), 'mince pies{Enter}');
    expect(navigateTo).toHaveBeenLastCalledWith(
      '/ecom/shop/search?searchTerm=mince+pies&customTags=christmas&customTags=party-food',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search term' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigateTo).toHaveBeenLastCalledWith('/ecom/shop/search?customTags=christmas&customTags=party-food');

    const server = document.body.appendChild(document.createElement('div'));
    server.innerHTML = renderToString(
      <HeaderRoot input={{ services: { api: API }, search: { customTags: ['christmas'] } }}>
        <SearchBox landmark />
      </HeaderRoot>,
    );
    const form = within(server).getByRole('search') as HTMLFormElement;
    within(form).getByRole('combobox', { name: 'Search groceries' }).setAttribute('value', 'mince pies');
    expect(`${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as never)}`).toBe(
      '/ecom/shop/search?searchTerm=mince+pies&customTags=christmas',
    );
    server.remove();
  });

  it('commits a term submitted before the box was ever focused (typed before the script arrived) as the spec says', async () => {
    const { analytics } = renderInHeader(<SearchBox landmark />, { features: { searchHistory: true } });
    const form = screen.getByRole('search');
    // The server's form as a shopper left it: text in the box, then Enter, with no focus event seen by the script.
    (screen.getByRole('combobox', { name: 'Search groceries' }) as HTMLInputElement).value = 'milk';
    fireEvent.submit(form);
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=milk'));
    expect(analytics()).toContainEqual({ name: 'search', data: { searchTerm: 'milk', source: 'typed' } });
    const history = localStorage.getItem('searchHistory');
    localStorage.removeItem('searchHistory');
    expect(JSON.parse(history ?? '[]')).toEqual(['milk']);
  });
});

describe('the live region', () => {
  it('is in the page, empty, before the first focus, and the count arrives in that same region', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['bread', 'milk']));
    try {
      const { user, input, container } = renderInHeader(<SearchBox />, { features: { searchHistory: true } });
      // Screen readers speak a change to a region they already know: one inserted with its text
      // (or filled a moment after insertion) may go unspoken.
      const region = within(container).getByRole('status');
      expect(region).toBeEmptyDOMElement();
      const changes: string[] = [];
      const watch = new MutationObserver(() => changes.push(region.textContent ?? ''));
      watch.observe(region, { childList: true, characterData: true, subtree: true });
      await user.click(input());
      await vi.waitFor(() => expect(region).toHaveTextContent('You have: 2 previous search terms found.'));
      watch.disconnect();
      expect(within(container).getByRole('status')).toBe(region);
      expect(region).toBeInTheDocument();
      expect(changes.at(-1)).toBe('You have: 2 previous search terms found.');
    } finally {
      localStorage.removeItem('searchHistory');
    }
  });
});
