import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderSearch } from './header-search.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));

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
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = within(dialog).getByRole('combobox', { name: 'Search groceries' });
    expect(box).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
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

  it('keeps focus inside, closes with Cancel and gives focus back to its opener', async () => {
    const { dialog, user, opener } = await openOverlay();
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'x');
    await user.tab(); // clear
    await user.tab(); // submit
    await user.tab(); // Cancel
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape, but the first Escape closes open suggestions', async () => {
    const { dialog, user, opener } = await openOverlay();
    await user.keyboard('milk');
    await within(dialog).findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
  it('closes when the window widens to the full header, which has its own search box', async () => {
    const listeners = new Set<() => void>();
    const wideListeners = () => [...listeners].filter((listener) => wideOnly.has(listener)).length;
    const wideOnly = new WeakSet<() => void>();
    const wide = { matches: false };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        media: query,
        get matches() {
          return query === '(min-width: 992px)' && wide.matches;
        },
        addEventListener: (_type: string, listener: () => void) => {
          listeners.add(listener);
          if (query === '(min-width: 992px)') wideOnly.add(listener);
        },
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    try {
      const { opener } = await openOverlay();
      wide.matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(wideListeners()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
