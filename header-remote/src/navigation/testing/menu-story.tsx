import { useState, type ReactNode } from 'react';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts/domain';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import type { MenuItem } from '../menu-items.ts';
import {
  bannersKey,
  experienceFragmentLoadedAtom,
  menuBannersLoadedAtom,
  type LoadState,
} from '../navigation-state.ts';
import { seedNavigation } from './navigation-fixtures.ts';
import type { AuthState } from '../../shopping/auth-state.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';

export type MenuStoryState = {
  readonly auth: AuthState;
  readonly taxonomy?: LoadState<readonly MenuItem[]>;
  readonly menuContent?: LoadState<ContentLocations>;
  readonly fragments?: Readonly<Record<string, ContentLocations>>;
  readonly banners?: readonly { readonly path: readonly string[]; readonly ads: readonly BannerAd[] }[];
  readonly menuBanners?: boolean;
  readonly onEvent?: OnHeaderEvent;
};

/**
 * A header whose store already holds the navigation, fragments and banners
 * (nothing is loaded), with services at the page's own origin so the
 * fixtures' `/favicon.svg` pictures load in Storybook.
 */
export function MenuStoryRoot({ state, children }: { readonly state: MenuStoryState; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const seeded = createShoppingStore({ auth: state.auth });
    seedNavigation(seeded, {
      ...(state.taxonomy ? { taxonomy: state.taxonomy } : {}),
      ...(state.menuContent ? { menuContent: state.menuContent } : {}),
    });
    for (const [key, value] of Object.entries(state.fragments ?? {})) {
      seeded.set(experienceFragmentLoadedAtom, key, value);
    }
    for (const { path, ads } of state.banners ?? []) {
      seeded.set(menuBannersLoadedAtom, bannersKey(path), ads);
    }
    return seeded;
  });
  return (
    <HeaderRoot
      input={{
        services: { api: '/' },
        features: { menuBanners: state.menuBanners ?? false },
        ...(state.onEvent ? { onEvent: state.onEvent } : {}),
      }}
      store={store}
    >
      {children}
    </HeaderRoot>
  );
}

/**
 * Stories never reach a network: anything the menu still asks for (a
 * fragment or banners no story seeded) gets the fake's 404, which the menu
 * treats as "nothing to show". Returns what puts the real fetch back.
 */
export function fakeMenuNetwork(): () => void {
  return installFetch(fakeShoppingServices());
}
