import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import {
  activeLevel,
  CLOSED_MEGA_MENU,
  megaMenuReducer,
  type MegaMenuAction,
  type MegaMenuState,
} from './menu-history.ts';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

const anyAction: fc.Arbitrary<MegaMenuAction> = fc.oneof(
  fc.record({ type: fc.constant('open' as const), menuRoot: fc.constantFrom('Groceries' as const, 'Shop' as const) }),
  fc.record({
    type: fc.constant('push' as const),
    level: fc.integer({ min: -2, max: 6 }),
    id: fc.stringMatching(/^\d{1,6}$/),
  }),
  fc.constant({ type: 'pop' as const }),
  fc.constant({ type: 'reset' as const }),
  fc.constant({ type: 'close' as const }),
);

const run = (actions: readonly MegaMenuAction[], from: MegaMenuState = CLOSED_MEGA_MENU) =>
  actions.reduce(megaMenuReducer, from);

/** Every state a sequence of actions passes through, the start included. */
function statesOf(actions: readonly MegaMenuAction[]): MegaMenuState[] {
  const states = [CLOSED_MEGA_MENU];
  for (const action of actions) states.push(megaMenuReducer(must(states.at(-1)), action));
  return states;
}

describe('megaMenuReducer', () => {
  it('opens the Groceries root at depth 3 and the whole shop at depth 4', () => {
    const groceries = megaMenuReducer(CLOSED_MEGA_MENU, { type: 'open', menuRoot: 'Groceries' });
    expect(groceries).toMatchObject({ isOpen: true, maxLength: 3, rootCategory: GROCERIES_ROOT_ID, path: ['10051'] });
    expect(activeLevel(groceries)).toBe(0);
    expect(megaMenuReducer(CLOSED_MEGA_MENU, { type: 'open', menuRoot: 'Shop', rootCategory: 'shop' })).toMatchObject({
      maxLength: 4,
      path: ['shop'],
    });
  });

  it('goes deeper with push, replacing anything below the level pushed from, and back with pop', () => {
    const open = megaMenuReducer(CLOSED_MEGA_MENU, { type: 'open', menuRoot: 'Groceries' });
    const twoDeep = run(
      [
        { type: 'push', level: 0, id: 'fresh' },
        { type: 'push', level: 1, id: 'cheese' },
      ],
      open,
    );
    expect(twoDeep.path).toEqual(['10051', 'fresh', 'cheese']);
    expect(activeLevel(twoDeep)).toBe(2);
    // Another department from level 0 closes the deeper columns.
    expect(megaMenuReducer(twoDeep, { type: 'push', level: 0, id: 'bakery' }).path).toEqual(['10051', 'bakery']);
    expect(megaMenuReducer(twoDeep, { type: 'pop' }).path).toEqual(['10051', 'fresh']);
    expect(megaMenuReducer(twoDeep, { type: 'reset' }).path).toEqual(['10051']);
    expect(activeLevel(megaMenuReducer(twoDeep, { type: 'close' }))).toBe(-1);
  });

  it('never lets the history grow past its depth', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 40 }), (actions) => {
        for (const state of statesOf(actions)) expect(state.path.length).toBeLessThanOrEqual(state.maxLength);
      }),
    );
  });

  it('never pops its root while open: the root stays first, whatever follows', () => {
    const notClosingOrOpening = anyAction.filter((action) => action.type !== 'close' && action.type !== 'open');
    fc.assert(
      fc.property(
        fc.constantFrom('Groceries' as const, 'Shop' as const),
        fc.array(notClosingOrOpening, { maxLength: 40 }),
        (menuRoot, actions) => {
          const open = megaMenuReducer(CLOSED_MEGA_MENU, { type: 'open', menuRoot, rootCategory: 'root' });
          let state = open;
          for (const action of actions) {
            state = megaMenuReducer(state, action);
            expect(state.isOpen).toBe(true);
            expect(state.path[0]).toBe('root');
            expect(activeLevel(state)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('ignores a push from a level that is not open, and any push while closed', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 30 }), fc.integer({ min: 0, max: 8 }), (actions, extra) => {
        const state = run(actions);
        const fromClosedLevel = megaMenuReducer(state, { type: 'push', level: state.path.length + extra, id: 'x' });
        expect(fromClosedLevel).toBe(state);
        const negative = megaMenuReducer(state, { type: 'push', level: -1 - extra, id: 'x' });
        expect(negative).toBe(state);
      }),
    );
    expect(megaMenuReducer(CLOSED_MEGA_MENU, { type: 'push', level: 0, id: 'x' })).toBe(CLOSED_MEGA_MENU);
  });

  it('keeps activeLevel one less than the open path, and -1 once closed', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        expect(activeLevel(state)).toBe(state.isOpen ? state.path.length - 1 : -1);
        expect(activeLevel(megaMenuReducer(state, { type: 'close' }))).toBe(-1);
      }),
    );
  });
});
