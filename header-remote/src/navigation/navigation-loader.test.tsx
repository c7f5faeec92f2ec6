import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { GroceriesMenu } from '../features/mega-menu/groceries-menu.tsx';
import { MobileMenuButton } from '../features/mobile-menu/mobile-menu-button.tsx';
import { SeasonalMenuButton } from '../features/seasonal-menu/seasonal-menu-button.tsx';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { NavigationLoader } from './navigation-loader.tsx';
import { INTENT_DELAY_MS } from './use-intent.ts';
import { navigationAnswers } from './testing/fake-navigation-services.ts';

const TAXONOMY = 'GET /taxonomy';
const MENU_CONTENT = 'PUT /content/menu/middle-mega-menu/master';
const SEASONAL = 'PUT /content/menu/seasonal-menu/seasonal-menu-content/master';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A header's menus with the real loader, and the services answering as the sample content. */
function renderMenus() {
  const network = fakeShoppingServices({ other: navigationAnswers });
  vi.stubGlobal('fetch', network.fetch);
  render(
    <HeaderRoot input={{ services: { api: 'http://api.test' } }} store={createStore()}>
      <NavigationLoader />
      <MobileMenuButton />
      <GroceriesMenu />
      <SeasonalMenuButton />
    </HeaderRoot>,
  );
  return network;
}

describe('what the navigation loads, and when', () => {
  it('asks at page load only for the seasonal content, whose button the closed header shows', async () => {
    const network = renderMenus();
    expect(await screen.findByRole('button', { name: 'Christmas' })).toBeInTheDocument();
    expect(network.requests).toEqual([SEASONAL]);
  });

  it('asks for the taxonomy and menu content once the pointer has rested on Groceries for 100 ms, once', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Groceries' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, INTENT_DELAY_MS / 2)));
    expect(network.requests).toEqual([SEASONAL]);
    await waitFor(() => expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]));
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    expect(await screen.findByRole('link', { name: 'Shop all Groceries' })).toBeInTheDocument();
    expect(network.requests).toEqual([SEASONAL, TAXONOMY, MENU_CONTENT]);
  });

  it('asks for nothing when the pointer only crosses a menu button', async () => {
    const network = renderMenus();
    await screen.findByRole('button', { name: 'Christmas' });
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    await user.unhover(screen.getByRole('button', { name: 'Menu' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, INTENT_DELAY_MS * 3)));
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
