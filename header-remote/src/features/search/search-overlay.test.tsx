import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';
import { withDialogs } from '../../testing/with-dialogs.ts';

// jsdom has no showModal(): the stand-in opens it; what the browser does is search-overlay.browser.test.tsx's.
beforeEach(withDialogs);
let restoreFetch: () => void;
beforeEach(() => {
  restoreFetch = installFetch(fakeTermSuggest(groceryTerms));
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  restoreFetch();
  vi.restoreAllMocks();
});

describe('the mobile search overlay: what a screen reader hears', () => {
  it('shows its recent searches at once, and fills its live region only once the region has been in the page a while', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['bread', 'milk']));
    const { user } = renderInHeader(<HeaderSearch />, { features: { searchHistory: true } });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await within(dialog).findByRole('listbox', { name: 'Recent searches' });
    // New with the overlay: a region filled as it arrives is one a screen reader has not heard of yet.
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent('You have: 2 previous search terms found.'));
    localStorage.clear();
  });
});
