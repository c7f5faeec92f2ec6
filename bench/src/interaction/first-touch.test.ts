import { describe, expect, it } from 'vitest';
import { controls, FIRST_TOUCH_GOAL_MS, type FirstTouchRun, summarise } from './first-touch.ts';

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
