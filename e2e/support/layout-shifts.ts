import type { Page } from '@playwright/test';

/**
 * A layout shift as CLS counts it: when (ms after navigation), and the elements that moved (the start of
 * their HTML, and their box before → after as x,y width×height), so a failure says what moved and by how much.
 */
export type LayoutShift = { readonly value: number; readonly at: number; readonly sources: readonly string[] };

type ShiftWindow = Window & { __layoutShifts?: LayoutShift[] };

/**
 * Records every layout shift CLS would count (none after input) from before the
 * first paint of each page `page` loads next; `layoutShifts` reads them back.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        const sources = (entry.sources ?? []).map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node)} ` +
            `${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
}

/**
 * The grid items in `main` whose content sits elsewhere than it would if the item were the first of its
 * row to arrive. A browser paints a page while it still parses it: a row's first cards show before
 * the later ones do, and a card whose content the row's height places (a button pushed to the bottom,
 * say) moves when a taller card arrives beside it. That shift needs the parser to stop mid-row, which
 * only a slow network or a busy machine brings about; this finds the cause on any load. Each item is
 * laid out once stretched to its row, as it is, and once at its own height, as it was alone.
 */
export function rowDependentContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const moved: string[] = [];
    const grids = [...document.querySelectorAll('main *')].filter((element) =>
      getComputedStyle(element).display.endsWith('grid'),
    );
    for (const item of grids.flatMap((grid) => [...grid.children]) as HTMLElement[]) {
      const tops = () => {
        const top = item.getBoundingClientRect().top;
        return [...item.querySelectorAll('*')].map((element) => element.getBoundingClientRect().top - top);
      };
      const inRow = tops();
      const alignSelf = item.style.alignSelf;
      item.style.alignSelf = 'start';
      const alone = tops();
      item.style.alignSelf = alignSelf;
      const index = inRow.findIndex((top, i) => Math.abs(top - (alone[i] ?? top)) > 0.5);
      const element = item.querySelectorAll('*')[index];
      if (element) {
        moved.push(`${element.outerHTML.slice(0, 80)}: ${alone[index]} → ${inRow[index]} px from its item's top`);
      }
    }
    return moved;
  });
}
