import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendHostPage, isInert } from '../../../../test-support/inert.ts';
import { HeaderSearch } from './header-search.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';

let restoreFetch: () => void;
let host: HTMLElement;
beforeEach(() => {
  restoreFetch = installFetch(fakeTermSuggest(groceryTerms));
  vi.spyOn(console, 'info').mockImplementation(() => {});
  host = appendHostPage();
});
afterEach(() => {
  host.remove();
  restoreFetch();
  vi.restoreAllMocks();
});

describe('the mobile search overlay: the page behind', () => {
  it("is inert while the overlay is open, the rest of the header and the host page's content too, and given back on Cancel", async () => {
    const { user } = renderInHeader(<HeaderSearch />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    // Once it is painted (modal-inert.ts).
    await waitFor(() => expect(isInert(hostLink)).toBe(true));
    expect(isInert(opener)).toBe(true);
    expect(isInert(dialog)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isInert(hostLink)).toBe(false);
    expect(isInert(opener)).toBe(false);
    expect(opener).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });
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
