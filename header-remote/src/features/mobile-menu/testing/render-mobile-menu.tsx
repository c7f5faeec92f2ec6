import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot, MultiSearchLauncher } from '../../../testing/header-under-test.tsx';
import type { MenuItem } from '../../../navigation/menu-items.ts';
import type { LoadState, SeasonalMenu } from '../../../navigation/navigation-state.ts';
import { seedNavigation } from '../../../navigation/testing/navigation-fixtures.ts';
import type { AuthState } from '../../../shopping/auth-state.ts';
import type { SlotState } from '../../../shopping/shopping-state.ts';
import { createShoppingStore, SIGNED_IN } from '../../../shopping/testing/shopping-store.ts';
import { withDialogs } from '../../../testing/with-dialogs.ts';
import { MobileMenuButton } from '../mobile-menu-button.tsx';
import { seedCategoryFragments } from './mobile-menu-fixtures.ts';

export const API = 'http://api.test';

export type RenderMobileMenuOptions = {
  readonly auth?: AuthState;
  readonly slot?: SlotState;
  readonly taxonomy?: LoadState<readonly MenuItem[]>;
  /** The taxonomy's menu roots of links; the sample ones with a loaded taxonomy, none otherwise. */
  readonly menuLinkRoots?: readonly MenuItem[];
  /** The seasonal menu's content; none unless given. */
  readonly seasonal?: LoadState<SeasonalMenu | null>;
  readonly menuBanners?: boolean;
  /** Also the masthead's Multi-search button, whose dialog the menu's Multi-search opens. */
  readonly multiSearch?: boolean;
};

/**
 * The burger in a header whose store already holds the shopper and the
 * sample taxonomy (with every category's fragment), on a phone-wide window,
 * with a focusable page element either side; in jsdom, with a stand-in for
 * the native dialog and its commands (`withDialogs`). Nothing reaches a network.
 */
export function renderMobileMenu({
  auth = SIGNED_IN,
  slot,
  taxonomy,
  menuLinkRoots,
  seasonal,
  menuBanners = false,
  multiSearch = false,
}: RenderMobileMenuOptions = {}) {
  // jsdom has neither; a real browser (mobile-menu.browser.test.tsx) keeps its own.
  if (!('command' in HTMLButtonElement.prototype)) onTestFinished(withDialogs());
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('No network in component tests'))),
  );
  const store = createShoppingStore({ auth, ...(slot ? { slot } : {}) });
  seedNavigation(store, {
    ...(taxonomy ? { taxonomy } : {}),
    ...(menuLinkRoots ? { menuLinkRoots } : {}),
    ...(seasonal ? { seasonal } : {}),
  });
  seedCategoryFragments(store);
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Before the header</button>
      <HeaderRoot input={{ services: { api: API }, features: { menuBanners }, onEvent }} store={store}>
        <MobileMenuButton />
        {multiSearch ? <MultiSearchLauncher /> : null}
      </HeaderRoot>
      <button type="button">After the header</button>
    </>,
  );
  return { ...view, user, onEvent, store };
}

export const burger = () => screen.getByRole('button', { name: 'Menu' });

/** Presses the burger and waits for the menu. */
export async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(burger());
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** Resizes the window as a browser does. */
export function resizeWindow(width: number) {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize'));
}
