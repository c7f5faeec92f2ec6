/**
 * Part 3: how soon the header answers a shopper, in real Chromium with the
 * CPU slowed 4× (a mid-range phone). Each timing is a median of repeated runs
 * and a ratio to a trivial interaction on the same page (a plain button that
 * toggles a class), so the machine's own speed cancels out. First, each
 * control's first touch on a freshly loaded page (first-touch.ts);
 * then navigation → header interactive; then, on one page, later keystrokes,
 * later menu opens and the heap.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { CPU_THROTTLING } from '../browser/chromium.ts';
import { atMost, type Goal } from '../report/goal.ts';
import { ratio, repeated, type Repeated } from '../report/stats.ts';
import { addTiming, liveAt, timeInteraction, watchFor } from './in-page-timing.ts';
import { type FirstTouch, measureFirstTouches, middleOf, type Point } from './first-touch.ts';
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

const HEAP_CYCLES = 50;

/** The goal for navigation → header interactive; the header's vitals rate hydration by it too. */
export const NAVIGATION_TO_INTERACTIVE_GOAL_MS = 1200;

export type Timing = Repeated & { readonly ratioToTrivial: number | undefined };

/** A control's first touch, with its median's ratio to the trivial toggle. */
export type FirstTouchTiming = FirstTouch & { readonly ratioToTrivial: number | undefined };

export type InteractionReport = {
  readonly cpuThrottling: number;
  /** Click → class applied and painted: the baseline. */
  readonly trivial: Repeated;
  /**
   * Each header control pressed first thing after the page's load event, on a fresh page, for a
   * guest and a signed-in shopper; absent from results before 2026-11-25.
   */
  readonly firstTouch?: readonly FirstTouchTiming[];
  /**
   * Navigation start → the search box has taken a letter and a click on the Groceries button has
   * painted the menu's first level, pressed as soon as the header is painted. Until 2026-11-27 the
   * presses went through Playwright's checks once the page had committed, and the end was the
   * button's aria-expanded="true", which only the live header sets.
   */
  readonly navigationToInteractive: Timing;
  /** Navigation start → the header live (hydrated), on the same loads (absent before 2026-11-27). */
  readonly navigationToLive?: Timing;
  /** `navigationToInteractive`'s median against NAVIGATION_TO_INTERACTIVE_GOAL_MS (absent before 2026-11-25). */
  readonly navigationGoal?: Goal;
  /**
   * Until 2026-11-25: menu button → first level painted on a fresh page, pressed after the search
   * box had already woken the header. Replaced by `firstTouch`'s Groceries menu.
   */
  readonly menuFirstOpen?: Timing;
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

/** The marked menu button (see heap.ts), open, as the live header says it. */
const menuExpanded = { selector: `[${MENU_MARK}][aria-expanded="true"]` };

/** Where the search box and (when the header has one) the Groceries button are, once the header is up. */
type Controls = { readonly searchBox: Point; readonly menuButton: Point | undefined };

/**
 * Where the controls are, found once on a page loaded for the purpose (the header's layout does not
 * move after its first paint: CLS 0), so a load can press them as soon as they are painted without
 * Playwright's checks before a click, which at 4× CPU take longer than the header takes to go live.
 * The menu button's absence costs one wait, not one per run.
 */
async function locateControls(browser: Browser, url: string): Promise<Controls> {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(url);
    const box = await searchBox(page).boundingBox({ timeout: 30_000 });
    if (!box) throw new Error('The search box is not on the page');
    const menu = await menuButton(page)
      .boundingBox({ timeout: 5_000 })
      .catch(() => null);
    return { searchBox: middleOf(box), menuButton: menu ? middleOf(menu) : undefined };
  } finally {
    await close();
  }
}

/** The header's search box (a text input with the combobox role), painted: what a load waits for first. */
const SEARCH_BOX_SHOWN = { selector: `input[role="${SEARCH_BOX.role}"]` };

/**
 * Loads the page and uses the header as soon as it is painted, as a shopper who came for it: a
 * press into the search box, a letter, and a click on the Groceries button, sent where they are
 * (locateControls), not through Playwright's checks. Resolves with the page's clock (ms since
 * navigation) at the first frame painted with the menu's first level, whoever draws it (the
 * server's popover before the header is live, the header's menu after), the letter checked as
 * taken; and when the header went live. The page is left with the menu closed, the box empty and
 * the header live. Without a menu button: the letter taken.
 */
