import type { TaxonomyEntry, TaxonomyTreeEntry } from '@grocer/shared-contracts/domain';
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

/** A forest the taxonomy answers from: the catalogue's categories, or the menu roots' links. */
export type TaxonomyForest<T> = {
  readonly roots: readonly T[];
  readonly byId: ReadonlyMap<string, T>;
  readonly childrenOf: (node: T) => readonly T[];
  readonly entryFor: (node: T) => TaxonomyEntry;
};

/** Where a walk starts: the one asked for (none when unknown), or every root. */
function startsOf<T>(forest: TaxonomyForest<T>, rootId: string | undefined): readonly T[] {
  if (rootId === undefined) return forest.roots;
  const start = forest.byId.get(rootId);
  return start ? [start] : [];
}

/** Whether a node `level` below the start has its children included. */
const deeper = (options: TaxonomyOptions, level: number) => options.depth === undefined || level < options.depth;

/** Depth first, parents before children, siblings in menu order. */
export function flatEntries<T>(forest: TaxonomyForest<T>, options: TaxonomyOptions = {}): TaxonomyEntry[] {
  const entries: TaxonomyEntry[] = [];
  const walk = (node: T, level: number): void => {
    entries.push(forest.entryFor(node));
    if (deeper(options, level)) for (const child of forest.childrenOf(node)) walk(child, level + 1);
  };
  for (const start of startsOf(forest, options.rootId)) walk(start, 0);
  return entries;
}

export function treeEntries<T>(forest: TaxonomyForest<T>, options: TaxonomyOptions = {}): TaxonomyTreeEntry[] {
  const build = (node: T, level: number): TaxonomyTreeEntry => ({
    ...forest.entryFor(node),
    childCategories: deeper(options, level) ? forest.childrenOf(node).map((child) => build(child, level + 1)) : [],
  });
  return startsOf(forest, options.rootId).map((start) => build(start, 0));
}

function categoryForest(tree: CategoryTree, withProducts: ReadonlySet<string>): TaxonomyForest<Category> {
  return {
    roots: tree.roots,
    byId: tree.byId,
    childrenOf: (category) => tree.childrenOf(category.id),
    entryFor: (category) => entryFor(category, tree, withProducts),
  };
}

/** Depth first, parents before children, siblings in menu order. */
export function flatTaxonomy(
  tree: CategoryTree,
  withProducts: ReadonlySet<string>,
  options: TaxonomyOptions = {},
): TaxonomyEntry[] {
  return flatEntries(categoryForest(tree, withProducts), options);
}

export function treeTaxonomy(
  tree: CategoryTree,
  withProducts: ReadonlySet<string>,
  options: TaxonomyOptions = {},
): TaxonomyTreeEntry[] {
  return treeEntries(categoryForest(tree, withProducts), options);
}
