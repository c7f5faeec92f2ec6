import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { appendHostPage } from '../../../../test-support/host-page.ts';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { HeaderSearch } from './header-search.tsx';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';
import { renderInHeader } from './testing/render-search.tsx';

// Real key presses and clicks (Playwright's), so what answers them is Chromium's own dialog.

async function openOverlay() {
  renderInHeader(<HeaderSearch />);
  const opener = screen.getByRole('button', { name: 'Open search' });
  await userEvent.click(opener);
  const dialog = (await screen.findByRole('dialog', { name: 'Search' })) as HTMLDialogElement;
  return { opener, dialog, box: within(dialog).getByRole('combobox', { name: 'Search groceries' }) };
}

let host: HTMLElement;
let restoreFetch: () => void;
beforeEach(async () => {
  // The compact header's width, where the search button shows.
  await page.viewport(375, 740);
  restoreFetch = installFetch(fakeTermSuggest(groceryTerms));
  vi.spyOn(console, 'info').mockImplementation(() => {});
  host = appendHostPage();
});
afterEach(() => {
  host.remove();
  restoreFetch();
  vi.restoreAllMocks();
});

describe('the mobile search overlay, in the browser', () => {
  it('opens as a modal with the search box focused, and keeps focus off the page behind, the host page too', async () => {
    const { dialog, box, opener } = await openOverlay();
    expect(dialog.matches(':modal')).toBe(true);
    await expect.poll(() => document.activeElement).toBe(box);
    for (const outside of [screen.getByRole('link', { name: 'Host offers' }), opener]) {
      outside.focus();
      expect(outside).not.toHaveFocus();
    }
  });

  it('closes with Cancel, gives focus back to its opener, and lets the page scroll again', async () => {
    const { dialog, opener } = await openOverlay();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('closes on Escape, but the first Escape closes open suggestions', async () => {
    const { dialog, opener, box } = await openOverlay();
    await expect.poll(() => document.activeElement).toBe(box);
    await userEvent.keyboard('milk');
    await within(dialog).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(dialog.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes when the window widens to the full header, which has its own search box', async () => {
    await openOverlay();
    await page.viewport(1280, 740);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
