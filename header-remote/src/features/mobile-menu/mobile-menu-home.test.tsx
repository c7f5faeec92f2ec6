import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotType } from '@grocer/shared-contracts/domain';
import { NOT_INITIALISED, SIGNED_OUT } from '../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { menuTopOf } from '../../navigation/menu-top.ts';
import { menuTopFromServerAtom } from '../../navigation/navigation-state.ts';
import { sampleMenuItems, seedNavigation } from '../../navigation/testing/navigation-fixtures.ts';
import { bookedSlot } from './testing/mobile-menu-fixtures.ts';
import { API, openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const link = (name: string) => screen.getByRole('link', { name });
const list = (name: string) => within(screen.getByRole('list', { name }));
const names = (name: string) =>
  list(name)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('level 0 of the mobile menu', () => {
  it('lists the roots, then the primary links, then Multi-search', async () => {
    const { user } = renderMobileMenu();
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
    expect(list('Shop').getByRole('button', { name: 'Groceries' })).toBeInTheDocument();
    expect(list('Shop').getByRole('button', { name: 'Entertaining' })).toBeInTheDocument();
    expect(link('Offers')).toHaveAttribute('href', '/ecom/shop/browse/offers');
    expect(link('New')).toHaveAttribute('href', '/ecom/shop/browse/groceries/new');
    expect(link('Recipes')).toHaveAttribute('href', '/ecom/recipes');
    expect(link('Inspiration')).toHaveAttribute('href', '/ecom/content/inspiration');
  });

  it('has the store finder and customer service, which the hidden top bar holds on desktop', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    expect(link('Find a store')).toHaveAttribute('href', 'https://www.fernleaf.example/find-a-store');
    expect(link('Customer service')).toHaveAttribute('href', '/ecom/help-information/customer-service');
  });

  // WCAG 1.4.10 (reflow): the top bar is hidden below 992px, and at 200 % zoom of a 1280px window.
  it('offers "More from" the three sister shops, as the hidden top bar does: a new tab, with referral tracking', async () => {
    const { user } = renderMobileMenu();
    const menu = await openMenu(user);
    const moreFrom = list('More from');
    expect(moreFrom.getAllByRole('link').map((shop) => shop.textContent)).toEqual([
      'Fernleaf Cellar (wine and spirits, opens in a new tab)',
      'Fernleaf Garden (garden, opens in a new tab)',
      'Fernleaf Kitchen (meal delivery, opens in a new tab)',
    ]);
    const sites = [
      'https://www.fernleafcellar.example/',
      'https://www.fernleafgarden.example/',
      'https://www.fernleafkitchen.example/',
    ];
    for (const [index, shop] of moreFrom.getAllByRole('link').entries()) {
      expect(shop).toHaveAttribute('target', '_blank');
      expect(shop).toHaveAttribute('rel', 'noopener');
      const url = new URL(shop.getAttribute('href') ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(sites[index]);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        utm_source: 'groceries',
        utm_medium: 'referral',
        utm_campaign: 'header-more-from',
      });
    }
    expect(screen.getByText('More from')).toBeVisible();
    await expectNoAxeViolations(menu);
  });

  // WCAG 1.4.10 (reflow): below 544px, and so at 400 % zoom, the masthead has no room for the button.
  it('offers Multi-search, a button that opens a dialog', async () => {
    const { user } = renderMobileMenu({ auth: SIGNED_OUT });
    await openMenu(user);
    expect(list('Shop').getByRole('button', { name: 'Multi-search' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  // WCAG 1.4.10 (reflow): the desktop nav row, with its seasonal menu button, is hidden below 992px.
  it('links the season’s page after the primary links when the desktop nav row has a seasonal menu', async () => {
    const { user } = renderMobileMenu({ seasonal: { status: 'loaded', value: { title: 'Christmas', locations: {} } } });
    await openMenu(user);
    expect(names('Shop')).toEqual([
      'Groceries',
      'Entertaining',
      'Offers',
      'New',
      'Recipes',
      'Inspiration',
      'Christmas',
      'Multi-search',
    ]);
    expect(link('Christmas')).toHaveAttribute('href', '/ecom/shop/browse/groceries/christmas');
  });

  it('says "Loading…" while the taxonomy loads, keeping every other link', async () => {
    const { user } = renderMobileMenu({ taxonomy: { status: 'loading' } });
    await openMenu(user);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(names('Shop')).toEqual(['Offers', 'New', 'Recipes', 'Inspiration', 'Multi-search']);
    expect(link('Book Slot')).toBeInTheDocument();
  });

  it("draws the roots from the server's state; one pressed before the taxonomy says so, and opens when it comes", async () => {
    const { user, store } = renderMobileMenu({ taxonomy: { status: 'loading' } });
    act(() => store.set(menuTopFromServerAtom, menuTopOf(sampleMenuItems())));
    await openMenu(user);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    act(() => void seedNavigation(store));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groceries' })).toHaveFocus());
    expect(link('Shop all Groceries')).toBeInTheDocument();
  });

  it('says the menu could not load when the taxonomy failed, and links the roots home pages instead', async () => {
    const { user } = renderMobileMenu({ taxonomy: { status: 'error', error: 'HTTP 503' } });
    const menu = await openMenu(user);
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, the menu could not load.');
    expect(link('Groceries')).toHaveAttribute('href', '/ecom/shop/browse/groceries');
    expect(link('Entertaining')).toHaveAttribute('href', '/ecom/shop/browse/entertaining');
    expect(link('Offers')).toBeInTheDocument();
    expect(link('My account')).toBeInTheDocument();
    await expectNoAxeViolations(menu);
  });
});

describe('the slot entry', () => {
  it('reads "Book Slot", to service selection, when no slot is booked', async () => {
    const { user } = renderMobileMenu({ slot: { status: 'none' } });
    await openMenu(user);
    expect(link('Book Slot')).toHaveAttribute('href', '/ecom/serviceselection');
    expect(screen.queryByRole('link', { name: 'Change Slot' })).not.toBeInTheDocument();
  });

  it.each<[SlotType, string]>([
    ['DELIVERY', '/ecom/bookslot/delivery'],
    ['ENTERTAINING_COLLECTION', '/ecom/bookslot/collection/entertaining'],
    ['GROCERY_COLLECTION', '/ecom/bookslot/collection/groceriesandentertaining'],
    ['DELIVERY_SERVICE', '/ecom/serviceselection'],
  ])('reads "Change Slot" with the booked-calendar icon for a booked %s slot, linking to %s', async (type, href) => {
    const { user } = renderMobileMenu({ slot: bookedSlot(type) });
    await openMenu(user);
    const changeSlot = link('Change Slot');
    expect(changeSlot).toHaveAttribute('href', href);
    expect(changeSlot.querySelector('svg[data-icon="booked-calendar"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Book Slot' })).not.toBeInTheDocument();
  });

  it('reads "Book Slot" for a booked slot of no defined type, or with no start time', async () => {
    const { user, unmount } = renderMobileMenu({ slot: bookedSlot('UNDEFINED') });
    await openMenu(user);
    expect(link('Book Slot')).toBeInTheDocument();
    unmount();

    const again = renderMobileMenu({ slot: bookedSlot('DELIVERY', '') });
    await openMenu(again.user);
    expect(link('Book Slot')).toBeInTheDocument();
  });
});

describe('the account links and the sign-out rule (spec section 6)', () => {
  it('signed in: My account, My orders, Favourites and Sign out', async () => {
    const { user } = renderMobileMenu({ auth: SIGNED_IN });
    await openMenu(user);
    expect(names('Your slot and account')).toEqual(['Book Slot', 'My account', 'My orders', 'Favourites', 'Sign out']);
    expect(link('My account')).toHaveAttribute('href', '/ecom/myaccount');
    expect(link('My orders')).toHaveAttribute('href', '/ecom/myaccount/my-orders');
    expect(link('Favourites')).toHaveAttribute('href', '/ecom/favourites');
    expect(link('Sign out')).toHaveAttribute('href', '/ecom/log-out');
  });

  it('signed on as a customer: no Sign out', async () => {
    const { user } = renderMobileMenu({ auth: { ...SIGNED_IN, isSignedOnAsCustomer: true } });
    await openMenu(user);
    expect(link('My account')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('a token session not yet confirmed: the signed-in links, but no Sign out until logged in', async () => {
    const { user } = renderMobileMenu({ auth: { ...NOT_INITIALISED, hasTokenSession: true } });
    await openMenu(user);
    expect(link('My account')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signed out: Sign in back to this page, and Register at the token service', async () => {
    window.history.replaceState(null, '', '/ecom/shop/browse/groceries?sortBy=price');
    const { user } = renderMobileMenu({ auth: SIGNED_OUT });
    await openMenu(user);
    expect(names('Your slot and account')).toEqual(['Book Slot', 'Sign in', 'Register']);
    expect(link('Sign in')).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/shop/browse/groceries?sortBy=price' })}`,
    );
    expect(link('Register').getAttribute('href')).toMatch(
      new RegExp(`^${API}/v1/auth\\?prompt=login&screen_hint=signup&redirect_uri=`),
    );
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
