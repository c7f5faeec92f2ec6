import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menu-items.ts';
import { isShownInMenu } from './menu-items.ts';
import { CATEGORY_PATH_MIN_DEPTH, resolveCategoryPath, resolvesCategoryPaths } from './category-path.ts';
import { sampleMenuItems } from './testing/navigation-fixtures.ts';

const names = (trail: readonly MenuItem[]) => trail.map((item) => item.name);

/** Every shown category with the shown trail to it, root first. */
function shownTrails(items: readonly MenuItem[], above: readonly MenuItem[] = []): (readonly MenuItem[])[] {
  return items
    .filter(isShownInMenu)
    .flatMap((item) => [[...above, item], ...shownTrails(item.children, [...above, item])]);
}

describe('category path resolution (decision 020)', () => {
  const roots = sampleMenuItems();

  it("resolves a browse page to its category's path, root first", () => {
    expect(names(resolveCategoryPath(roots, '/ecom/shop/browse/groceries/fresh_and_chilled/cheese'))).toEqual([
      'Groceries',
      'Fresh & Chilled',
      'Cheese',
    ]);
    expect(names(resolveCategoryPath(roots, '/ecom/shop/browse/entertaining'))).toEqual(['Entertaining']);
  });

  it('ignores a trailing slash, a query and case', () => {
    expect(names(resolveCategoryPath(roots, '/ecom/shop/browse/groceries/Bakery/?sortBy=new'))).toEqual([
      'Groceries',
      'Bakery',
    ]);
  });

  it('resolves nothing for a page that is not a shown category: elsewhere, hidden, empty, or an offers page', () => {
    expect(resolveCategoryPath(roots, '/ecom/trolley')).toEqual([]);
    expect(resolveCategoryPath(roots, '/ecom/shop/browse/groceries/valentine_s')).toEqual([]);
    expect(resolveCategoryPath(roots, '/ecom/shop/browse/groceries/summer_barbecue')).toEqual([]);
    expect(resolveCategoryPath(roots, '')).toEqual([]);
  });

  it('is disabled by a taxonomy loaded less than 7 levels deep, and on for 7 or more, or the whole tree', () => {
    const page = '/ecom/shop/browse/groceries/bakery';
    expect(resolveCategoryPath(roots, page, 6)).toEqual([]);
    expect(resolveCategoryPath(roots, page, 1)).toEqual([]);
    expect(names(resolveCategoryPath(roots, page, 7))).toEqual(['Groceries', 'Bakery']);
    expect(names(resolveCategoryPath(roots, page, 'all'))).toEqual(['Groceries', 'Bakery']);
  });

  it("finds every shown category from its own url, along its shown trail, whatever the load's depth from 7", () => {
    const trails = shownTrails(roots).filter((trail) => !trail.at(-1)?.url.includes('?'));
    fc.assert(
      fc.property(
        fc.constantFrom(...trails),
        fc.oneof(fc.constant('all' as const), fc.integer({ min: CATEGORY_PATH_MIN_DEPTH, max: 10 })),
        (trail, depth) => {
          const url = trail.at(-1)?.url ?? '';
          expect(resolveCategoryPath(roots, url, depth)).toEqual(trail);
        },
      ),
    );
  });

  it('never resolves with a depth under 7, and never returns a hidden item or a broken trail', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...shownTrails(roots).map((trail) => trail.at(-1)?.url ?? '')), fc.string()),
        fc.integer({ min: 0, max: 10 }),
        (path, depth) => {
          const trail = resolveCategoryPath(roots, path, depth);
          if (!resolvesCategoryPaths(depth)) expect(trail).toEqual([]);
          trail.forEach((item, index) => {
            expect(isShownInMenu(item)).toBe(true);
            const parent = trail[index - 1];
            if (parent) expect(parent.children).toContain(item);
            else expect(roots).toContain(item);
          });
        },
      ),
    );
  });
});
