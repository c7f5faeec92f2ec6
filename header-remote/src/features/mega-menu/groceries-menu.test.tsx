import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { sampleMenuItems } from '../../navigation/testing/navigation-fixtures.ts';
import { SIGNED_OUT, sessionCheckedAtom } from '../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { sampleBannerAds } from '../../navigation/menu-banners/testing/banner-fixtures.ts';
import { groceriesPath } from './testing/menu-paths.ts';
import { menuTopOf } from '../../navigation/menu-top.ts';
import { menuContentLoadedAtom, menuTopFromServerAtom } from '../../navigation/navigation-state.ts';
import {
  column,
  columnNames,
  entries,
  groceriesButton,
  openMenu,
  panel,
  renderGroceriesMenu,
} from './testing/render-groceries-menu.tsx';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

// The content renderer is another feature's: here it only shows which components the menu handed it.
vi.mock('../../content/cms-components.tsx', () => ({
  CmsComponents: ({ components }: { components: readonly CmsComponent[] }) =>
    components.length === 0 ? null : <p>Content: {components.map((component) => component.componentId).join(', ')}</p>,
}));

const cell = (componentId: string): CmsComponent => ({ resourceType: 'fernleaf/components/trading-cell', componentId });

const groceries = () => must(sampleMenuItems()[0]);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const isOpen = () => groceriesButton().getAttribute('aria-expanded') === 'true';

describe('Groceries mega menu: opening and what level 0 shows', () => {
  it('is a collapsed disclosure button in a "Groceries menu" navigation, its panel hidden', () => {
    renderGroceriesMenu();
    const nav = screen.getByRole('navigation', { name: 'Groceries menu' });
    expect(within(nav).getByRole('button', { name: 'Groceries' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Shop all Groceries' })).not.toBeInTheDocument();
  });

  it('opens on a click with focus on "Shop all Groceries", and closes on the next click', async () => {
    const { user } = renderGroceriesMenu();
    const shopAll = await openMenu(user);
    expect(isOpen()).toBe(true);
    expect(panel()).toBeVisible();
    expect(shopAll).toHaveAttribute('href', '/ecom/shop/browse/groceries');
    await waitFor(() => expect(shopAll).toHaveFocus());
    await user.click(groceriesButton());
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'Shop all Groceries' })).not.toBeInTheDocument();
  });

  it("lists the root's shown departments: hidden and empty ones left out", async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    expect(entries('Groceries')).toEqual([
      'Shop all Groceries',
      'Fresh & Chilled',
      'Fruit & Vegetables',
      'Bakery',
      'Tea, Coffee & Soft Drinks',
      'Groceries Offers',
    ]);
    expect(screen.queryByText("Valentine's")).not.toBeInTheDocument();
    expect(screen.queryByText('Summer Barbecue')).not.toBeInTheDocument();
  });

  it('makes a department with sub-categories a button for its sub-menu, and one without a link', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    expect(screen.getByRole('button', { name: 'Fresh & Chilled' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Groceries Offers' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/groceries_offers',
    );
  });

  it('shows the middle mega menu content for the Groceries root beside level 0', async () => {
    const { user } = renderGroceriesMenu({
      menuContent: {
        status: 'loaded',
        value: { '10051': [cell('spring-greens'), cell('specialist-shops')], '10052': [cell('party')] },
      },
    });
    await openMenu(user);
    // The content sits in the panel's aside, a chunk of its own that the first open of the page loads.
    expect(await screen.findByText('Content: spring-greens, specialist-shops')).toBeVisible();
  });

  it('passes axe with three columns open', async () => {
    const { user } = renderGroceriesMenu({ auth: SIGNED_IN });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await user.click(await screen.findByRole('button', { name: 'Cheese' }));
    await screen.findByRole('link', { name: 'Cheddar' });
    await expectNoAxeViolations(screen.getByRole('navigation', { name: 'Groceries menu' }));
  });
});

