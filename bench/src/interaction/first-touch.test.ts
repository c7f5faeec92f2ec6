import { describe, expect, it } from 'vitest';
import {
  againstFloor,
  controls,
  FIRST_TOUCH_GOAL_MS,
  type FirstTouchRun,
  SEARCH_AT_ONCE_OVER_FLOOR_GOAL,
  summarise,
  withLettersKept,
} from './first-touch.ts';

const menu = { key: 'groceriesMenu', label: 'Groceries menu', screen: 'desktop' } as const;
const shown = (shownMs: number, inpMs = 24): FirstTouchRun => ({
  outcome: 'shown',
  shownMs,
  fromLastInputMs: shownMs,
  inpMs,
  pressedAfterLoadMs: 40,
  headerAtPress: 'waiting',
});
const left: FirstTouchRun = { outcome: 'left', pressedAfterLoadMs: 10, headerAtPress: 'notStarted', detail: '/ecom/x' };
const lost: FirstTouchRun = { outcome: 'lost', inpMs: 0, pressedAfterLoadMs: 12, headerAtPress: 'notStarted' };

describe("a control's first touches, summed up", () => {
  it('takes the median of the presses, against the goal, when every press showed what it asked for', () => {
    const touch = summarise(menu, 'guest', [shown(150), shown(250), shown(190)]);
    expect(touch.median).toBe(190);
    expect(touch.goal).toEqual({ value: 190, goal: FIRST_TOUCH_GOAL_MS, met: true });
    expect(touch.outcomes).toEqual({ shown: 3, left: 0, lost: 0 });
    expect(touch.headerAtPress).toEqual({ live: 0, waiting: 3, notStarted: 0 });
    expect(touch.viewport).toEqual({ width: 1280, height: 800 });
  });

  it('counts a press that left the page or was lost as slower than any, and keeps the shown ones apart', () => {
    const touch = summarise(menu, 'signedIn', [shown(100), shown(120), left, lost, shown(300)]);
    expect(touch.median).toBe(300);
    expect(touch.shown.median).toBe(120);
    expect(touch.outcomes).toEqual({ shown: 3, left: 1, lost: 1 });
    expect(touch.headerAtPress).toEqual({ live: 0, waiting: 3, notStarted: 2 });
    // INP from every press that stayed on the page; the load → press time from every press.
    expect(touch.inp.runs).toEqual([24, 24, 0, 24]);
    expect(touch.pressedAfterLoad.runs).toEqual([40, 40, 10, 12, 40]);
  });

  it('has no median, and misses the goal, when most presses were not answered', () => {
    const touch = summarise(menu, 'guest', [shown(100), left, lost]);
    expect(touch.median).toBeUndefined();
    expect(touch.goal.met).toBe(false);
    expect(summarise(menu, 'guest', []).goal.met).toBeUndefined();
  });
});

describe('the controls pressed', () => {
  it('press search and Multi-search a second way, once the header is live: the floors their first touches are read against', () => {
    const all = controls(['mil']);
    for (const [key, floorKey] of [
      ['search', 'searchOnLiveHeader'],
      ['multiSearch', 'multiSearchOnLiveHeader'],
    ] as const) {
      const control = all.find((entry) => entry.key === key);
      const floor = all.find((entry) => entry.key === floorKey);
      expect(control?.onLiveHeader).toBeUndefined();
      expect(floor).toMatchObject({ onLiveHeader: true, shoppers: ['guest'], shown: control?.shown });
      expect(floor?.label).toBe(`${control?.label}, the header already live (the floor)`);
      expect(floor?.press).toBe(control?.press);
    }
    // Of the popovers' controls only the Groceries menu is pressed again once live (below); My account and the slot are not.
    expect(all.filter((entry) => entry.onLiveHeader).map((entry) => entry.key)).toEqual([
      'groceriesMenuOnLiveHeader',
      'searchOnLiveHeader',
      'multiSearchOnLiveHeader',
    ]);
  });

  it('press the Groceries menu once the header is live too: its own panel then, not the server popover', () => {
    const all = controls(['mil']);
    const menuAtLoad = all.find((entry) => entry.key === 'groceriesMenu');
    const live = all.find((entry) => entry.key === 'groceriesMenuOnLiveHeader');
    expect(live).toMatchObject({ onLiveHeader: true, shoppers: ['guest'], shown: menuAtLoad?.shown });
    expect(live?.label).toBe(`${menuAtLoad?.label}, the header already live (its own panel)`);
  });
});

