import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { NOT_INITIALISED, SIGNED_OUT } from '../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { accountButton, API, menuItemsShown, renderAccountLinks } from './testing/render-account-links.tsx';

const SUPPORT_USER = { ...SIGNED_IN, isSignedOnAsCustomer: true };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function menuEntries() {
  const panel = document.getElementById(accountButton().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The My account button controls no panel');
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link ? `${link.textContent} → ${link.getAttribute('href')}` : within(item).getByRole('button').textContent;
    });
}

describe('Account links: signed out', () => {
  it('offers Sign in, coming back to the current path and query, and no account menu', () => {
    window.history.replaceState(null, '', '/ecom/shop/search?searchTerm=oat+milk');
    renderAccountLinks({ auth: SIGNED_OUT });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const url = new URL(signIn.getAttribute('href') ?? '', 'https://www.fernleaf.example');
    expect(url.pathname).toBe('/ecom/login');
    expect(url.searchParams.get('redirect')).toBe('/ecom/shop/search?searchTerm=oat+milk');
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it("offers Register: the token service's /v1/auth with the login prompt, sign-up hint and auth-success return", () => {
    renderAccountLinks({ auth: SIGNED_OUT });
    const url = new URL(screen.getByRole('link', { name: 'Register' }).getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/v1/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'login',
      screen_hint: 'signup',
      redirect_uri: `${window.location.origin}/ecom/auth-success`,
    });
  });

  it('shows the signed-out links while auth starts without a token session', () => {
    renderAccountLinks({ auth: NOT_INITIALISED });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderAccountLinks({ auth: SIGNED_OUT });
    await expectNoAxeViolations(container);
  });
});

describe('Account links: signed in', () => {
  it('shows Favourites, My orders and a collapsed My account button, never Sign in', () => {
    renderAccountLinks();
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/ecom/favourites');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/ecom/myaccount/my-orders');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account overview' })).not.toBeInTheDocument();
  });

  it('shows the signed-in display while a token session is being confirmed, so "Sign in" never flickers', () => {
    renderAccountLinks({ auth: { ...NOT_INITIALISED, hasTokenSession: true } });
    expect(accountButton()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('lists Account overview, Lists, the loyalty link and Sign out on the default placement', async () => {
    const { user } = renderAccountLinks();
    await user.click(accountButton());
    await menuItemsShown();
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuEntries()).toEqual([
      'Account overview → /ecom/myaccount',
      'Lists → /ecom/lists',
      'Loyalty card → /ecom/loyalty',
      'Sign out',
    ]);
  });

  it('adds My orders and Favourites instead of the loyalty link on the home placement', async () => {
    const { user } = renderAccountLinks({ placement: 'home' });
    await user.click(accountButton());
    await menuItemsShown();
    expect(menuEntries()).toEqual([
      'Account overview → /ecom/myaccount',
      'My orders → /ecom/myaccount/my-orders',
      'Favourites → /ecom/favourites',
      'Lists → /ecom/lists',
      'Sign out',
    ]);
  });

  it('gives a support user acting for a customer "Return to admin" and hides Sign out', async () => {
    const { user } = renderAccountLinks({ auth: SUPPORT_USER });
    await user.click(accountButton());
    await menuItemsShown();
    expect(screen.getByRole('button', { name: 'Return to admin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('has no axe violations with the menu open', async () => {
    const { user, container } = renderAccountLinks({ deliveryPass: 'ACTIVE' });
    await user.click(accountButton());
    await menuItemsShown();
    await screen.findByRole('link', { name: 'Delivery Pass' });
    await expectNoAxeViolations(container);
  });
});

describe('Account links: delivery pass', () => {
  it.each([
    ['ACTIVE', '/ecom/myaccount/delivery-pass'],
    ['AVAILABLE', '/ecom/delivery-pass'],
  ] as const)('links a %s pass to %s', async (status, href) => {
    const { user } = renderAccountLinks({ deliveryPass: status });
    await user.click(accountButton());
    await menuItemsShown();
    expect(screen.getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute('href', href);
    expect(menuEntries().at(-3)).toBe(`Delivery Pass → ${href}`);
  });

  it('shows no Delivery Pass link while the status is UNKNOWN, and asks no service for it', async () => {
    const { user, services } = renderAccountLinks();
    await user.click(accountButton());
    await menuItemsShown();
    expect(screen.queryByRole('link', { name: 'Delivery Pass' })).not.toBeInTheDocument();
    // The status comes with the shopper's state (GET /v1/header-state), never on its own.
    expect(services.requests).toEqual([]);
  });
});
