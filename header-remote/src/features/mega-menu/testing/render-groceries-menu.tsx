import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../../testing/header-under-test.tsx';
import type { MenuItem } from '../../../navigation/menu-items.ts';
import {
  bannersKey,
  experienceFragmentLoadedAtom,
  menuBannersLoadedAtom,
  type LoadState,
} from '../../../navigation/navigation-state.ts';
import { seedNavigation } from '../../../navigation/testing/navigation-fixtures.ts';
import { SIGNED_OUT, type AuthState } from '../../../shopping/auth-state.ts';
import { fakeShoppingServices } from '../../../shopping/testing/fake-shopping-services.ts';
import { createShoppingStore } from '../../../shopping/testing/shopping-store.ts';
import { GroceriesMenu } from '../groceries-menu.tsx';

export const API = 'http://api.test';

export type RenderMenuOptions = {
  readonly auth?: AuthState;
  readonly taxonomy?: LoadState<readonly MenuItem[]>;
  readonly menuContent?: LoadState<ContentLocations>;
  /** Experience fragments already loaded, by key. */
  readonly fragments?: Readonly<Record<string, ContentLocations>>;
  /** Banner ads already loaded, by the menu path they are for (root first). */
  readonly banners?: readonly { readonly path: readonly string[]; readonly ads: readonly BannerAd[] }[];
  readonly menuBanners?: boolean;
  readonly services?: Readonly<Record<string, string>>;
};

/**
 * The Groceries menu in a header whose store already holds the navigation
 * (no loader runs), with anything it still asks the network for answered
 * 404, and a focusable page element either side.
 */
export function renderGroceriesMenu({
  auth = SIGNED_OUT,
  taxonomy,
  menuContent,
  fragments = {},
  banners = [],
  menuBanners = false,
  services = {},
}: RenderMenuOptions = {}) {
  const network = fakeShoppingServices();
  vi.stubGlobal('fetch', network.fetch);
  const store = createShoppingStore({ auth });
  seedNavigation(store, { ...(taxonomy ? { taxonomy } : {}), ...(menuContent ? { menuContent } : {}) });
  for (const [key, value] of Object.entries(fragments)) store.set(experienceFragmentLoadedAtom, key, value);
  for (const { path, ads } of banners) store.set(menuBannersLoadedAtom, bannersKey(path), ads);
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Before the header</button>
      <HeaderRoot input={{ services: { api: API, ...services }, features: { menuBanners }, onEvent }} store={store}>
        <div style={{ position: 'relative' }}>
          <GroceriesMenu />
        </div>
      </HeaderRoot>
      <p>Page text</p>
      <button type="button">After the header</button>
    </>,
  );
  return { ...view, user, onEvent, store, network };
}

export const groceriesButton = () => screen.getByRole('button', { name: 'Groceries' });

/** The open panel (what the Groceries button controls). */
export function panel(): HTMLElement {
  const element = document.getElementById(groceriesButton().getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('The Groceries button controls nothing');
  return element;
}

/** Opens the menu with a click and waits for its first column. */
export async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(groceriesButton());
  return screen.findByRole('link', { name: 'Shop all Groceries' });
}

/** The list of one column, named after its category. */
export const column = (name: string) => screen.getByRole('list', { name });

export const columnNames = () =>
  screen
    .queryAllByRole('list')
    .filter((list) => panel().contains(list) && list.getAttribute('aria-label') !== 'Sponsored')
    .map((list) => list.getAttribute('aria-label'));

export const entries = (name: string) =>
  within(column(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
