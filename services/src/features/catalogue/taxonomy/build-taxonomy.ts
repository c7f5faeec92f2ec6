import type { TaxonomyEntry, TaxonomyTreeEntry } from '@grocer/shared-contracts';
import type { Category, CategoryTree } from './category-tree.ts';
import { categoryUrl } from './category-url.ts';

export type TaxonomyOptions = {
  /** Start here; both roots when absent. */
  readonly rootId?: string;
  /** Levels below the start to include; all when absent. */
  readonly depth?: number;
};

/**
 * Entries are returned with their flags as stored and computed: hidden and
 * empty categories are included, flagged, because the header decides what to
 * leave out of the menu (spec section 5).
 */
function entryFor(category: Category, tree: CategoryTree, withProducts: ReadonlySet<string>): TaxonomyEntry {
  return {
    id: category.id,
    name: category.name,
    shortName: category.shortName,
    url: categoryUrl(category, tree.pathTo(category.id)),
    parentId: category.parentId,
    categoryIds: tree.childrenOf(category.id).map((child) => child.id),
    banner: category.banner,
    megaMenuBanner: category.megaMenuBanner,
    emptyOfProducts: !withProducts.has(category.id),
    hiddenInNav: category.hiddenInNav,
    additionalClasses: category.additionalClasses,
    iconName: category.iconName,
    offer: category.offer,
    generated: category.generated,
    bold: category.bold,
    showWarningIcon: category.showWarningIcon,
    seasonalMenuTitle: category.seasonalMenuTitle,
  };
}

function startsOf(tree: CategoryTree, rootId: string | undefined): readonly Category[] {
  if (rootId === undefined) return tree.roots;
  const start = tree.byId.get(rootId);
  return start ? [start] : [];
}

/** Depth first, parents before children, siblings in menu order. */
export function flatTaxonomy(
  tree: CategoryTree,
  withProducts: ReadonlySet<string>,
  options: TaxonomyOptions = {},
): TaxonomyEntry[] {
  const entries: TaxonomyEntry[] = [];
  const walk = (category: Category, level: number): void => {
    entries.push(entryFor(category, tree, withProducts));
    if (options.depth !== undefined && level >= options.depth) return;
    for (const child of tree.childrenOf(category.id)) walk(child, level + 1);
  };
  for (const start of startsOf(tree, options.rootId)) walk(start, 0);
  return entries;
}

export function treeTaxonomy(
  tree: CategoryTree,
  withProducts: ReadonlySet<string>,
  options: TaxonomyOptions = {},
): TaxonomyTreeEntry[] {
  const build = (category: Category, level: number): TaxonomyTreeEntry => {
    const deeper = options.depth === undefined || level < options.depth;
    return {
      ...entryFor(category, tree, withProducts),
      childCategories: deeper ? tree.childrenOf(category.id).map((child) => build(child, level + 1)) : [],
    };
  };
  return startsOf(tree, options.rootId).map((start) => build(start, 0));
}
