import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { groceriesButton, panel, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

// Real key presses and clicks (Playwright's), so what answers them is Chromium's own popover.

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openMenu() {
  renderGroceriesMenu();
  await userEvent.click(groceriesButton());
  await expect.poll(() => groceriesButton().getAttribute('aria-expanded')).toBe('true');
  return panel();
}

describe('the Groceries menu, in the browser', () => {
  it("opens the button's popover, focus on Shop all Groceries, and the browser says it is expanded", async () => {
    const popover = await openMenu();
    expect(popover.matches(':popover-open')).toBe(true);
    await expect.poll(() => document.activeElement?.textContent).toBe('Shop all Groceries');
  });

  it('closes on Escape from a sub-menu, with focus back on the button', async () => {
    const popover = await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await screen.findByRole('link', { name: 'Shop all Fresh & Chilled' });
    await userEvent.keyboard('{Escape}');
    expect(popover.matches(':popover-open')).toBe(false);
    expect(groceriesButton()).toHaveFocus();
    await expect.poll(() => groceriesButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside it, not on one inside', async () => {
    const popover = await openMenu();
    await userEvent.click(screen.getByRole('list', { name: 'Groceries' }));
    expect(popover.matches(':popover-open')).toBe(true);
    // At the bottom of the window, below the panel (at most the window's height less 160 px).
    await userEvent.click(document.documentElement, { position: { x: 4, y: window.innerHeight - 4 }, force: true });
    expect(popover.matches(':popover-open')).toBe(false);
  });

  it('stops the page scrolling while open, and lets it scroll again after', async () => {
    await openMenu();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(getComputedStyle(document.documentElement).overflow).toBe('visible');
  });
});
