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
 * What a browser could show moving while the page is still arriving. It paints a page as it parses it,
 * so at any moment it may show any beginning of the document; a visible element that then moves as the
 * rest arrives is a layout shift that only a slow network or a busy machine brings about (a button at a
 * card's foot lowered by a taller card beside it, a search box that widens until the buttons after it
 * come). This cuts the loaded page after each element in turn, as the parser could have stopped there,
 * and names the first visible element that stands elsewhere than in the whole page: the cause, found on
 * any load. The page is put back as it was after each cut.
 */
export function partialPageShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const elements = [...document.body.querySelectorAll('*')].filter(
      (element) => !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.nodeName),
    );
    const whole = elements.map((element) => element.getBoundingClientRect());
    const onScreen = (box: DOMRect) => box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
    const shifts = new Map<Element, string>();
    elements.forEach((cut, index) => {
      // What the parser had not reached: everything after `cut` in document order.
      const later: { node: Node; parent: Node }[] = [];
      for (let node: Node | null = cut; node && node !== document.body; node = node.parentNode) {
        const parent = node.parentNode;
        while (parent && node.nextSibling) later.push({ node: parent.removeChild(node.nextSibling), parent });
      }
      const moved = elements.slice(0, index + 1).findIndex((element, i) => {
        const before = whole[i];
        const now = element.getBoundingClientRect();
        // On screen in either frame: one that moves out of view, or into it, shifts too (CLS counts both).
        if (!before || !(onScreen(before) || onScreen(now))) return false;
        const elsewhere = Math.abs(now.left - before.left) > 0.5 || Math.abs(now.top - before.top) > 0.5;
        // A style read for the few that moved, not for every element at every cut.
        return elsewhere && getComputedStyle(element).visibility === 'visible';
      });
      const element = elements[moved];
      if (element && !shifts.has(element)) {
        const now = element.getBoundingClientRect();
        shifts.set(
          element,
          `${element.outerHTML.slice(0, 80)} at ${now.left},${now.top} while the page ends at ` +
            `${cut.outerHTML.slice(0, 60)}, at ${whole[moved]?.left},${whole[moved]?.top} in the whole page`,
        );
      }
      for (const { node, parent } of later) parent.appendChild(node);
    });
    return [...shifts.values()];
  });
}
