import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSubMenu, isShownInMenu, shownTrail, visibleChildren, type MenuItem } from './menu-items.ts';
import { MEGA_MENU } from './navigation-constants.ts';
import { sampleMenuItems } from './testing/navigation-fixtures.ts';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

function item(overrides: Partial<MenuItem> & { readonly id: string }): MenuItem {
  const children = overrides.children ?? [];
  return {
    name: overrides.id,
    shortName: overrides.id,
    url: `/ecom/shop/browse/${overrides.id}`,
    iconName: null,
    offer: false,
    generated: false,
    bold: false,
    showWarningIcon: false,
    seasonalMenuTitle: null,
    emptyOfProducts: false,
    hiddenInNav: false,
    categoryIds: children.map((child) => child.id),
    banner: null,
    megaMenuBanner: null,
    ...overrides,
    children,
  };
}

/** A menu tree up to `depth` levels deep, with random hidden and empty flags. */
function anyTreeOf(depth: number): fc.Arbitrary<MenuItem> {
  const children = depth === 0 ? fc.constant([]) : fc.array(anyTreeOf(depth - 1), { maxLength: 4 });
  return fc
    .record({
      id: fc.stringMatching(/^\d{1,5}$/),
      emptyOfProducts: fc.boolean(),
      hiddenInNav: fc.boolean(),
      children,
    })
    .map((fields) => item(fields));
}
const anyTree = anyTreeOf(2);

describe('isShownInMenu and visibleChildren', () => {
  it('never shows an item empty of products or hidden in navigation, and shows every other one, in order', () => {
    fc.assert(
      fc.property(anyTree, (root) => {
        const shown = visibleChildren(root);
        expect(shown.every((child) => !child.emptyOfProducts && !child.hiddenInNav)).toBe(true);
        expect(shown).toEqual(root.children.filter((child) => !child.emptyOfProducts && !child.hiddenInNav));
        for (const child of root.children) {
          expect(isShownInMenu(child)).toBe(!child.emptyOfProducts && !child.hiddenInNav);
        }
      }),
    );
  });

  it("leaves the sample's hidden Valentine's and empty Summer Barbecue out of Groceries", () => {
    const groceries = must(sampleMenuItems()[0]);
    const names = visibleChildren(groceries).map((child) => child.name);
    expect(names).toEqual([
      'Fresh & Chilled',
      'Fruit & Vegetables',
      'Bakery',
      'Tea, Coffee & Soft Drinks',
      'Groceries Offers',
    ]);
  });
});

describe('hasSubMenu', () => {
  it('is a sub-menu only with category ids, a shown child and fewer open menus than the maximum', () => {
    fc.assert(
      fc.property(anyTree, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 6 }), (root, open, max) => {
        const expected = root.categoryIds.length > 0 && open < max && visibleChildren(root).length > 0;
        expect(hasSubMenu(root, open, max)).toBe(expected);
      }),
    );
  });

  it('defaults the maximum to 3 open menus (spec section 5)', () => {
    const group = item({ id: 'group', children: [item({ id: 'aisle' })] });
    expect(MEGA_MENU.maxOpenMenus).toBe(3);
    expect(hasSubMenu(group, 2)).toBe(true);
    expect(hasSubMenu(group, 3)).toBe(false);
  });

  it('is never a sub-menu without category ids, or once the maximum is open', () => {
    fc.assert(
      fc.property(anyTree, fc.integer({ min: 0, max: 6 }), (root, extra) => {
        expect(hasSubMenu({ ...root, categoryIds: [] }, 0)).toBe(false);
        expect(hasSubMenu(root, MEGA_MENU.maxOpenMenus + extra)).toBe(false);
      }),
    );
  });

  it('is no sub-menu when every child is hidden or empty', () => {
    const onlyHidden = item({
      id: 'dept',
      children: [item({ id: 'a', hiddenInNav: true }), item({ id: 'b', emptyOfProducts: true })],
    });
    expect(hasSubMenu(onlyHidden, 0)).toBe(false);
  });
});

describe('shownTrail', () => {
  it('follows a path of ids through shown children, and stops at an unknown or hidden one', () => {
    const roots = sampleMenuItems();
    const groceries = must(roots[0]);
    const fresh = must(groceries.children[0]);
    const cheese = must(fresh.children[1]);
    const hidden = must(groceries.children.find((child) => child.hiddenInNav));
    expect(cheese.name).toBe('Cheese');
    expect(shownTrail(roots, [groceries.id, fresh.id, cheese.id])).toEqual([groceries, fresh, cheese]);
    expect(shownTrail(roots, [groceries.id, 'nope', cheese.id])).toEqual([groceries]);
    expect(shownTrail(roots, [groceries.id, hidden.id])).toEqual([groceries]);
    expect(shownTrail(roots, [cheese.id])).toEqual([]);
  });
});