describe('search typed at a typist’s pace', () => {
  const typedSearch = { key: 'searchTyped', label: 'Search typed', screen: 'desktop', fromLastInput: true } as const;
  const typed = (shownMs: number, fromLastInputMs: number): FirstTouchRun => ({
    ...shown(shownMs),
    fromLastInputMs,
    lettersOverMs: 240,
  });

  it('is pressed on a desktop and a phone, for a guest and a signed-in shopper, the letters checked and timed from the last', () => {
    const all = controls(['mil', 'bre']);
    const [desktop, phone] = ['searchTyped', 'searchTypedPhone'].map((key) => all.find((entry) => entry.key === key));
    for (const control of [desktop, phone]) {
      expect(control).toMatchObject({ shoppers: ['guest', 'signedIn'], fromLastInput: true });
      expect(control?.onLiveHeader).toBeUndefined();
      expect(control?.typed?.(1)).toBe('bre');
    }
    expect([desktop?.screen, phone?.screen]).toEqual(['desktop', 'phone']);
  });

  it('reads the median and the 200 ms goal from the third letter, not the press', () => {
    const touch = summarise(typedSearch, 'guest', [typed(900, 150), typed(700, 90), typed(800, 250)]);
    expect(touch.median).toBe(150);
    expect(touch.shown.median).toBe(800);
    expect(touch.goal).toEqual({ value: 150, goal: FIRST_TOUCH_GOAL_MS, met: true });
    expect(touch.lettersOver?.median).toBe(240);
    expect(summarise(typedSearch, 'guest', [typed(900, 210)]).goal.met).toBe(false);
  });

  it('counts a run whose box lost a letter as lost, whatever was painted', () => {
    const run = typed(700, 90);
    expect(withLettersKept(run, 'mil', 'mil')).toBe(run);
    expect(withLettersKept(run, 'mil', 'ml')).toEqual({
      outcome: 'lost',
      inpMs: 24,
      pressedAfterLoadMs: 40,
      headerAtPress: 'waiting',
      detail: 'typed "mil", the box held "ml"',
    });
    // Two fast runs and a lost letter: the median falls on the slower shown run.
    const touch = summarise(typedSearch, 'guest', [typed(700, 90), withLettersKept(run, 'mil', 'il'), typed(800, 120)]);
    expect(touch.outcomes).toEqual({ shown: 2, left: 0, lost: 1 });
    expect(touch.median).toBe(120);
  });
});

describe('search with three letters at once, against its floor', () => {
  const search = { key: 'search', label: 'Search', screen: 'desktop' } as const;
  const floor = summarise({ key: 'searchOnLiveHeader', label: 'Search, live', screen: 'desktop' }, 'guest', [
    shown(280),
    shown(300),
  ]);
  const rule = { floor: 'searchOnLiveHeader', atMost: SEARCH_AT_ONCE_OVER_FLOOR_GOAL } as const;

  it('is the at-load search whose goal is a ratio to the same press on a live header', () => {
    expect(controls(['mil']).find((entry) => entry.key === 'search')?.goalOverFloor).toEqual(rule);
  });

  it('reads its median over the floor’s, against the ratio', () => {
    const near = againstFloor(summarise(search, 'guest', [shown(570), shown(590)]), floor, rule);
    expect(near.floor).toEqual({ control: 'searchOnLiveHeader', median: 290, ratio: 2 });
    expect(near.goal).toEqual({ value: 2, goal: 2, met: true });
    expect(againstFloor(summarise(search, 'guest', [shown(846)]), floor, rule).goal.met).toBe(false);
  });

  it('misses it when most presses were lost, and has no figure without a floor', () => {
    expect(againstFloor(summarise(search, 'guest', [lost, lost, shown(300)]), floor, rule).goal).toEqual({
      value: undefined,
      goal: 2,
      met: false,
    });
    expect(againstFloor(summarise(search, 'guest', [shown(300)]), undefined, rule).goal.met).toBeUndefined();
  });
});
