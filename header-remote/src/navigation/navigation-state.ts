import { atom } from 'jotai';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts';
import type { MenuItem } from './menu-items.ts';

/** Something the menus load: not asked for yet, on its way, there, or failed (the error is kept, spec section 8). */
export type LoadState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'error'; readonly error: string };

const IDLE = Object.freeze({ status: 'idle' as const });

/** The seasonal menu's content: shown only with a page title and a location (spec section 5). */
export type SeasonalMenu = { readonly title: string; readonly locations: ContentLocations };

// Private base atoms: features read the derived atoms and change state through the setters below.
const taxonomyBaseAtom = atom<LoadState<readonly MenuItem[]>>(IDLE);
const menuLinkRootsBaseAtom = atom<readonly MenuItem[]>([]);
const menuContentBaseAtom = atom<LoadState<ContentLocations>>(IDLE);
const seasonalMenuBaseAtom = atom<LoadState<SeasonalMenu | null>>(IDLE);
const fragmentsBaseAtom = atom<Readonly<Record<string, LoadState<ContentLocations>>>>({});
const bannersBaseAtom = atom<Readonly<Record<string, LoadState<readonly BannerAd[]>>>>({});

/** The menu roots (Groceries 10051, then Entertaining 10052) with their children, hidden ones included. */
export const taxonomyAtom = atom((get) => get(taxonomyBaseAtom));
/**
 * The taxonomy's menu roots of links (signed-in and signed-out account, site
 * links; decision 024), loaded with it: none until then, or when it failed,
 * and the mobile menu then shows its built-in links.
 */
export const menuLinkRootsAtom = atom((get) => get(menuLinkRootsBaseAtom));
/** The middle mega menu's components, by the root category id they sit beside. */
export const menuContentAtom = atom((get) => get(menuContentBaseAtom));
/** Null when the content service has no seasonal menu (404) or it lacks a title or location. */
export const seasonalMenuAtom = atom((get) => get(seasonalMenuBaseAtom));
/** Experience fragments by key (a category's `banner`). On error nothing is stored (spec section 7). */
export const experienceFragmentsAtom = atom((get) => get(fragmentsBaseAtom));
/** Menu banner ads by the menu path they were asked for (`bannersKey`). */
export const menuBannersAtom = atom((get) => get(bannersBaseAtom));

export const setTaxonomyAtom = atom(null, (_get, set, next: LoadState<readonly MenuItem[]>) =>
  set(taxonomyBaseAtom, next),
);
export const setMenuLinkRootsAtom = atom(null, (_get, set, next: readonly MenuItem[]) =>
  set(menuLinkRootsBaseAtom, next),
);
export const setMenuContentAtom = atom(null, (_get, set, next: LoadState<ContentLocations>) =>
  set(menuContentBaseAtom, next),
);
export const setSeasonalMenuAtom = atom(null, (_get, set, next: LoadState<SeasonalMenu | null>) =>
  set(seasonalMenuBaseAtom, next),
);
export const setExperienceFragmentAtom = atom(null, (get, set, key: string, next: LoadState<ContentLocations>) => {
  const others = Object.entries(get(fragmentsBaseAtom)).filter(([stored]) => stored !== key);
  // "On error nothing is stored": a failed fragment is forgotten, so a later open may try again.
  set(fragmentsBaseAtom, Object.fromEntries(next.status === 'error' ? others : [...others, [key, next]]));
});
export const setMenuBannersAtom = atom(null, (get, set, key: string, next: LoadState<readonly BannerAd[]>) =>
  set(bannersBaseAtom, { ...get(bannersBaseAtom), [key]: next }),
);

/** The key banners are stored under: the menu path's category ids, root first. */
export function bannersKey(categories: readonly string[]): string {
  return categories.join('/');
}
