import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { sampleMenuItems, sampleMenuItemsWith } from '../../navigation/testing/navigation-fixtures.ts';
import { fragmentKeyFor, openColumns } from './open-columns.ts';
import { groceriesPath } from './testing/menu-paths.ts';

function groceriesRoot(items: readonly MenuItem[] = sampleMenuItems()): MenuItem {
  const root = items[0];
  if (!root) throw new Error('The sample taxonomy has no Groceries root');
  return root;
}

/** The fragment shown beside the menus opened by following `names` from Groceries. */
const fragmentBeside = (names: readonly string[], root = groceriesRoot()) =>
  fragmentKeyFor(openColumns(root, groceriesPath(...names)));

describe("the open menus' banner (spec section 3, the mega menu state's menus)", () => {
  it('shows beside a sub-menu its own experience fragment', () => {
    expect(fragmentBeside(['Fresh & Chilled'])).toBe('category-banners/fresh_and_chilled');
    expect(fragmentBeside(['Fresh & Chilled', 'Cheese'])).toBe('category-banners/cheese');
  });

  it("keeps its department's fragment beside a group that has none of its own", () => {
    expect(fragmentBeside(['Fresh & Chilled', 'Yoghurts'])).toBe('category-banners/fresh_and_chilled');
  });

  it("never shows the root's: level 0 has the middle menu's content beside it", () => {
    const root = groceriesRoot(sampleMenuItemsWith({ Groceries: { banner: 'category-banners/groceries' } }));
    expect(fragmentBeside([], root)).toBeNull();
    expect(fragmentBeside(['Tea, Coffee & Soft Drinks'], root)).toBeNull();
  });
});
