import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { GroceriesMenu } from '../features/mega-menu/groceries-menu.tsx';
import { MobileMenuButton } from '../features/mobile-menu/mobile-menu-button.tsx';
import { SeasonalMenuButton } from '../features/seasonal-menu/seasonal-menu-button.tsx';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { withDialogs } from '../testing/with-dialogs.ts';
import { NavigationLoader } from './navigation-loader.tsx';
import { INTENT_DELAY_MS } from './use-intent.ts';
import { navigationHandlers } from './testing/fake-navigation-services.ts';

const TAXONOMY = 'GET /taxonomy';
const MENU_CONTENT = 'PUT /content/menu/middle-mega-menu/master';
const SEASONAL = 'PUT /content/menu/seasonal-menu/seasonal-menu-content/master';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A header's menus with the real loader, and the services answering as the sample content; jsdom gets dialogs. */
function renderMenus(props: Partial<HeaderPropsInput> = {}) {
  onTestFinished(withDialogs());
  const network = fakeShoppingServices({ handlers: navigationHandlers });
  const urls: URL[] = [];
  vi.stubGlobal('fetch', (input: Request) => {
    urls.push(new URL(input.url));
    return network.fetch(input);
  });
  render(
    <HeaderRoot input={{ services: { api: 'http://api.test' }, ...props }} store={createStore()}>
      <NavigationLoader />
      <MobileMenuButton />
      <GroceriesMenu />
      <SeasonalMenuButton />
    </HeaderRoot>,
  );
  return { ...network, urls };
}

describe('what the navigation loads, and when', () => {
  it('asks at page load only for the seasonal content, whose button the closed header shows', async () => {
    const network = renderMenus();
    expect(await screen.findByRole('button', { name: 'Christmas' })).toBeInTheDocument();
    expect(network.requests).toEqual([SEASONAL]);
  });

  // When, to the millisecond, is the next test's (fake timers): a real-time wait here raced the
  // intent timer whenever the machine was busy.
  it('asks for the taxonomy and menu content once the pointer rests on Groceries, and not again when it opens', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Groceries' }));
    await waitFor(() => expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]));
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(await screen.findByRole('link', { name: 'Shop all Groceries' })).toBeInTheDocument();
    expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]);
  });

  it('asks for the taxonomy after exactly 100 ms of rest on Groceries (spec section 9): not at 99 ms', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Groceries' }));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(network.requests).toEqual([SEASONAL]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]));
  });

  it('asks for nothing when the pointer only crosses a menu button', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Menu' }));
    await act(() => vi.advanceTimersByTimeAsync(INTENT_DELAY_MS - 1));
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Menu' }));
    await act(() => vi.advanceTimersByTimeAsync(INTENT_DELAY_MS * 3));
    expect(network.requests).toEqual([SEASONAL]);
  });

  it('asks for the taxonomy on the first press of the burger, reached by keyboard at once', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]));
  });
});

describe("the taxonomy's depth (the taxonomyDepth prop; spec section 5: under 7, no category path resolution)", () => {
  const CHEESE_PAGE = '/ecom/shop/browse/groceries/fresh_and_chilled/cheese';

  /** Opens the burger on the cheese page; the taxonomy request's depth and whether the menu marks the page's path. */
  async function openOnCheesePage(props: Partial<HeaderPropsInput>) {
    window.history.replaceState(null, '', CHEESE_PAGE);
    const network = renderMenus(props);
    await screen.findByRole('button', { name: 'Christmas' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // Entertaining comes with the taxonomy (the mega menu's own Groceries button is outside the dialog).
    await within(menu).findByRole('button', { name: 'Entertaining' });
    const groceries = within(menu).getByRole('button', { name: 'Groceries' });
    const taxonomy = network.urls.find((url) => url.pathname.endsWith('/taxonomy'));
    return { depth: taxonomy?.searchParams.get('depth'), current: groceries.getAttribute('aria-current') };
  }

  it('loads the whole tree without it, and marks the categories down to the page', async () => {
    expect(await openOnCheesePage({})).toEqual({ depth: null, current: 'true' });
  });

  it('asks for 7 levels at 7, and still marks them', async () => {
    expect(await openOnCheesePage({ taxonomyDepth: 7 })).toEqual({ depth: '7', current: 'true' });
  });

  it('asks for 6 levels at 6, and marks nothing: the path resolution is off', async () => {
    expect(await openOnCheesePage({ taxonomyDepth: 6 })).toEqual({ depth: '6', current: null });
  });

  it('ignores a depth the contract refuses (under the Shop menu depth, 4), loading the whole tree', async () => {
    expect(await openOnCheesePage({ taxonomyDepth: 3 })).toEqual({ depth: null, current: 'true' });
  });
});
