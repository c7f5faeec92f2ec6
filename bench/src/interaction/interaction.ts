/**
 * Part 3: how soon the header answers a shopper, in real Chromium with the
 * CPU slowed 4× (a mid-range phone). Each timing is a median of repeated runs
 * and a ratio to a trivial interaction on the same page (a plain button that
 * toggles a class), so the machine's own speed cancels out.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { ratio, repeated, type Repeated } from '../report/stats.ts';
import { addTiming, lastInputAt, nextFrame, timeInteraction, watchFor } from './in-page-timing.ts';
import { closeMenu, cycleMenu, cycleModal, heapUsed, MENU_MARK } from './heap.ts';
import {
  MENU_BUTTON,
  MENU_FIRST_LEVEL,
  SEARCH_BOX,
  SUGGESTIONS_SHOWN,
  TRIVIAL_BUTTON_ID,
  TRIVIAL_TOGGLED,
  TRIVIAL_UNTOGGLED,
} from './targets.ts';

export const CPU_THROTTLING = 4;
const HEAP_CYCLES = 50;

export type Timing = Repeated & { readonly ratioToTrivial: number | undefined };

export type InteractionReport = {
  readonly cpuThrottling: number;
  /** Click → class applied and painted: the baseline. */
  readonly trivial: Repeated;
  /** Navigation start → the search box has taken text and the menu button has answered a click. */
  readonly navigationToInteractive: Timing;
  /** Menu button → first level painted, on a freshly loaded page (its code loads on that first press). */
  readonly menuFirstOpen: Timing | undefined;
  /** Menu button → first level painted, later presses. */
  readonly menuOpen: Timing | undefined;
  /** Third letter typed → suggestions shown (a leading request: no debounce wait). */
  readonly keystrokeToSuggestions: Timing;
  /** Used JS heap after a forced garbage collection, bytes. */
  readonly heap: {
    readonly afterLoad: number;
    readonly menuCycles: { readonly before: number; readonly after: number } | undefined;
    readonly modalCycles: { readonly before: number; readonly after: number };
    readonly cycles: number;
  };
  readonly notes: readonly string[];
};

type Throttled = { readonly page: Page; readonly cdp: CDPSession; close(): Promise<void> };

/** A fresh context (cold cache, no cookies) at a desktop width, where the header shows its menu button. */
async function throttledPage(browser: Browser): Promise<Throttled> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await addTiming(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return { page, cdp, close: () => context.close() };
}

const menuButton = (page: Page) => page.getByRole(MENU_BUTTON.role, { name: MENU_BUTTON.name, exact: true });
const searchBox = (page: Page) => page.getByRole(SEARCH_BOX.role, { name: SEARCH_BOX.name });

/** The marked menu button (see heap.ts), watched without a role query. */
const menuExpanded = { selector: `[${MENU_MARK}][aria-expanded="true"]` };

type Loaded = { readonly interactiveAt: number; readonly firstOpen: number | undefined };

/**
 * Loads the page and waits until the header is usable: the search box takes
 * a letter, and (when the header has one) the menu button answers a click.
 */
async function loadUntilInteractive(page: Page, url: string, hasMenu: boolean): Promise<Loaded> {
  await page.goto(url, { waitUntil: 'commit' });
  const box = searchBox(page);
  await box.click({ timeout: 30_000 });
  await page.keyboard.press('a');
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'a');
  await box.fill('');
  if (!hasMenu) return { interactiveAt: await page.evaluate(() => performance.now()), firstOpen: undefined };

  const button = menuButton(page);
  await button.evaluate((element, mark) => element.setAttribute(mark, ''), MENU_MARK);
  const expanded = watchFor(page, menuExpanded, 30_000);
  const firstLevel = watchFor(page, MENU_FIRST_LEVEL, 30_000);
  firstLevel.catch(() => {});
  await nextFrame(page);
  await button.click();
  const interactiveAt = await expanded;
  const clickedAt = await lastInputAt(page);
  const firstOpen = await firstLevel.then(
    (paintedAt) => paintedAt - clickedAt,
    () => undefined,
  );
  await closeMenu(page);
  return { interactiveAt, firstOpen };
}

