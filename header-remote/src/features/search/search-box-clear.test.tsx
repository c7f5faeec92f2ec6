import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { assistLoaded, hydrateInHeader } from './testing/render-search.tsx';

let restoreFetch: () => void = () => {};
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  restoreFetch = installFetch(fakeTermSuggest(groceryTerms));
});
afterEach(() => {
  restoreFetch();
  vi.restoreAllMocks();
});

const box = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('combobox', { name: 'Search groceries' }) as HTMLInputElement;

/** "milk" typed into the server's box before any script ran, the shopper no longer in it. */
const typeMilkBeforeScript = (server: HTMLElement) => {
  box(server).value = 'milk';
};

// The spec's page state names whether the search value is clear (isValueClear); the box's own value
// is that state (decision 046), and these are what a shopper sees of it around the script's arrival.
describe('a search box with text in it, or emptied, around the time its script arrives', () => {
  it("has Search enabled in the server's HTML, and still once hydrated over text typed before the script", () => {
    let serverSearch: HTMLElement | undefined;
    hydrateInHeader(<SearchBox landmark />, (server) => {
      serverSearch = within(server).getByRole('button', { name: 'Search' });
      expect(serverSearch).toBeEnabled();
      typeMilkBeforeScript(server);
    });
    expect(screen.getByRole('button', { name: 'Search' })).toBe(serverSearch);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('empties with its clear button before its own script is here, gives the box focus, and keeps Search enabled', async () => {
    const user = userEvent.setup();
    hydrateInHeader(<SearchBox landmark />, typeMilkBeforeScript);
    await user.click(screen.getByRole('button', { name: 'Clear search term' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    // The term has changed: an empty search goes to the base search page (spec section 4).
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    // The box's script, which the focus brought, finds it empty.
    await assistLoaded();
    expect(box()).toHaveValue('');
  });
});
