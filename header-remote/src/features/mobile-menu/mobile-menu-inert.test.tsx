import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendHostPage, isInert } from '../../../../test-support/inert.ts';
import { burger, openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

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

describe('the mobile menu: the page behind', () => {
  it("is inert while the menu is open, the host page's content too, and given back when it closes", async () => {
    const { user } = renderMobileMenu();
    const menu = await openMenu(user);
    const hostLink = screen.getByRole('link', { name: 'Host offers' });
    // Once it is painted (modal-inert.ts).
    await waitFor(() => expect(isInert(hostLink)).toBe(true));
    expect(isInert(burger())).toBe(true);
    expect(isInert(screen.getByRole('button', { name: 'Before the header' }))).toBe(true);
    expect(isInert(menu)).toBe(false);
    // The dimmed page beside the panel still takes the click that closes the menu.
    const overlay = document.querySelector('[data-mobile-menu-overlay]');
    expect(overlay && isInert(overlay)).toBe(false);

    await user.keyboard('{Escape}');
    // At once, not after the slide-out: focus is back on the burger.
    expect(isInert(hostLink)).toBe(false);
    expect(isInert(burger())).toBe(false);
    expect(burger()).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
