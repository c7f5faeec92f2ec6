import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { editedMenuLinkRoots } from './testing/mobile-menu-fixtures.ts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const names = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the mobile menu's account and site links, from the taxonomy's menu roots (decision 024)", () => {
  it('signed in: the signed-in account root, as the taxonomy has it', async () => {
    const { user, container } = renderMobileMenu({ menuLinkRoots: editedMenuLinkRoots() });
    await openMenu(user);
    expect(names('Your slot and account')).toEqual(['Book Slot', 'Account overview', 'Lists', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Lists' })).toHaveAttribute('href', '/ecom/lists');
    expect(names('Help')).toEqual(['Customer service', 'Contact us']);
    await expectNoAxeViolations(container.ownerDocument.body);
  });

  it('signed on as a customer: no Sign out, even when the taxonomy lists it', async () => {
    const { user } = renderMobileMenu({
      auth: { ...SIGNED_IN, isSignedOnAsCustomer: true },
      menuLinkRoots: editedMenuLinkRoots(),
    });
    await openMenu(user);
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signed out: the signed-out root, Sign in back to this page', async () => {
    window.history.replaceState(null, '', '/ecom/trolley');
    const { user } = renderMobileMenu({ auth: SIGNED_OUT, menuLinkRoots: editedMenuLinkRoots() });
    await openMenu(user);
    expect(names('Your slot and account')).toEqual(['Book Slot', 'Sign in', 'Register']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/ecom/login?redirect=%2Fecom%2Ftrolley',
    );
    window.history.replaceState(null, '', '/');
  });

  it('the taxonomy failed: the built-in links, so signing in never depends on it', async () => {
    const { user } = renderMobileMenu({ auth: SIGNED_OUT, taxonomy: { status: 'error', error: 'HTTP 503' } });
    await openMenu(user);
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, the menu could not load.');
    expect(names('Your slot and account')).toEqual(['Book Slot', 'Sign in', 'Register']);
    expect(names('Help')).toEqual(['Find a store', 'Customer service']);
  });

  it('never lists a menu root among the shop roots', async () => {
    const { user } = renderMobileMenu({ menuLinkRoots: editedMenuLinkRoots() });
    await openMenu(user);
    expect(names('Shop')).toEqual([
      'Groceries',
      'Entertaining',
      'Offers',
      'New',
      'Recipes',
      'Inspiration',
      'Multi-search',
    ]);
  });
});
