import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderSearch } from './header-search.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';
import { withDialogs } from '../../testing/with-dialogs.ts';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

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

async function openOverlay() {
  const view = renderInHeader(<HeaderSearch />);
  const opener = screen.getByRole('button', { name: 'Open search' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  return { ...view, opener, dialog };
}

describe('the mobile search overlay', () => {
  it('opens as a modal dialog with the search box focused and a Cancel button', async () => {
    const { dialog, container } = await openOverlay();
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByRole('combobox', { name: 'Search groceries' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('searches like the masthead box, with suggestions', async () => {
    const { dialog, user } = await openOverlay();
    await user.keyboard('cher');
    // "che" is asked at once (the leading call), "cher" 300 ms later.
    const list = await within(dialog).findByRole('listbox', { name: 'Search suggestions' });
    await vi.waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigateTo).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=cherry+tomatoes');
  });
});
