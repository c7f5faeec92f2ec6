import type { ContentLocations, TaxonomyTreeEntry } from '@grocer/shared-contracts/domain';
import {
  BUILT_IN_MENU_LINKS,
  ENTERTAINING_ROOT_ID,
  GROCERIES_ROOT_ID,
  MENU_LINK_ROOT_IDS,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SIGNED_OUT_ACCOUNT_ROOT_ID,
  SITE_LINKS_ROOT_ID,
  type MenuLink,
} from '@grocer/shared-contracts/domain';
import type { createStore } from 'jotai';
import { sampleUrlName } from '@grocer/shared-contracts/cms-builders';
import { toMenuItem, type MenuItem } from '../menu-items.ts';
import {
  menuContentLoadFailedAtom,
  menuContentLoadStartedAtom,
  menuContentLoadedAtom,
  seasonalMenuLoadFailedAtom,
  seasonalMenuLoadStartedAtom,
  seasonalMenuLoadedAtom,
  taxonomyLoadFailedAtom,
  taxonomyLoadStartedAtom,
  taxonomyLoadedAtom,
  type LoadState,
  type SeasonalMenu,
} from '../navigation-state.ts';
import { seedLoad } from './seed-load-state.ts';

type Store = ReturnType<typeof createStore>;

/** A category for fixtures: name and children; flags default to a normal, shown category. */
type Spec = {
  readonly name: string;
  readonly children?: readonly Spec[];
  readonly emptyOfProducts?: boolean;
  readonly hiddenInNav?: boolean;
  readonly offer?: boolean;
  readonly banner?: boolean;
  readonly iconName?: string;
  readonly generated?: boolean;
  readonly bold?: boolean;
  readonly showWarningIcon?: boolean;
  readonly seasonalMenuTitle?: string;
};

let nextId = 300000;

function build(spec: Spec, parentUrl: string, parentId: string | null, id?: string): TaxonomyTreeEntry {
  const ownId = id ?? String(nextId++);
  const url = `${parentUrl}/${sampleUrlName(spec.name)}`;
  const children = (spec.children ?? []).map((child) => build(child, url, ownId));
  return {
    id: ownId,
    name: spec.name,
    shortName: spec.name.split(' ')[0] ?? spec.name,
    url,
    parentId,
    categoryIds: children.map((child) => child.id),
    banner: spec.banner ? `category-banners/${sampleUrlName(spec.name)}` : null,
    megaMenuBanner: null,
    emptyOfProducts: spec.emptyOfProducts ?? false,
    hiddenInNav: spec.hiddenInNav ?? false,
    additionalClasses: null,
    iconName: spec.iconName ?? null,
    offer: spec.offer ?? false,
    generated: spec.generated ?? false,
    bold: spec.bold ?? false,
    showWarningIcon: spec.showWarningIcon ?? false,
    seasonalMenuTitle: spec.seasonalMenuTitle ?? null,
    childCategories: children,
  };
}

const aisles = (...names: string[]): Spec[] => names.map((name) => ({ name }));

/** Groceries and Entertaining, three levels deep, with a hidden and an empty category to leave out. */
export function sampleTaxonomyTree(): TaxonomyTreeEntry[] {
  nextId = 300000;
  const groceries: Spec = {
    name: 'Groceries',
    children: [
      {
        name: 'Fresh & Chilled',
        iconName: 'fresh',
        banner: true,
        children: [
          { name: 'Milk, Butter & Eggs', banner: true, children: aisles('Milk', 'Butter', 'Eggs') },
          { name: 'Cheese', banner: true, children: aisles('Cheddar', 'Cheese Boards', 'Soft Cheese') },
          { name: 'Yoghurts', children: aisles('Greek Style', 'Fruit Yoghurts') },
        ],
      },
      {
        name: 'Fruit & Vegetables',
        iconName: 'fruit-veg',
        banner: true,
        children: [
          { name: 'Fresh Fruit', children: aisles('Apples', 'Bananas', 'Berries') },
          { name: 'Fresh Vegetables', children: aisles('Greens & Peas', 'Potatoes', 'Salad') },
        ],
      },
      {
        name: 'Bakery',
        iconName: 'bakery',
        banner: true,
        children: [{ name: 'Bread', children: aisles('White Bread', 'Wholemeal') }, { name: 'Cakes' }],
      },
      {
        name: 'Tea, Coffee & Soft Drinks',
        iconName: 'drinks',
        children: [{ name: 'Tea & Coffee', children: aisles('Coffee', 'Tea') }],
      },
      { name: "Valentine's", hiddenInNav: true, seasonalMenuTitle: "Valentine's", children: aisles('Chocolates') },
      { name: 'Summer Barbecue', emptyOfProducts: true, iconName: 'barbecue' },
      { name: 'Groceries Offers', offer: true, iconName: 'offers', bold: true },
    ],
  };
  const entertaining: Spec = {
    name: 'Entertaining',
    children: [
      { name: 'Party Food', children: [{ name: 'Canapés & Nibbles', children: aisles('Canapés') }] },
      { name: 'Cakes & Desserts', children: aisles('Celebration Cakes') },
    ],
  };
  return [
    build(groceries, '/ecom/shop/browse', null, GROCERIES_ROOT_ID),
    build(entertaining, '/ecom/shop/browse', null, ENTERTAINING_ROOT_ID),
  ];
}

