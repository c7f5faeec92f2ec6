import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../lib/header-config.tsx';
import { bannersKey, experienceFragmentsAtom, menuBannersAtom, type LoadState } from './navigation-state.ts';

const importCalls = () => import(/* webpackChunkName: "navigation" */ './navigation-calls.ts');

/**
 * Loads the taxonomy and the menus' content after the first paint, from a
 * separate chunk. Mounted once per header (in the frame), not per menu.
 */
export function NavigationLoader() {
  const store = useStore();
  const config = useHeaderConfig();
  useEffect(() => {
    const controller = new AbortController();
    importCalls()
      .then(({ loadNavigation }) => loadNavigation(store, config, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) config.logger.error('Could not load the navigation', { error: String(error) });
      });
    return () => controller.abort();
  }, [store, config]);
  return null;
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
