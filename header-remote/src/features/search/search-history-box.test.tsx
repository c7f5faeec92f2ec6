import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { SearchBox } from './search-box.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { assistLoaded, renderInHeader } from './testing/render-search.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

const SAVED = ['bread', 'Milk', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice'];
const stored = () => JSON.parse(localStorage.getItem('searchHistory') ?? 'null') as unknown;

let restoreFetch: () => void;
beforeEach(() => {
  restoreFetch = installFetch(fakeTermSuggest(groceryTerms));
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('searchHistory', JSON.stringify(SAVED));
});
afterEach(() => {
  restoreFetch();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.mocked(navigateTo).mockClear();
});

function renderWithHistory(searchHistory = true) {
  return renderInHeader(<SearchBox />, { features: { searchHistory } });
}
const historyList = () => screen.getByRole('listbox', { name: 'Recent searches' });
const historyTerms = () =>
  within(historyList())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('search history', () => {
  it('shows the newest 6 terms when the empty box is focused, and announces them', async () => {
    const { user, input, container } = renderWithHistory();
    await user.click(input());
    expect(await screen.findByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
    expect(historyTerms()).toEqual(SAVED.slice(0, 6));
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('You have: 6 previous search terms found.');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove bread from recent searches' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is off without the searchHistory flag: nothing shown, nothing saved', async () => {
    const { user, input } = renderWithHistory(false);
    await user.click(input());
    await assistLoaded();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input(), 'oats{Enter}');
    expect(stored()).toEqual(SAVED);
  });

  it('Down and Up move, Enter picks the highlighted term', async () => {
    const { user, input, analytics } = renderWithHistory();
    await user.click(input());
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const milk = within(historyList()).getByRole('option', { name: 'Milk' });
    expect(input()).toHaveAttribute('aria-activedescendant', milk.id);
    expect(milk).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=Milk');
    expect(analytics()).toEqual([
      { name: 'search_history_click', data: { searchTerm: 'Milk', position: 2 } },
      { name: 'search', data: { searchTerm: 'Milk', source: 'history' } },
    ]);
    // Searched again, it moves to the top.
    expect(stored()).toEqual(['Milk', 'bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
  });

  it('Delete removes the highlighted term and keeps the row highlighted', async () => {
    const { user, input, analytics } = renderWithHistory();
    await user.click(input());
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Delete}');
    expect(historyTerms()).toEqual(['bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta']);
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      within(historyList()).getByRole('option', { name: 'eggs' }).id,
    );
    expect(stored()).toEqual(['bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
    expect(analytics()).toEqual([{ name: 'search_history_remove', data: { searchTerm: 'Milk', position: 2 } }]);
    expect(input()).toHaveValue('');
  });

  it('removes one term with its button, or all with "Clear all", keeping focus in the box', async () => {
    const { user, input, analytics } = renderWithHistory();
    await user.click(input());
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Remove eggs from recent searches' }));
    expect(historyTerms()).toEqual(['bread', 'Milk', 'butter', 'apples', 'cheddar', 'pasta']);
    expect(input()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem('searchHistory')).toBeNull();
    expect(analytics()).toEqual([
      { name: 'search_history_remove', data: { searchTerm: 'eggs', position: 3 } },
      { name: 'search_history_clear_all', data: { count: 7 } },
    ]);
  });

  it('gives way to suggestions while there is text, and comes back when the box is emptied', async () => {
    const { user, input } = renderWithHistory();
    await user.click(input());
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.type(input(), 'che');
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search term' }));
    expect(await screen.findByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
  });

  it('saves a committed search first, without its copy in another case, and nothing for an empty one', async () => {
    const { user, input } = renderWithHistory();
    await user.type(input(), 'MILK{Enter}');
    expect(stored()).toEqual(['MILK', 'bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
    await user.clear(input());
    await user.keyboard('{Enter}');
    expect(navigateTo).toHaveBeenLastCalledWith('/ecom/shop/search');
    expect(stored()).toEqual(['MILK', 'bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
  });

  it('discards invalid stored history without an error', async () => {
    localStorage.setItem('searchHistory', '{"not":"a list"}');
    const { user, input } = renderWithHistory();
    await user.click(input());
    await assistLoaded();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem('searchHistory')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('search history, by keyboard alone', () => {
  /** The box with the control that follows it in the masthead, so Tab has somewhere to go. */
  function renderInMasthead() {
    return renderInHeader(
      <>
        <SearchBox />
        <button type="button">Multi-search</button>
      </>,
      { features: { searchHistory: true } },
    );
  }
  const button = (name: string) => screen.getByRole('button', { name });
  const removeButton = (term: string) => button(`Remove ${term} from recent searches`);

  it('Tab walks from the box to "Clear all" and each remove button, then leaves and hides the list', async () => {
    const { user, input } = renderInMasthead();
    await user.tab();
    expect(input()).toHaveFocus();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab();
    expect(button('Clear all')).toHaveFocus();
    for (const term of SAVED.slice(0, 6)) {
      await user.tab();
      expect(removeButton(term)).toHaveFocus();
      expect(historyList()).toBeInTheDocument();
    }
    await user.tab();
    // Out of the popup, and the list hides. In a browser focus lands on Multi-search; jsdom applies no
    // CSS, so the box's clear button (hidden by CSS while the box is empty) comes first here.
    expect(button('Clear search term')).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.tab();
    expect(button('Multi-search')).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Shift+Tab goes back through the buttons to the box, with the list still open', async () => {
    const { user, input } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab();
    await user.tab();
    expect(removeButton('bread')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Clear all')).toHaveFocus();
    await user.tab({ shift: true });
    expect(input()).toHaveFocus();
    expect(historyTerms()).toEqual(SAVED.slice(0, 6));
  });

  it("Enter or Space on a remove button removes its term; focus moves to the next term's button", async () => {
    const { user, analytics } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab(); // Clear all
    await user.tab(); // bread
    await user.tab(); // Milk
    expect(removeButton('Milk')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(historyTerms()).toEqual(['bread', 'eggs', 'butter', 'apples', 'cheddar', 'pasta']);
    expect(removeButton('eggs')).toHaveFocus();
    await user.keyboard(' ');
    expect(historyTerms()).toEqual(['bread', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
    expect(removeButton('butter')).toHaveFocus();
    expect(stored()).toEqual(['bread', 'butter', 'apples', 'cheddar', 'pasta', 'rice']);
    expect(analytics()).toEqual([
      { name: 'search_history_remove', data: { searchTerm: 'Milk', position: 2 } },
      { name: 'search_history_remove', data: { searchTerm: 'eggs', position: 2 } },
    ]);
  });

  it('removing the last term by keyboard moves focus up a row, and the only term back to the box', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['bread', 'milk']));
    const { user, input } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab(); // Clear all
    await user.tab(); // bread
    await user.tab(); // milk
    await user.keyboard('{Enter}');
    expect(historyTerms()).toEqual(['bread']);
    expect(removeButton('bread')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^You have: 1 previous search term found\.$/);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(stored()).toBeNull();
  });

  it('"Clear all" by keyboard empties the history and gives focus back to the box', async () => {
    const { user, input, analytics } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(localStorage.getItem('searchHistory')).toBeNull();
    expect(analytics()).toEqual([{ name: 'search_history_clear_all', data: { count: 8 } }]);
  });

  it('Escape on a button closes the list and gives focus back to the box; Down opens it again', async () => {
    const { user, input } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(historyTerms()).toEqual(SAVED.slice(0, 6));
  });

  it('announces one recent search in the singular', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['bread']));
    const { user } = renderInMasthead();
    await user.tab();
    await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(screen.getByRole('status')).toHaveTextContent(/^You have: 1 previous search term found\.$/);
  });
});