/** A menu root's link as the services give it: never empty of products, never hidden (decision 024). */
function linkEntry({ id, name, url }: MenuLink, parentId: string | null, children: TaxonomyTreeEntry[]) {
  return {
    ...build({ name }, '', parentId, id),
    shortName: name,
    url,
    categoryIds: children.map((child) => child.id),
    childCategories: children,
  };
}

const LINK_ROOT_NAMES: Readonly<Record<string, string>> = {
  [SIGNED_IN_ACCOUNT_ROOT_ID]: 'Your account',
  [SIGNED_OUT_ACCOUNT_ROOT_ID]: 'Sign in or register',
  [SITE_LINKS_ROOT_ID]: 'Help',
};

/** The menu roots of links (account, site links) as the services seed them, with `changes` to their links by root id. */
export function sampleMenuLinkTree(changes: Readonly<Record<string, readonly MenuLink[]>> = {}): TaxonomyTreeEntry[] {
  return MENU_LINK_ROOT_IDS.map((rootId) => {
    const links = (changes[rootId] ?? BUILT_IN_MENU_LINKS[rootId] ?? []).map((link) => linkEntry(link, rootId, []));
    return linkEntry({ id: rootId, name: LINK_ROOT_NAMES[rootId] ?? rootId, url: '/ecom' }, null, links);
  });
}

export function sampleMenuLinkRoots(changes: Readonly<Record<string, readonly MenuLink[]>> = {}): MenuItem[] {
  return sampleMenuLinkTree(changes).map(toMenuItem);
}

export function sampleMenuItems(): MenuItem[] {
  return sampleTaxonomyTree().map(toMenuItem);
}

/** The sample menu with some items changed, found by name at any depth (every menu-item variant for stories and tests). */
export function sampleMenuItemsWith(changes: Readonly<Record<string, Partial<MenuItem>>>): MenuItem[] {
  const change = (item: MenuItem): MenuItem => ({
    ...item,
    ...changes[item.name],
    children: item.children.map(change),
  });
  return sampleMenuItems().map(change);
}

/** Every variant of spec section 3's menu item at the Groceries menu's level 0. */
export const MENU_ITEM_VARIANTS: Readonly<Record<string, Partial<MenuItem>>> = {
  Bakery: { showWarningIcon: true },
  'Tea, Coffee & Soft Drinks': { iconName: 'an-icon-this-release-does-not-have' },
  'Groceries Offers': { bold: true, generated: true },
};

export type NavigationStoreState = {
  readonly taxonomy?: LoadState<readonly MenuItem[]>;
  readonly menuContent?: LoadState<ContentLocations>;
  readonly seasonal?: LoadState<SeasonalMenu | null>;
  /** The menu roots of links; the sample ones with a loaded taxonomy, none otherwise. */
  readonly menuLinkRoots?: readonly MenuItem[];
};

/** Puts a navigation state into a store (stories and component tests that render without the network). */
export function seedNavigation(store: Store, state: NavigationStoreState = {}): Store {
  const taxonomy = state.taxonomy ?? { status: 'loaded', value: sampleMenuItems() };
  seedLoad(taxonomy, {
    started: () => store.set(taxonomyLoadStartedAtom),
    loaded: (catalogue) => store.set(taxonomyLoadedAtom, catalogue, state.menuLinkRoots ?? sampleMenuLinkRoots()),
    failed: (error) => store.set(taxonomyLoadFailedAtom, error),
  });
  seedLoad(state.menuContent ?? { status: 'loaded', value: {} }, {
    started: () => store.set(menuContentLoadStartedAtom),
    loaded: (locations) => store.set(menuContentLoadedAtom, locations),
    failed: (error) => store.set(menuContentLoadFailedAtom, error),
  });
  seedLoad(state.seasonal ?? { status: 'loaded', value: null }, {
    started: () => store.set(seasonalMenuLoadStartedAtom),
    loaded: (menu) => store.set(seasonalMenuLoadedAtom, menu),
    failed: (error) => store.set(seasonalMenuLoadFailedAtom, error),
  });
  return store;
}
