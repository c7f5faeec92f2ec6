import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { sampleMenuItems } from '../../navigation/testing/navigation-fixtures.ts';
import { MOBILE_MENU_MAX_LEVEL } from '../../navigation/navigation-constants.ts';
import { popLevel, pushLevel, resolveTrail, type MenuPath } from './menu-path.ts';
import { sampleCategory } from './testing/mobile-menu-fixtures.ts';

type Move = { readonly kind: 'push'; readonly level: number; readonly id: string } | { readonly kind: 'pop' };

const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('push' as const), level: fc.integer({ min: -2, max: 6 }), id: fc.string() }),
    fc.constant<Move>({ kind: 'pop' }),
  ),
);

const apply = (path: MenuPath, move: Move): MenuPath =>
  move.kind === 'pop' ? popLevel(path) : pushLevel(path, move.level, move.id);

describe('the mobile menu path', () => {
  it('never goes deeper than level 3, whatever the moves', () => {
    fc.assert(
      fc.property(moves, (list) => {
        let path: MenuPath = [];
        for (const move of list) {
          path = apply(path, move);
          expect(path.length).toBeLessThanOrEqual(MOBILE_MENU_MAX_LEVEL);
        }
      }),
    );
  });

  it('pushes from the open levels only, closing anything deeper', () => {
    expect(pushLevel(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x']);
    expect(pushLevel(['a'], 1, 'x')).toEqual(['a', 'x']);
    expect(pushLevel(['a'], 2, 'x')).toEqual(['a']);
    expect(pushLevel(['a'], -1, 'x')).toEqual(['a']);
    expect(pushLevel(['a', 'b', 'c'], 3, 'x')).toEqual(['a', 'b', 'c']);
  });

  it('pops one level, and stays at level 0', () => {
    expect(popLevel(['a', 'b'])).toEqual(['a']);
    expect(popLevel([])).toEqual([]);
  });

  it('resolves a path to its categories, stopping at an unknown or hidden one', () => {
    const roots = sampleMenuItems();
    const fresh = sampleCategory('Fresh & Chilled').id;
    const cheese = sampleCategory('Cheese').id;
    const names = (path: MenuPath) => resolveTrail(roots, path).map((item) => item.name);
    expect(names([GROCERIES_ROOT_ID, fresh, cheese])).toEqual(['Groceries', 'Fresh & Chilled', 'Cheese']);
    expect(names([GROCERIES_ROOT_ID, cheese])).toEqual(['Groceries']);
    expect(names([GROCERIES_ROOT_ID, sampleCategory("Valentine's").id])).toEqual(['Groceries']);
    expect(names(['no-such-id', fresh])).toEqual([]);
  });
});
