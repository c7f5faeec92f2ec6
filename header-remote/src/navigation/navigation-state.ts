import { atom } from 'jotai';
import type { BannerAd, ContentLocations } from '@grocer/shared-contracts/domain';
import type { MenuItem } from './menu-items.ts';
import { menuTopOf, type MenuTop } from './menu-top.ts';

/** Something the menus load: not asked for yet, on its way, there, or failed (the error is kept, spec section 8). */
export type LoadState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'error'; readonly error: string };

const IDLE = Object.freeze({ status: 'idle' as const });

/** The seasonal menu's content: shown only with a page title and a location (spec section 5). */
export type SeasonalMenu = { readonly title: string; readonly locations: ContentLocations };

// Private base atoms: features read the derived atoms and change state through the named actions below.
const taxonomyBaseAtom = atom<LoadState<readonly MenuItem[]>>(IDLE);
const menuLinkRootsBaseAtom = atom<readonly MenuItem[]>([]);
const serverMenuTopBaseAtom = atom<MenuTop | null>(null);
const menuContentBaseAtom = atom<LoadState<ContentLocations>>(IDLE);
const seasonalMenuBaseAtom = atom<LoadState<SeasonalMenu | null>>(IDLE);
const fragmentsBaseAtom = atom<Readonly<Record<string, LoadState<ContentLocations>>>>({});
const bannersBaseAtom = atom<Readonly<Record<string, LoadState<readonly BannerAd[]>>>>({});

/** The menu roots (Groceries 10051, then Entertaining 10052) with their children, hidden ones included. */
export const taxonomyAtom = atom((get) => get(taxonomyBaseAtom));
/**
 * What both menus draw as their first level: read from the taxonomy once it is in, until then the
 * one the server drew from its own (its state's `menuTop`), so the browser's first render is the
 * server's; without either, the taxonomy's state (not asked for yet, on its way, failed).
 */
export const menuTopAtom = atom((get): LoadState<MenuTop> => {
  const taxonomy = get(taxonomyBaseAtom);
  if (taxonomy.status === 'loaded') return { status: 'loaded', value: menuTopOf(taxonomy.value) };
  const fromServer = get(serverMenuTopBaseAtom);
  return fromServer ? { status: 'loaded', value: fromServer } : taxonomy;
});
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

const LOADING = Object.freeze({ status: 'loading' as const });

// The actions: every change to the navigation state is one of these, named for what happened.

/** The server's state came with the menus' first level (HeaderInitialState.menuTop). */
export const menuTopFromServerAtom = atom(null, (_get, set, top: MenuTop) => set(serverMenuTopBaseAtom, top));
/** The taxonomy was asked for (once: an intent and the press that follows it share one load). */
export const taxonomyLoadStartedAtom = atom(null, (_get, set) => set(taxonomyBaseAtom, LOADING));
/** The catalogue roots arrived, with the menu roots of links loaded beside them (decision 024). */
export const taxonomyLoadedAtom = atom(
  null,
  (_get, set, catalogue: readonly MenuItem[], linkRoots: readonly MenuItem[] = []) => {
    set(menuLinkRootsBaseAtom, linkRoots);
    set(taxonomyBaseAtom, { status: 'loaded', value: catalogue });
  },
);
/** The taxonomy failed: kept as an error (spec section 8); the mobile menu shows its built-in links. */
export const taxonomyLoadFailedAtom = atom(null, (_get, set, error: string) =>
  set(taxonomyBaseAtom, { status: 'error', error }),
);

export const menuContentLoadStartedAtom = atom(null, (_get, set) => set(menuContentBaseAtom, LOADING));
export const menuContentLoadedAtom = atom(null, (_get, set, locations: ContentLocations) =>
  set(menuContentBaseAtom, { status: 'loaded', value: locations }),
);
export const menuContentLoadFailedAtom = atom(null, (_get, set, error: string) =>
  set(menuContentBaseAtom, { status: 'error', error }),
);

export const seasonalMenuLoadStartedAtom = atom(null, (_get, set) => set(seasonalMenuBaseAtom, LOADING));
/** Null: the content service has no seasonal menu to show, so its button stays hidden. */
export const seasonalMenuLoadedAtom = atom(null, (_get, set, menu: SeasonalMenu | null) =>
  set(seasonalMenuBaseAtom, { status: 'loaded', value: menu }),
);
export const seasonalMenuLoadFailedAtom = atom(null, (_get, set, error: string) =>
  set(seasonalMenuBaseAtom, { status: 'error', error }),
);

const withFragment = (
  fragments: Readonly<Record<string, LoadState<ContentLocations>>>,
  key: string,
  next?: LoadState<ContentLocations>,
) =>
  Object.fromEntries([
    ...Object.entries(fragments).filter(([stored]) => stored !== key),
    ...(next ? [[key, next]] : []),
  ]);

export const experienceFragmentLoadStartedAtom = atom(null, (get, set, key: string) =>
  set(fragmentsBaseAtom, withFragment(get(fragmentsBaseAtom), key, LOADING)),
);
export const experienceFragmentLoadedAtom = atom(null, (get, set, key: string, locations: ContentLocations) =>
  set(fragmentsBaseAtom, withFragment(get(fragmentsBaseAtom), key, { status: 'loaded', value: locations })),
);
/** "On error nothing is stored" (spec section 7): a failed fragment is forgotten, so a later open may try again. */
export const experienceFragmentLoadFailedAtom = atom(null, (get, set, key: string) =>
  set(fragmentsBaseAtom, withFragment(get(fragmentsBaseAtom), key)),
);

export const menuBannersLoadStartedAtom = atom(null, (get, set, key: string) =>
  set(bannersBaseAtom, { ...get(bannersBaseAtom), [key]: LOADING }),
);
/** The ads for a menu path; a failed load gives none (spec section 7: "Error getting banners"). */
export const menuBannersLoadedAtom = atom(null, (get, set, key: string, ads: readonly BannerAd[]) =>
  set(bannersBaseAtom, { ...get(bannersBaseAtom), [key]: { status: 'loaded', value: ads } }),
);

/** The key banners are stored under: the menu path's category ids, root first. */
export function bannersKey(categories: readonly string[]): string {
  return categories.join('/');
}
