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
