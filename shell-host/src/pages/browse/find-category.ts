import { ROUTES } from '@grocer/shared-contracts';
import { type TaxonomyEntry } from '@grocer/shared-contracts/domain';
import { categoryUrlKey, type Season } from './browse-location.ts';

type Categories = readonly TaxonomyEntry[];

/** The category a browse URL names (its key, see categoryUrlKey): the one whose taxonomy `url` has the same key. */
export function findCategoryByUrl(categories: Categories, key: string): TaxonomyEntry | undefined {
  return categories.find((category) => {
    const [pathname = '', search = ''] = category.url.split('?');
    return categoryUrlKey(pathname, search) === key;
  });
}

/**
 * The seasonal page's category, wherever the catalogue keeps it under
 * Groceries (the demo catalogue has Seasonal › Christmas and Seasonal ›
 * Valentine's): the shallowest browse category whose url ends in the season.
 */
export function findSeasonalCategory(categories: Categories, season: Season): TaxonomyEntry | undefined {
  const matches = categories.filter((category) => {
    const url = category.url.toLowerCase();
    return !category.offer && url.startsWith(`${ROUTES.groceriesHome}/`) && url.endsWith(`/${season}`);
  });
  return matches.sort((a, b) => a.url.split('/').length - b.url.split('/').length)[0];
}

/** Root first, the category itself last: its breadcrumb trail. */
export function categoryTrail(categories: Categories, category: TaxonomyEntry): TaxonomyEntry[] {
  const byId = new Map(categories.map((entry) => [entry.id, entry]));
  const trail = [category];
  let parentId = category.parentId;
  // A parent loop in a broken answer ends the trail rather than the page.
  while (parentId !== null && !trail.some((entry) => entry.id === parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    trail.unshift(parent);
    parentId = parent.parentId;
  }
  return trail;
}

/** What the menu would show too (spec section 5): not hidden in navigation, not empty of products. */
export function isShown(category: TaxonomyEntry): boolean {
  return !category.hiddenInNav && !category.emptyOfProducts;
}

/** The category's children worth linking to, in menu order. */
export function shownChildren(categories: Categories, category: TaxonomyEntry): TaxonomyEntry[] {
  const byId = new Map(categories.map((entry) => [entry.id, entry]));
  return category.categoryIds.flatMap((id) => {
    const child = byId.get(id);
    return child && isShown(child) ? [child] : [];
  });
}

/** The roots (Groceries, Entertaining) that have something to show. */
export function shownRoots(categories: Categories): TaxonomyEntry[] {
  return categories.filter((category) => category.parentId === null && isShown(category));
}

/** The offers of each department (an offer category inside another), for the all-offers page. */
export function shownDepartmentOffers(categories: Categories): TaxonomyEntry[] {
  const offerIds = new Set(categories.filter((category) => category.offer).map((category) => category.id));
  return categories.filter(
    (category) => category.offer && category.parentId !== null && offerIds.has(category.parentId) && isShown(category),
  );
}
