import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { requestClose } from '../../testing/with-dialogs.ts';
import { burger, openMenu, renderMobileMenu, resizeWindow } from './testing/render-mobile-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dialog = () => screen.queryByRole('dialog', { name: 'Menu' });
const closeButton = () => screen.getByRole('button', { name: 'Close menu' });
/** The dialog element, open or closed. */
const menuElement = () => document.getElementById(burger().getAttribute('aria-controls') ?? '') as HTMLDialogElement;

// What the browser itself does (Escape, the backdrop's light dismiss, the inert page, focus kept in,
// the page's scroll) is checked in Chromium: mobile-menu.browser.test.tsx.
describe('the mobile menu: a modal dialog from the burger', () => {
  it('is a burger button named "Menu" that opens the dialog it names, collapsed until then', async () => {
    const { user } = renderMobileMenu();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-haspopup', 'dialog');
    // The dialog is in the page, closed, from the start: the same element every open shows.
    const element = menuElement();
    expect(element.tagName).toBe('DIALOG');
    expect(element.open).toBe(false);
    expect(dialog()).not.toBeInTheDocument();

    const menu = await openMenu(user);
    expect(menu).toBe(element);
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with focus on "Close menu"', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    expect(closeButton()).toHaveFocus();
  });

  it('closes when the browser asks it to (Escape, a click beside it) and gives focus back to the burger', async () => {
    const { user } = renderMobileMenu();
    const menu = await openMenu(user);
    act(() => requestClose(menu as HTMLDialogElement));
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
  });

  it('closes with its "Close menu" button', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(closeButton());
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });

  it('closes on a click on the backdrop where the browser does not, not on a click inside', async () => {
    const { user } = renderMobileMenu();
    const menu = await openMenu(user);
    await user.click(screen.getByRole('heading', { name: 'Menu' }));
    expect(dialog()).toBeInTheDocument();
    // A press on the backdrop lands on the dialog itself, outside its box.
    const { right } = menu.getBoundingClientRect();
    fireEvent.click(menu, { clientX: right + 20, clientY: 10 });
    expect(dialog()).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();
  });

  it('closes when the window widens to 992px, where the desktop menu takes over, and not before', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    act(() => resizeWindow(991));
    expect(dialog()).toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'true');

    act(() => resizeWindow(992));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens again at level 0 after closing deep inside', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(screen.getByRole('heading', { name: 'Groceries' })).toBeInTheDocument();
    await user.click(closeButton());
    await openMenu(user);
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(closeButton()).toHaveFocus();
  });

  it('has no axe violations, closed or open', async () => {
    const { user, container } = renderMobileMenu();
    await expectNoAxeViolations(container);
    await openMenu(user);
    await expectNoAxeViolations(document.body);
  });
});

// WCAG 1.4.10 (reflow): below 544px (and so at 400 % zoom) the masthead hides its Multi-search button.
describe('Multi-search from the menu', () => {
  it('closes the menu and opens the masthead’s Multi-search dialog; closing it gives focus back to the burger', async () => {
    const { user } = renderMobileMenu({ multiSearch: true });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Multi-search' }));

    const multiSearch = await screen.findByRole('dialog', { name: 'Multi-search' });
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Shopping list' })).toHaveFocus());
    expect(screen.getByPlaceholderText('Type or paste your list here')).toBeInTheDocument();
    // One dialog: the one the masthead's button opens.
    expect(screen.getAllByRole('dialog')).toEqual([multiSearch]);

    await user.click(within(multiSearch).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger()).toHaveFocus();

    // The masthead's own button opens it as before.
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    expect(await screen.findByRole('dialog', { name: 'Multi-search' })).toBeInTheDocument();
  });
});
