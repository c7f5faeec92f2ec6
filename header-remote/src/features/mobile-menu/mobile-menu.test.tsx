import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { withDialogs } from '../../testing/with-dialogs.ts';
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

/** The panel slides out for 200ms before it leaves the page. */
const closed = () => waitFor(() => expect(dialog()).not.toBeInTheDocument());

describe('the mobile menu: a modal dialog from the burger', () => {
  it('is a burger button named "Menu", collapsed, pointing at the panel it opens', async () => {
    const { user } = renderMobileMenu();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog()).not.toBeInTheDocument();

    const menu = await openMenu(user);
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(burger()).toHaveAttribute('aria-controls', menu.id);
  });

  // An aria-controls naming an element that is not in the page points at nothing.
  it('names no controlled element while the menu is closed, before the first press and after closing', async () => {
    const { user } = renderMobileMenu();
    expect(burger()).not.toHaveAttribute('aria-controls');

    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(burger()).not.toHaveAttribute('aria-controls');
    await closed();
    expect(burger()).not.toHaveAttribute('aria-controls');
  });

  it('moves focus into the menu on opening and holds it there', async () => {
    const { user } = renderMobileMenu();
    const menu = await openMenu(user);
    expect(closeButton()).toHaveFocus();

    // Shift+Tab from the first control wraps to the last; Tab from the last back to the first.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: /^Fernleaf Kitchen\b/ })).toHaveFocus();
    await user.tab();
    expect(closeButton()).toHaveFocus();

    // Focus sent outside (a script, a screen reader) is brought back in.
    act(() => screen.getByRole('button', { name: 'After the header' }).focus());
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
    await closed();
  });

  it('slides out for 200 ms after closing (spec section 9), inert meanwhile, then is gone', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => closeButton().click());
    act(() => vi.advanceTimersByTime(199));
    expect(document.querySelector('[role="dialog"]')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument();
  });

  it('closes with its "Close menu" button', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(closeButton());
    expect(burger()).toHaveFocus();
    await closed();
  });

  it('closes on a click on the page beside it', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    const overlay = document.querySelector<HTMLElement>('[data-mobile-menu-overlay]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as HTMLElement);
    expect(burger()).toHaveFocus();
    await closed();
  });

  it('closes when the window widens to 992px, where the desktop menu takes over, and not before', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    act(() => resizeWindow(991));
    expect(dialog()).toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'true');

    act(() => resizeWindow(992));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    await closed();
  });

  it('locks the page behind from scrolling while open', async () => {
    const { user } = renderMobileMenu();
    expect(document.body.style.overflow).toBe('');
    await openMenu(user);
    // Once the menu is painted (modal-scroll-lock.ts).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('opens again at level 0 after closing deep inside', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(screen.getByRole('heading', { name: 'Groceries' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await closed();
    await openMenu(user);
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
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
  let undoDialogs = () => {};
  beforeEach(() => {
    undoDialogs = withDialogs();
  });
  afterEach(() => undoDialogs());

  it('closes the menu and opens the masthead’s Multi-search dialog; closing it gives focus back to the burger', async () => {
    const { user } = renderMobileMenu({ multiSearch: true });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Multi-search' }));

    const multiSearch = await screen.findByRole('dialog', { name: 'Multi-search' });
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    await closed();
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
