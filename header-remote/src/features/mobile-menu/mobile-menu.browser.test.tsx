import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { appendHostPage } from '../../../../test-support/host-page.ts';
import { burger, renderMobileMenu } from './testing/render-mobile-menu.tsx';

// Real key presses and clicks (Playwright's), so what answers them is Chromium's own dialog and commands.

async function openMenu(): Promise<HTMLDialogElement> {
  renderMobileMenu();
  await userEvent.click(burger());
  return (await screen.findByRole('dialog', { name: 'Menu' })) as HTMLDialogElement;
}

/** A click on the backdrop: beside the panel, at the page's right. */
const clickBackdrop = () =>
  userEvent.click(document.documentElement, { position: { x: window.innerWidth - 4, y: 4 }, force: true });

let host: HTMLElement;
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  host = appendHostPage();
});
afterEach(() => {
  host.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the mobile menu, in the browser', () => {
  it('opens as a modal from the burger, with focus on "Close menu", and says so once live', async () => {
    const menu = await openMenu();
    expect(menu.matches(':modal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect.poll(() => burger().getAttribute('aria-expanded')).toBe('true');
  });

  it('makes the page behind inert, the host page too, and keeps Tab off it', async () => {
    const menu = await openMenu();
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    for (const outside of [hostLink, screen.getByRole('button', { name: 'Before the header' })]) {
      outside.focus();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(document.activeElement === document.body || menu.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, gives focus back to the burger, and keeps the Escape from the page', async () => {
    const pageEscape = vi.fn();
    document.addEventListener('keydown', pageEscape);
    const menu = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(burger()).toHaveFocus();
    await expect.poll(() => burger().getAttribute('aria-expanded')).toBe('false');
    expect(pageEscape).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageEscape);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const menu = await openMenu();
    await userEvent.click(screen.getByRole('heading', { name: 'Menu' }));
    expect(menu.open).toBe(true);
    await clickBackdrop();
    await expect.poll(() => menu.open).toBe(false);
    expect(burger()).toHaveFocus();
  });

  it('closes with "Close menu", its command the browser runs', async () => {
    const menu = await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu.open).toBe(false);
    expect(burger()).toHaveFocus();
  });

  it('stops the page scrolling while open, and lets it scroll again after', async () => {
    await openMenu();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(getComputedStyle(document.documentElement).overflow).toBe('visible');
  });
});
