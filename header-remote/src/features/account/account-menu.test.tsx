import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountButton, menuItemsShown, renderAccountLinks } from './testing/render-account-links.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const link = (name: string) => screen.getByRole('link', { name });
const isOpen = () => accountButton().getAttribute('aria-expanded') === 'true';

describe('My account dropdown: a disclosure with full keyboard use', () => {
  it('points its button at the panel it controls, hidden while collapsed', async () => {
    const { user } = renderAccountLinks();
    const panel = document.getElementById(accountButton().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await user.click(accountButton());
    await waitFor(() => expect(panel).toBeVisible());
  });

  it('toggles with clicks', async () => {
    const { user } = renderAccountLinks();
    await user.click(accountButton());
    expect(isOpen()).toBe(true);
    await menuItemsShown();
    await user.click(accountButton());
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'Account overview' })).not.toBeInTheDocument();
  });

  it('opens with Enter and Space from the keyboard, and Tab walks its links in order', async () => {
    const { user } = renderAccountLinks();
    accountButton().focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await menuItemsShown();
    await user.tab();
    expect(link('Account overview')).toHaveFocus();
    await user.tab();
    expect(link('Lists')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    // Focus went back past the button: the panel closed behind it.
    expect(isOpen()).toBe(false);
    accountButton().focus();
    await user.keyboard(' ');
    expect(isOpen()).toBe(true);
  });

  it('opens on ArrowDown at the first item and on ArrowUp at the last', async () => {
    const { user } = renderAccountLinks();
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(link('Account overview')).toHaveFocus());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { user } = renderAccountLinks();
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(link('Account overview')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(link('Lists')).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Account overview')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Account overview')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderAccountLinks();
    accountButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(link('Account overview')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(accountButton()).toHaveFocus();
  });

  it('closes when focus leaves it (Tab past the last item)', async () => {
    const { user } = renderAccountLinks();
    accountButton().focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the header' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('closes on a click outside it, but not on a click inside its panel', async () => {
    const { user } = renderAccountLinks();
    await user.click(accountButton());
    await menuItemsShown();
    await user.click(screen.getByRole('list'));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Page text'));
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'Account overview' })).not.toBeInTheDocument();
  });
});