describe('Groceries mega menu: sub-menus', () => {
  it('opens columns side by side, pointing each button at the column it opened', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    const fresh = screen.getByRole('button', { name: 'Fresh & Chilled' });
    await user.click(fresh);
    expect(fresh).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(must(fresh.getAttribute('aria-controls')))).toContainElement(
      column('Fresh & Chilled'),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toHaveFocus());
    expect(entries('Fresh & Chilled')).toEqual([
      'Shop all Fresh & Chilled',
      'Milk, Butter & Eggs',
      'Cheese',
      'Yoghurts',
    ]);

    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    expect(columnNames()).toEqual(['Groceries', 'Fresh & Chilled', 'Cheese']);
    // Another department replaces the deeper columns.
    await user.click(screen.getByRole('button', { name: 'Bakery' }));
    expect(columnNames()).toEqual(['Groceries', 'Bakery']);
    // Its open button again closes its sub-menu.
    await user.click(screen.getByRole('button', { name: 'Bakery' }));
    expect(columnNames()).toEqual(['Groceries']);
  });

  it('stops at the depth limit: aisles are links even when the taxonomy has more below them', async () => {
    const deep = groceries();
    const milk = must(deep.children[0]?.children[0]);
    const withFourth = {
      ...deep,
      children: deep.children.map((dept, at) =>
        at !== 0
          ? dept
          : {
              ...dept,
              children: dept.children.map((group) =>
                group.id !== milk.id
                  ? group
                  : {
                      ...group,
                      children: group.children.map((aisle) => ({
                        ...aisle,
                        categoryIds: ['999'],
                        children: [{ ...aisle, id: '999', name: 'Deeper', categoryIds: [], children: [] }],
                      })),
                    },
              ),
            },
      ),
    };
    const { user } = renderGroceriesMenu({ taxonomy: { status: 'loaded', value: [withFourth] } });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await user.click(screen.getByRole('button', { name: 'Milk, Butter & Eggs' }));
    expect(screen.getByRole('link', { name: 'Milk' })).toHaveAttribute('href', expect.stringContaining('/milk'));
    expect(screen.queryByRole('button', { name: 'Milk' })).not.toBeInTheDocument();
  });

  it("asks for the sub-menu's experience fragment and shows it beside the columns", async () => {
    const { user, network } = renderGroceriesMenu({
      fragments: { 'category-banners/cheese': { banner: [cell('shop-cheese')] } },
    });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await waitFor(() =>
      expect(network.requests).toContain('GET /content/experience-fragments/category-banners/fresh_and_chilled'),
    );
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    expect(await screen.findByText('Content: shop-cheese')).toBeVisible();
  });

  it('emits click_megamenu for sub-menu buttons and links, with level, name and path', async () => {
    const { user, onEvent } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'click_megamenu',
      data: { level: 0, name: 'Fresh & Chilled', path: '/ecom/shop/browse/groceries/fresh_and_chilled' },
    });
    const link = await screen.findByRole('link', { name: 'Shop all Fresh & Chilled' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onEvent).toHaveBeenLastCalledWith('analytics', {
      name: 'click_megamenu',
      data: { level: 1, name: 'Shop all Fresh & Chilled', path: '/ecom/shop/browse/groceries/fresh_and_chilled' },
    });
  });
});

describe('Groceries mega menu: one panel, from the first render to every open', () => {
  it('draws the closed panel with its first column from the start, and an open shows that same one', async () => {
    const { user } = renderGroceriesMenu();
    const drawn = screen.getByRole('link', { name: 'Shop all Groceries', hidden: true });
    expect(panel()).toContainElement(drawn);
    expect(drawn).not.toBeVisible();

    await user.click(groceriesButton());
    const shown = screen.getByRole('link', { name: 'Shop all Groceries' });
    expect(shown).toBe(drawn);
    await waitFor(() => expect(shown).toHaveFocus());
  });

  it('shows what changed while it was closed: the content, and who is signed in', async () => {
    const { user, store } = renderGroceriesMenu({ menuContent: { status: 'loading' } });
    act(() => {
      store.set(menuContentLoadedAtom, { '10051': [cell('spring-greens')] });
      store.set(sessionCheckedAtom, SIGNED_IN);
    });

    await openMenu(user);
    expect(await screen.findByText('Content: spring-greens')).toBeVisible();
    expect(within(column('Groceries')).getByRole('link', { name: 'Sign out' })).toBeVisible();
  });

  it('starts each open afresh: level 0 only, focus on its first item', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Cheese' })).not.toBeInTheDocument();

    await user.click(groceriesButton());
    expect(columnNames()).toEqual(['Groceries']);
    expect(screen.getByRole('link', { name: 'Shop all Groceries' })).toHaveFocus();
  });
});

