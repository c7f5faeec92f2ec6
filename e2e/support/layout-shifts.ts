import type { Page } from '@playwright/test';

/** A layout shift as CLS counts it, with the elements that moved (the start of their HTML). */
export type LayoutShift = { readonly value: number; readonly sources: readonly string[] };

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
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
}