async function loadUntilInteractive(
  page: Page,
  url: string,
  controls: Controls,
): Promise<{ readonly interactiveAt: number; readonly liveAt: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await watchFor(page, SEARCH_BOX_SHOWN, 30_000);
  const menuPainted = controls.menuButton ? watchFor(page, MENU_FIRST_LEVEL, 30_000) : undefined;
  await page.mouse.click(controls.searchBox.x, controls.searchBox.y);
  await page.keyboard.press('a');
  if (controls.menuButton) await page.mouse.click(controls.menuButton.x, controls.menuButton.y);
  const interactiveAt = menuPainted ? await menuPainted : await page.evaluate(() => performance.now());
  const typed = await searchBox(page).inputValue();
  if (typed !== 'a')
    throw new Error(`The search box did not take the letter pressed before the menu (it holds "${typed}")`);
  const live = await liveAt(page, 30_000);
  if (controls.menuButton) {
    // Closed as a keyboard user closes it, once the header is live and says whether it is open.
    await menuButton(page).evaluate((element, mark) => element.setAttribute(mark, ''), MENU_MARK);
    await watchFor(page, menuExpanded, 15_000);
    await closeMenu(page);
  }
  await searchBox(page).fill('');
  return { interactiveAt, liveAt: live };
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

export type InteractionOptions = {
  readonly url: string;
  /** Where the signed-in shopper of the first-touch rows signs in. */
  readonly servicesUrl: string;
  readonly runs: number;
  readonly prefixes: readonly string[];
};

export async function measureInteraction(browser: Browser, options: InteractionOptions): Promise<InteractionReport> {
  const { url, runs } = options;
  const notes: string[] = [];
  const controls = await locateControls(browser, url);
  const hasMenu = controls.menuButton !== undefined;
  if (!hasMenu) notes.push('No "Groceries" menu button in the header yet: menu timings and menu cycles skipped.');

  const firstTouches = await measureFirstTouches(browser, { ...options, cpuThrottling: CPU_THROTTLING });
  for (const touch of firstTouches) {
    const { left, lost } = touch.outcomes;
    if (left + lost > 0 || touch.runs.length === 0) {
      notes.push(
        `First touch, ${touch.label}, ${touch.shopper}: ${left} of ${touch.runs.length} presses left the page, ${lost} were lost (first: ${touch.failure ?? '—'})`,
      );
    }
  }

  const interactive: number[] = [];
  const live: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, close } = await throttledPage(browser);
    try {
      const load = await loadUntilInteractive(page, url, controls);
      interactive.push(load.interactiveAt);
      live.push(load.liveAt);
    } finally {
      await close();
    }
  }

  const { page, cdp, close } = await throttledPage(browser);
  try {
    await loadUntilInteractive(page, url, controls);
    await page.waitForLoadState('networkidle');
    const afterLoad = await heapUsed(cdp);

    await addTrivialButton(page);
    const trivial = repeated(await timeTrivial(page, runs + 2));
    const timing = (values: readonly number[]): Timing => {
      const result = repeated(values);
      return { ...result, ratioToTrivial: ratio(result.median, trivial.median) };
    };
    const suggestions = timing(await timeSuggestions(page, options.prefixes.slice(0, runs + 2)));
    const menuOpen = hasMenu ? timing(await timeMenuOpen(page, runs + 2)) : undefined;

    // Memory: the CPU at full speed (timing is over), a collection before each reading.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const menuCycles = menuOpen ? await cycleMenu(page, cdp, HEAP_CYCLES) : undefined;
    const modalCycles = await cycleModal(page, cdp, HEAP_CYCLES);

    const navigationToInteractive = timing(interactive);
    return {
      cpuThrottling: CPU_THROTTLING,
      trivial,
      firstTouch: firstTouches.map((touch) => ({
        ...touch,
        ratioToTrivial: ratio(touch.median, trivial.median),
      })),
      navigationToInteractive,
      navigationToLive: timing(live),
      navigationGoal: atMost(navigationToInteractive.median, NAVIGATION_TO_INTERACTIVE_GOAL_MS, 0),
      menuOpen,
      keystrokeToSuggestions: suggestions,
      heap: { afterLoad, menuCycles, modalCycles, cycles: HEAP_CYCLES },
      notes,
    };
  } finally {
    await close();
  }
}