describe('Groceries mega menu: closing', () => {
  it('closes on Escape from deep inside and gives focus back to the Groceries button', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(groceriesButton()).toHaveFocus();
  });

  it('closes on a click outside it, but not on a click inside its panel', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(column('Groceries'));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Page text'));
    expect(isOpen()).toBe(false);
  });

  it('closes when focus leaves it', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    screen.getByRole('button', { name: 'After the header' }).focus();
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('closes at once with the close button at level 0', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpen()).toBe(false);
    expect(groceriesButton()).toHaveFocus();
  });

  it('deeper, the close button first resets to the root, then closes 200 ms later', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(columnNames()).toEqual(['Groceries']);
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(panel()).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).not.toBeVisible();
    expect(groceriesButton()).toHaveFocus();
    // The browser's toggle event comes in a task of its own.
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('closes when the window narrows below 992 px, not on a resize that stays wide', async () => {
    const { user } = renderGroceriesMenu();
    await openMenu(user);
    vi.stubGlobal('innerWidth', 1200);
    fireEvent(window, new Event('resize'));
    expect(isOpen()).toBe(true);
    vi.stubGlobal('innerWidth', 800);
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(isOpen()).toBe(false));
  });
});

describe('Groceries mega menu: loading and failure', () => {
  it('shows a loading status while the taxonomy loads, then focuses the first item when it arrives', async () => {
    const { user, store } = renderGroceriesMenu({ taxonomy: { status: 'loading' } });
    await user.click(groceriesButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    const { seedNavigation } = await import('../../navigation/testing/navigation-fixtures.ts');
    act(() => void seedNavigation(store));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop all Groceries' })).toHaveFocus());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("draws the first column from the server's state, and a sub-menu asked for before the taxonomy holds its place until it comes", async () => {
    const { user, store } = renderGroceriesMenu({ taxonomy: { status: 'loading' } });
    act(() => store.set(menuTopFromServerAtom, menuTopOf(sampleMenuItems())));
    await openMenu(user);
    const fresh = screen.getByRole('button', { name: 'Fresh & Chilled' });
    await user.click(fresh);
    expect(fresh).toHaveAttribute('aria-expanded', 'true');
    const waiting = document.getElementById(must(fresh.getAttribute('aria-controls')));
    expect(within(must(waiting)).getByRole('status')).toHaveTextContent('Loading…');

    const { seedNavigation } = await import('../../navigation/testing/navigation-fixtures.ts');
    act(() => void seedNavigation(store));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toHaveFocus());
    expect(columnNames()).toEqual(['Groceries', 'Fresh & Chilled']);
  });

  it('says the menu could not load, with a link to Groceries, when the taxonomy failed', async () => {
    const { user } = renderGroceriesMenu({ taxonomy: { status: 'error', error: 'HTTP 500' } });
    await user.click(groceriesButton());
    expect(await screen.findByText('Sorry, the menu could not load.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Go to Groceries' });
    expect(link).toHaveAttribute('href', '/ecom/shop/browse/groceries');
    await waitFor(() => expect(link).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpen()).toBe(false);
  });
});

describe('Groceries mega menu: sign-out link (spec section 6)', () => {
  it('shows "Sign out" at the end of level 0 for a signed-in shopper', async () => {
    const { user } = renderGroceriesMenu({ auth: SIGNED_IN });
    await openMenu(user);
    expect(within(column('Groceries')).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/ecom/log-out',
    );
    expect(entries('Groceries').at(-1)).toBe('Sign out');
  });

  it('has no sign-out link for a support user signed on as a customer', async () => {
    const { user } = renderGroceriesMenu({ auth: { ...SIGNED_IN, isSignedOnAsCustomer: true } });
    await openMenu(user);
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('has no sign-out link when signed out', async () => {
    const { user } = renderGroceriesMenu({ auth: SIGNED_OUT });
    await openMenu(user);
    expect(screen.queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});

describe('Groceries mega menu: banners', () => {
  const [coffee, vegBox] = sampleBannerAds();

  it('shows the banners for the open path at levels 1 and 2 with the menuBanners flag on, none at level 0', async () => {
    const { user } = renderGroceriesMenu({
      menuBanners: true,
      banners: [
        { path: groceriesPath(), ads: [must(vegBox)] },
        { path: groceriesPath('Fresh & Chilled'), ads: [must(coffee)] },
        { path: groceriesPath('Fresh & Chilled', 'Cheese'), ads: [must(vegBox)] },
      ],
    });
    await openMenu(user);
    expect(screen.queryByRole('list', { name: 'Sponsored' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    expect(
      within(await screen.findByRole('list', { name: 'Sponsored' })).getByText('Copperkettle coffee'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    expect(within(screen.getByRole('list', { name: 'Sponsored' })).getByText('Seasonal veg box')).toBeVisible();
  });

  it('shows no banners and asks for none without the flag', async () => {
    const { user, network } = renderGroceriesMenu({
      menuBanners: false,
      banners: [{ path: groceriesPath('Fresh & Chilled'), ads: [must(coffee)] }],
    });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('list', { name: 'Sponsored' })).not.toBeInTheDocument();
    expect(network.requests.filter((request) => request.includes('adtech'))).toEqual([]);
  });
});
