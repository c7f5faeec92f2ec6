import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../lib/header-config.tsx';
import {
  bannersKey,
  experienceFragmentsAtom,
  menuBannersAtom,
  menuContentAtom,
  seasonalMenuAtom,
  menuContentLoadFailedAtom,
  menuContentLoadStartedAtom,
  taxonomyLoadFailedAtom,
  taxonomyLoadStartedAtom,
  taxonomyAtom,
  type LoadState,
} from './navigation-state.ts';

const importCalls = () => import(/* webpackChunkName: "navigation" */ './navigation-calls.ts');

/**
 * Loads, after the first paint, the one piece of navigation the closed header
 * shows: the seasonal menu's content, without which its button does not show.
 * Nothing is asked for when the store already holds it (the server's state).
 * The taxonomy and the menus' content wait for a shopper heading for a menu
 * (`useLoadMenus`). Mounted once per header (in the frame), not per menu.
 */
export function NavigationLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  useEffect(() => {
    if (store.get(seasonalMenuAtom).status !== 'idle') return;
    const controller = new AbortController();
    importCalls()
      .then(({ loadSeasonalMenu }) => loadSeasonalMenu(store, config, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) config.logger.error('Could not load the navigation', { error: String(error) });
      });
    return () => controller.abort();
  }, [store, config]);
  return null;
}

/** Asked for by an intent or a press, never cancelled: a shopper who moved away may still come back. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * What the Groceries menu and the mobile menu need open, the taxonomy and the
 * middle mega menu content: call it on intent (pointer or focus resting 100 ms,
 * `useIntent`) and on the press itself. Each is asked for once per header; a
 * failure stays stored, as the menus show it.
 */
export function useLoadMenus(): () => void {
  const store = useStore();
  const config = useHeaderConfig();
  return useCallback(() => {
    const taxonomy = store.get(taxonomyAtom).status === 'idle';
    const content = store.get(menuContentAtom).status === 'idle';
    if (!taxonomy && !content) return;
    // Marked at once, so an intent and the press that follows it ask only once.
    if (taxonomy) store.set(taxonomyLoadStartedAtom);
    if (content) store.set(menuContentLoadStartedAtom);
    importCalls().then(
      ({ loadTaxonomy, loadMenuContent }) =>
        Promise.all([
          taxonomy ? loadTaxonomy(store, config, NEVER_ABORTED) : undefined,
          content ? loadMenuContent(store, config, NEVER_ABORTED) : undefined,
        ]),
      (error: unknown) => {
        config.logger.error('Could not load the navigation', { error: String(error) });
        if (taxonomy) store.set(taxonomyLoadFailedAtom, String(error));
        if (content) store.set(menuContentLoadFailedAtom, String(error));
      },
    );
  }, [store, config]);
}

/**
 * A category's experience fragment (its `banner` key), loaded when first
 * asked for: pass null while the sub-menu is closed.
 */
export function useExperienceFragment(key: string | null): LoadState<ContentLocations> {
  const store = useStore();
  const config = useHeaderConfig();
  const fragments = useAtomValue(experienceFragmentsAtom);
  useEffect(() => {
    if (!key) return;
    importCalls()
      .then(({ loadExperienceFragment }) => loadExperienceFragment(store, config, key))
      .catch((error: unknown) => config.logger.error('Could not load the navigation', { error: String(error) }));
  }, [store, config, key]);
  return (key && fragments[key]) || { status: 'idle' };
}

/**
 * Banner ads for an open menu path, root first (spec section 7): asked for
 * only with the menuBanners flag on; pass null to ask for none.
 */
export function useMenuBanners(categories: readonly string[] | null): readonly BannerAd[] {
  const store = useStore();
  const config = useHeaderConfig();
  const banners = useAtomValue(menuBannersAtom);
  const enabled = config.props.features.menuBanners && categories !== null && categories.length > 0;
  const key = enabled ? bannersKey(categories) : null;
  useEffect(() => {
    if (!key) return;
    importCalls()
      .then(({ loadMenuBanners }) => loadMenuBanners(store, config, key.split('/')))
      .catch((error: unknown) => config.logger.error('Error getting banners', { error: String(error) }));
  }, [store, config, key]);
  const state = key ? banners[key] : undefined;
  return state?.status === 'loaded' ? state.value : [];
}