/** Is there a menu button once the header is up? Checked once, so its absence costs one wait, not one per run. */
async function headerHasMenu(browser: Browser, url: string): Promise<boolean> {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(url);
    await searchBox(page).waitFor({ timeout: 30_000 });
    return await menuButton(page)
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await close();
  }
}

async function addTrivialButton(page: Page): Promise<void> {
  await page.evaluate((id) => {
    const button = document.createElement('button');
    button.id = id;
    button.type = 'button';
    button.textContent = 'Bench toggle';
    button.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:2147483647;padding:8px';
    button.addEventListener('click', () => button.classList.toggle('bench-on'));
    document.body.append(button);
  }, TRIVIAL_BUTTON_ID);
}

async function timeTrivial(page: Page, runs: number): Promise<number[]> {
  const button = page.locator(`#${TRIVIAL_BUTTON_ID}`);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await timeInteraction(page, run % 2 === 0 ? TRIVIAL_TOGGLED : TRIVIAL_UNTOGGLED, () => button.click()));
  }
  return times;
}

async function timeSuggestions(page: Page, prefixes: readonly string[]): Promise<number[]> {
  const box = searchBox(page);
  const times: number[] = [];
  for (const prefix of prefixes) {
    await box.fill('');
    await page.locator(SUGGESTIONS_SHOWN.selector).first().waitFor({ state: 'detached' });
    await box.focus();
    await page.keyboard.type(prefix.slice(0, 2));
    times.push(await timeInteraction(page, SUGGESTIONS_SHOWN, () => page.keyboard.press(prefix.slice(2))));
  }
  await box.fill('');
  return times;
}

async function timeMenuOpen(page: Page, runs: number): Promise<number[]> {
  const button = menuButton(page);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    times.push(await timeInteraction(page, MENU_FIRST_LEVEL, () => button.click()));
    await closeMenu(page);
  }
  return times;
}

export type InteractionOptions = { readonly url: string; readonly runs: number; readonly prefixes: readonly string[] };

export async function measureInteraction(browser: Browser, options: InteractionOptions): Promise<InteractionReport> {
  const { url, runs } = options;
  const notes: string[] = [];
  const hasMenu = await headerHasMenu(browser, url);
  if (!hasMenu) notes.push('No "Groceries" menu button in the header yet: menu timings and menu cycles skipped.');

  const interactive: number[] = [];
  const firstOpens: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, close } = await throttledPage(browser);
    try {
      const loaded = await loadUntilInteractive(page, url, hasMenu);
      interactive.push(loaded.interactiveAt);
      if (loaded.firstOpen !== undefined) firstOpens.push(loaded.firstOpen);
    } finally {
      await close();
    }
  }
  if (hasMenu && firstOpens.length < runs) notes.push(`"${MENU_FIRST_LEVEL.text}" not shown in some first opens.`);

  const { page, cdp, close } = await throttledPage(browser);
  try {
    await loadUntilInteractive(page, url, hasMenu);
    await page.waitForLoadState('networkidle');
    const afterLoad = await heapUsed(cdp);

    await addTrivialButton(page);
    const trivial = repeated(await timeTrivial(page, runs + 2));
    const timing = (values: number[]): Timing => {
      const result = repeated(values);
      return { ...result, ratioToTrivial: ratio(result.median, trivial.median) };
    };
    const suggestions = timing(await timeSuggestions(page, options.prefixes.slice(0, runs + 2)));
    const menuOpen = hasMenu && firstOpens.length > 0 ? timing(await timeMenuOpen(page, runs + 2)) : undefined;

    // Memory: the CPU at full speed (timing is over), a collection before each reading.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const menuCycles = menuOpen ? await cycleMenu(page, cdp, HEAP_CYCLES) : undefined;
    const modalCycles = await cycleModal(page, cdp, HEAP_CYCLES);

    return {
      cpuThrottling: CPU_THROTTLING,
      trivial,
      navigationToInteractive: timing(interactive),
      menuFirstOpen: firstOpens.length > 0 ? timing(firstOpens) : undefined,
      menuOpen,
      keystrokeToSuggestions: suggestions,
      heap: { afterLoad, menuCycles, modalCycles, cycles: HEAP_CYCLES },
      notes,
    };
  } finally {
    await close();
  }
}
