/**
 * The shopper's first touch. Each header control pressed once, as
 * the first thing a shopper does on a freshly loaded page: a fresh context
 * (cold cache), the CPU slowed 4×, the press sent as soon as the page's `load`
 * event has fired (the header not woken before by anything else), timed in the
 * page from the input event to the first frame painted with what was asked for
 * (the menu's first level, the panel, the suggestions, the dialog). Beside it,
 * the Event Timing API's figure for the same press (what INP reads).
 *
 * Controls are pressed with the mouse at a desktop width, the phone's menu with
 * a tap at a phone width. A control is measured for a guest and for a signed-in
 * shopper with a trolley and a booked slot, where it exists for both. The runs
 * interleave the controls, so a busy moment of the machine falls on all of them.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { LIGHTHOUSE_PHONE } from '../browser/chromium.ts';
import { atMost, type Goal } from '../report/goal.ts';
import { signedInState, type SignedInState } from '../browser/signed-in.ts';
import { medianCountingUnfinished, ratio, repeated, type Repeated } from '../report/stats.ts';
import { inpFigure, longestInteraction } from './event-timing.ts';
import {
  addTiming,
  type Awaited as Shown,
  eventEntries,
  firstTouchSeen,
  liveAt,
  PRESS_BINDING,
} from './in-page-timing.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_FIRST_ITEM,
  MENU_BUTTON,
  MENU_FIRST_LEVEL,
  MOBILE_MENU_BUTTON,
  MOBILE_MENU_FIRST_LEVEL,
  MULTI_SEARCH_BUTTON,
  MULTI_SEARCH_SHOWN,
  SEARCH_BOX,
  SEARCH_OPEN_BUTTON,
  SLOT_BUTTON,
  SLOT_DETAILS,
  SUGGESTIONS_SHOWN,
} from './targets.ts';

/** The goal for each first interaction, from the press (for typed search: the last letter) to what was asked for painted. */
export const FIRST_TOUCH_GOAL_MS = 200;

/** A fast typist's pace: one letter every 120 ms, from the press into the box on. */
export const LETTER_GAP_MS = 120;

/**
 * Three letters at once at load, against the same on a live header: the letters wait for the
 * header's script at load (nothing but the script suggests), so the row is read as what the start
 * adds to its floor.
 */
export const SEARCH_AT_ONCE_OVER_FLOOR_GOAL = 2;

/**
 * How long a press may take to show what it asked for before it counts as lost: as long as the
 * header's held press waits for its script (HOLD_MS, header-remote/src/lib/held-presses.ts) before it does what the server's
 * HTML does instead. A shopper has pressed again, or gone, by then.
 */
const SHOWN_TIMEOUT_MS = 5_000;

export type Shopper = 'guest' | 'signedIn';
export type ControlKey =
  | 'groceriesMenu'
  | 'mobileMenu'
  | 'search'
  | 'searchTyped'
  | 'searchTypedPhone'
  | 'groceriesMenuOnLiveHeader'
  | 'searchOnLiveHeader'
  | 'accountMenu'
  | 'slot'
  | 'multiSearch'
  | 'multiSearchOnLiveHeader';
type Screen = 'desktop' | 'phone';

const SCREENS: Record<Screen, BrowserContextOptions & { viewport: { width: number; height: number } }> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // The page-load part's phone (its user agent and pixel ratio) at a common phone size, touched.
  phone: {
    userAgent: LIGHTHOUSE_PHONE.userAgent,
    deviceScaleFactor: LIGHTHOUSE_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  },
};

/** Where a control is on the page: the middle of its box, in CSS pixels. */
export type Point = { readonly x: number; readonly y: number };

/** The middle of an element's box (Playwright's boundingBox). */
export const middleOf = (box: { x: number; y: number; width: number; height: number }): Point => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

type Control = {
  readonly key: ControlKey;
  /** For the table: what is pressed and what is waited for. */
  readonly label: string;
  readonly screen: Screen;
  readonly shoppers: readonly Shopper[];
  readonly shown: Shown;
  /** The element pressed: found once, on a page loaded for the purpose, for where it is. */
  target(page: Page): Locator;
  /** The shopper's press at `at` (for search: the press into the box, then three letters). */
  press(page: Page, at: Point, run: number): Promise<void>;
  /** What the shopper types in run `run`: the box must hold it when what was asked for is painted (a letter lost, the run is lost). */
  readonly typed?: (run: number) => string;
  /** The row's median and goal are read from the last letter typed, not from the press. */
  readonly fromLastInput?: true;
  /** The goal is the median over another row's (its floor), at most `atMost` times, in place of FIRST_TOUCH_GOAL_MS. */
  readonly goalOverFloor?: { readonly floor: ControlKey; readonly atMost: number };
  /**
   * Pressed once the header is live and the page has gone quiet (the idle page has brought what the
   * control needs), not at `load`: the same press with no start-up work before it, the floor the
   * first touch cannot go below.
   */
  readonly onLiveHeader?: true;
};

const click = (page: Page, at: Point) => page.mouse.click(at.x, at.y);
const tap = (page: Page, at: Point) => page.touchscreen.tap(at.x, at.y);
const searchBox = (page: Page) => page.getByRole(SEARCH_BOX.role, { name: SEARCH_BOX.name });

/**
 * The letters at a typist's pace, each sent at its time whether or not the page has taken the one
 * before: a shopper does not wait for a busy page between keys (Playwright's own delay would, since
 * each key waits for the page to take it).
 */
async function typeAtPace(page: Page, text: string): Promise<void> {
  const start = performance.now();
  await Promise.all(
    [...text].map(async (letter, index) => {
      const wait = start + index * LETTER_GAP_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await page.keyboard.press(letter);
    }),
  );
}

/** The controls, in the order of the table. `prefixes`: three-letter starts for search, one a run. */
export function controls(prefixes: readonly string[]): readonly Control[] {
  const prefix = (run: number) => prefixes[run % prefixes.length] ?? 'mil';
  const search: Control = {
    key: 'search',
    label: 'Search: press into the box, type 3 letters at once → suggestions painted',
    screen: 'desktop',
    shoppers: ['guest', 'signedIn'],
    shown: SUGGESTIONS_SHOWN,
    target: (page) => page.getByRole(SEARCH_BOX.role, { name: SEARCH_BOX.name }),
    press: async (page, at, run) => {
      await click(page, at);
      await page.keyboard.type(prefix(run));
    },
    goalOverFloor: { floor: 'searchOnLiveHeader', atMost: SEARCH_AT_ONCE_OVER_FLOOR_GOAL },
  };
  const searchTyped: Control = {
    key: 'searchTyped',
    label: `Search: press into the box, type 3 letters ${LETTER_GAP_MS} ms apart → the 3rd letter's suggestions painted`,
    screen: 'desktop',
    shoppers: ['guest', 'signedIn'],
    shown: SUGGESTIONS_SHOWN,
    target: (page) => searchBox(page),
    press: async (page, at, run) => {
      await click(page, at);
      await typeAtPace(page, prefix(run));
    },
    typed: prefix,
    fromLastInput: true,
  };
  // The phone's masthead has a search button, not a box: the box is the overlay's, typed into once it shows.
  const searchTypedPhone: Control = {
    ...searchTyped,
    key: 'searchTypedPhone',
    label: `Search (tap): open it, type 3 letters ${LETTER_GAP_MS} ms apart once the box shows → the 3rd letter's suggestions painted`,
    screen: 'phone',
    target: (page) => page.getByRole(SEARCH_OPEN_BUTTON.role, { name: SEARCH_OPEN_BUTTON.name, exact: true }),
    press: async (page, at, run) => {
      await tap(page, at);
      await searchBox(page).waitFor({ state: 'visible' });
      await typeAtPace(page, prefix(run));
    },
  };
  const multiSearch: Control = {
    key: 'multiSearch',
    label: 'Multi-search → its dialog painted',
    screen: 'desktop',
    shoppers: ['guest', 'signedIn'],
    shown: MULTI_SEARCH_SHOWN,
    target: (page) => page.getByRole(MULTI_SEARCH_BUTTON.role, { name: MULTI_SEARCH_BUTTON.name, exact: true }),
    press: click,
  };
  const groceriesMenu: Control = {
    key: 'groceriesMenu',
    label: `Groceries menu → "${MENU_FIRST_LEVEL.text}" painted`,
    screen: 'desktop',
    shoppers: ['guest', 'signedIn'],
    shown: MENU_FIRST_LEVEL,
    target: (page) => page.getByRole(MENU_BUTTON.role, { name: MENU_BUTTON.name, exact: true }),
    press: click,
  };
  return [
    groceriesMenu,
    // Once live, the press opens the header's own panel, not the server's popover: a first touch of its own.
    onLiveHeader(groceriesMenu, 'groceriesMenuOnLiveHeader', 'its own panel'),
    {
      key: 'mobileMenu',
      label: "Phone menu (tap) → its first level's categories painted",
      screen: 'phone',
      shoppers: ['guest', 'signedIn'],
      shown: MOBILE_MENU_FIRST_LEVEL,
      target: (page) => page.getByRole(MOBILE_MENU_BUTTON.role, { name: MOBILE_MENU_BUTTON.name, exact: true }),
      press: tap,
    },
    searchTyped,
    searchTypedPhone,
    search,
    onLiveHeader(search, 'searchOnLiveHeader', 'the floor'),
    {
      key: 'accountMenu',
      label: `My account → "${ACCOUNT_FIRST_ITEM.text}" painted`,
      screen: 'desktop',
      shoppers: ['signedIn'],
      shown: ACCOUNT_FIRST_ITEM,
      target: (page) => page.getByRole(ACCOUNT_BUTTON.role, { name: ACCOUNT_BUTTON.name, exact: true }),
      press: click,
    },
    {
      key: 'slot',
      label: `Booked slot's button → its details ("${SLOT_DETAILS.text}") painted`,
      screen: 'desktop',
      shoppers: ['signedIn'],
      shown: SLOT_DETAILS,
      target: (page) => page.getByRole(SLOT_BUTTON.role, { name: SLOT_BUTTON.name }),
      press: click,
    },
    multiSearch,
    onLiveHeader(multiSearch, 'multiSearchOnLiveHeader', 'the floor'),
  ];
}

/**
 * The same press for a guest once the header is live: the floor of a control its script answers at
 * load too, or the first touch of one the browser answers at load (a popover) and the header once live.
 */
const onLiveHeader = (control: Control, key: ControlKey, what: 'the floor' | 'its own panel'): Control => ({
  ...control,
  key,
  label: `${control.label}, the header already live (${what})`,
  shoppers: ['guest'],
  onLiveHeader: true,
  goalOverFloor: undefined,
});

/** How a press ended: what it asked for was painted, the browser left the page, or nothing came in time. */
export type Outcome = 'shown' | 'left' | 'lost';

/** Where the header was when the press came: hydrated, waiting to hydrate on intent, or its script not yet on the page. */
export type HeaderAtPress = 'live' | 'waiting' | 'notStarted';

/** One press on one freshly loaded page. Times in ms; only a shown press has `shownMs`. */
export type FirstTouchRun = {
  readonly outcome: Outcome;
  /** The press → the first frame painted with what was asked for. */
  readonly shownMs?: number;
  /** The last input → that frame: for search, the third letter → suggestions painted. */
  readonly fromLastInputMs?: number;
  /** For typed search: the first letter → the last (the pace the page saw). */
  readonly lettersOverMs?: number;
  /** Event Timing: the longest entry of the interactions from the press on (0: under 16 ms); none when the page was left. */
  readonly inpMs?: number;
  /** The page's `load` event → the press. */
  readonly pressedAfterLoadMs?: number;
  readonly headerAtPress?: HeaderAtPress;
  /** Where a press that left the page went, or why a run failed otherwise. */
  readonly detail?: string;
};

/** One control's first touch for one kind of shopper, over the runs. */
export type FirstTouch = {
  readonly control: ControlKey;
  readonly label: string;
  readonly shopper: Shopper;
  readonly viewport: { readonly width: number; readonly height: number };
  /** Every run, in order. */
  readonly runs: readonly FirstTouchRun[];
  /** The median over every run, a press that was lost or left the page counting as slower than any; none when it falls on one. */
  readonly median: number | undefined;
  /** The presses that showed what they asked for: press → painted. */
  readonly shown: Repeated;
  /** The same presses' last input → painted (search: the third letter). */
  readonly fromLastInput: Repeated;
  /** Whether `median` and the goal are read from the last input (typed search) rather than the press. */
  readonly medianFromLastInput?: true;
  /** Typed search: the first letter → the last, as the page saw them. */
  readonly lettersOver?: Repeated;
  /** Where the goal is a ratio to another row: that row, its median, and this median over it. */
  readonly floor?: {
    readonly control: ControlKey;
    readonly median: number | undefined;
    readonly ratio: number | undefined;
  };
  /** Event Timing, every run that stayed on the page (0: under 16 ms). */
  readonly inp: Repeated;
  readonly pressedAfterLoad: Repeated;
  readonly outcomes: Readonly<Record<Outcome, number>>;
  readonly headerAtPress: Readonly<Record<HeaderAtPress, number>>;
  /** The first reason a run failed: where the press went, or what was not shown. */
  readonly failure?: string;
  /** `median` against FIRST_TOUCH_GOAL_MS, or its ratio to `floor` (not met when the median is a lost press). */
  readonly goal: Goal;
};

type RunOptions = { readonly cpuThrottling: number; readonly storageState: SignedInState | undefined };

const contextOptions = (control: Control, storageState: SignedInState | undefined): BrowserContextOptions => ({
  ...SCREENS[control.screen],
  ...(storageState ? { storageState } : {}),
});

/**
 * Where the control is once the page has loaded, found on a page loaded for the purpose (the
 * header's layout does not move after its first paint: CLS 0). Pressing there needs nothing of the
 * page first: asking the page where the control is would wait for its main thread, and so would
 * Playwright's checks before a click, which put the press up to seconds after the load event.
 */
async function locate(browser: Browser, url: string, control: Control, options: RunOptions): Promise<Point> {
  const context = await browser.newContext(contextOptions(control, options.storageState));
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const box = await control.target(page).boundingBox({ timeout: 15_000 });
    if (!box) throw new Error('not on the page');
    return middleOf(box);
  } finally {
    await context.close();
  }
}

/** How long the page must ask for nothing, its main thread idle, to count as quiet. */
const QUIET_MS = 1_000;

/**
 * Until the page has asked for nothing for QUIET_MS and its main thread has had an idle moment: what
 * the idle page fetches for the controls (their code, their data) has come. Network idle alone came
 * before the idle page's warm-ups had started: a Multi-search press then waited for the dialog's code.
 */
async function untilQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  let lastRequestAt = Date.now();
  const onRequest = () => {
    lastRequestAt = Date.now();
  };
  page.on('request', onRequest);
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
      const quietFor = Date.now() - lastRequestAt;
      if (quietFor >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
    }
    throw new Error(`The page did not go quiet within ${timeoutMs / 1000} s`);
  } finally {
    page.off('request', onRequest);
  }
}

/** What the page sends at the press: the header's state, the press's timeStamp and the load event's (none before it). */
type PressReport = {
  readonly live: boolean;
  readonly waiting: boolean;
  readonly at: number;
  readonly loadAt: number | undefined;
};

/**
 * A typed run whose box does not hold what was typed lost a letter: it counts as lost, whatever was
 * painted (suggestions for what the shopper did not type answer nothing they asked).
 */
export function withLettersKept(run: FirstTouchRun, typed: string, held: string): FirstTouchRun {
  if (run.outcome !== 'shown' || held === typed) return run;
  const { inpMs, pressedAfterLoadMs, headerAtPress } = run;
  return {
    outcome: 'lost',
    inpMs,
    pressedAfterLoadMs,
    headerAtPress,
    detail: `typed "${typed}", the box held "${held}"`,
  };
}

const headerState = ({ live, waiting }: { readonly live: boolean; readonly waiting: boolean }): HeaderAtPress =>
  live ? 'live' : waiting ? 'waiting' : 'notStarted';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

async function firstTouchRun(
  browser: Browser,
  url: string,
  control: Control,
  at: Point,
  run: number,
  options: RunOptions,
): Promise<FirstTouchRun> {
  const context = await browser.newContext(contextOptions(control, options.storageState));
  context.setDefaultTimeout(SHOWN_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    // The header's state at the press, sent out at once: a press that leaves the page takes the page's record with it.
    let pressed: PressReport | undefined;
    await page.exposeBinding(PRESS_BINDING, (_source, report: PressReport) => {
      pressed = report;
    });
    await addTiming(page, { awaited: control.shown, timeoutMs: SHOWN_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (control.onLiveHeader) {
      await liveAt(page, 30_000);
      await untilQuiet(page);
    }
    // A press the page's script did not take does what the server's HTML does: follow the link, send the form.
    let leftFor: string | undefined;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) leftFor ??= new URL(frame.url()).pathname;
    });
    const atPress = () => ({
      pressedAfterLoadMs: pressed?.loadAt === undefined ? undefined : pressed.at - pressed.loadAt,
      headerAtPress: pressed ? headerState(pressed) : undefined,
    });
    let seen;
    try {
      await control.press(page, at, run);
      seen = await firstTouchSeen(page);
    } catch (error) {
      // The navigation's event may come a little after the page it destroyed failed the call.
      const destroyed = /Execution context was destroyed|navigat/i.test(message(error));
      for (let waited = 0; leftFor === undefined && destroyed && waited < 3_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (leftFor !== undefined || destroyed) {
        return { outcome: 'left', ...atPress(), detail: leftFor ?? new URL(page.url()).pathname };
      }
      if (!/Not shown within/.test(message(error))) throw error;
      const entries = await eventEntries(page, 0);
      const inp = pressed ? longestInteraction(entries, pressed.at, Number.POSITIVE_INFINITY) : undefined;
      return {
        outcome: 'lost',
        ...atPress(),
        inpMs: inpFigure(inp),
        detail: `nothing shown within ${SHOWN_TIMEOUT_MS / 1000} s`,
      };
    }
    const first = seen.inputs[0];
    const last = seen.inputs.at(-1);
    if (!first || !last) throw new Error('The page received no press');
    if (seen.shownBeforePress) throw new Error(`${control.shown.selector} was already shown before the press`);
    const entries = await eventEntries(page, 100);
    const keys = seen.inputs.filter((input) => input.type === 'keydown');
    const shown: FirstTouchRun = {
      outcome: 'shown',
      shownMs: seen.paintedAt - first.at,
      fromLastInputMs: seen.paintedAt - last.at,
      inpMs: inpFigure(longestInteraction(entries, first.at, seen.paintedAt)),
      pressedAfterLoadMs: pressed?.loadAt === undefined ? undefined : first.at - pressed.loadAt,
      headerAtPress: headerState(seen.header),
      ...(control.typed && keys.length > 1 ? { lettersOverMs: last.at - (keys[0]?.at ?? last.at) } : {}),
    };
    return control.typed ? withLettersKept(shown, control.typed(run), await searchBox(page).inputValue()) : shown;
  } finally {
    await context.close();
  }
}

export type FirstTouchOptions = {
  readonly url: string;
  readonly servicesUrl: string;
  readonly runs: number;
  readonly cpuThrottling: number;
  readonly prefixes: readonly string[];
};

type Case = {
  readonly control: Control;
  readonly shopper: Shopper;
  readonly options: RunOptions;
  readonly runs: FirstTouchRun[];
  at?: Point;
  failure?: string;
};

const count = <T extends string>(values: readonly (T | undefined)[], keys: readonly T[]): Record<T, number> =>
  Object.fromEntries(keys.map((key) => [key, values.filter((value) => value === key).length])) as Record<T, number>;

const defined = (values: readonly (number | undefined)[]) =>
  values.filter((value): value is number => value !== undefined && Number.isFinite(value));

/** One case's runs, summed up. */
export function summarise(
  control: Pick<Control, 'key' | 'label' | 'screen' | 'fromLastInput'>,
  shopper: Shopper,
  runs: readonly FirstTouchRun[],
  failure?: string,
): FirstTouch {
  const shownRuns = runs.filter((run) => run.outcome === 'shown');
  const shown = repeated(defined(shownRuns.map((run) => run.shownMs)));
  const fromLastInput = repeated(defined(shownRuns.map((run) => run.fromLastInputMs)));
  const read = control.fromLastInput ? fromLastInput : shown;
  const median = medianCountingUnfinished(read.runs, runs.length - shownRuns.length);
  const lettersOver = defined(runs.map((run) => run.lettersOverMs));
  return {
    control: control.key,
    label: control.label,
    shopper,
    viewport: SCREENS[control.screen].viewport,
    runs,
    median,
    shown,
    fromLastInput,
    ...(control.fromLastInput ? { medianFromLastInput: true } : {}),
    ...(lettersOver.length > 0 ? { lettersOver: repeated(lettersOver) } : {}),
    inp: repeated(defined(runs.map((run) => run.inpMs))),
    pressedAfterLoad: repeated(defined(runs.map((run) => run.pressedAfterLoadMs))),
    outcomes: count(
      runs.map((run) => run.outcome),
      ['shown', 'left', 'lost'],
    ),
    headerAtPress: count(
      runs.map((run) => run.headerAtPress),
      ['live', 'waiting', 'notStarted'],
    ),
    ...(failure === undefined ? {} : { failure }),
    // A median that falls on a lost press is over any goal.
    goal:
      runs.length > 0 && median === undefined
        ? { value: undefined, goal: FIRST_TOUCH_GOAL_MS, met: false }
        : atMost(median, FIRST_TOUCH_GOAL_MS, 0),
  };
}

/**
 * A row whose goal is a ratio to another row (the same press on a live header): its median over
 * that row's guest median, against the ratio. A median that falls on a lost press misses it.
 */
export function againstFloor(
  touch: FirstTouch,
  floor: FirstTouch | undefined,
  rule: NonNullable<Control['goalOverFloor']>,
): FirstTouch {
  const over = ratio(touch.median, floor?.median);
  return {
    ...touch,
    floor: { control: rule.floor, median: floor?.median, ratio: over },
    goal:
      touch.runs.length > 0 && touch.median === undefined
        ? { value: undefined, goal: rule.atMost, met: false }
        : atMost(over, rule.atMost, 2),
  };
}

export async function measureFirstTouches(browser: Browser, options: FirstTouchOptions): Promise<FirstTouch[]> {
  const storageState = await signedInState(browser, options.servicesUrl);
  const cases = controls(options.prefixes).flatMap((control) =>
    control.shoppers.map((shopper): Case => ({
      control,
      shopper,
      options: {
        cpuThrottling: options.cpuThrottling,
        storageState: shopper === 'signedIn' ? storageState : undefined,
      },
      runs: [],
    })),
  );
  for (const entry of cases) {
    try {
      entry.at = await locate(browser, options.url, entry.control, entry.options);
    } catch (error) {
      entry.failure = `not found: ${message(error)}`;
    }
  }
  // The runs interleave the cases, so a busy moment of the machine falls on all of them.
  for (let run = 0; run < options.runs; run += 1) {
    for (const entry of cases) {
      if (!entry.at) continue;
      try {
        const result = await firstTouchRun(browser, options.url, entry.control, entry.at, run, entry.options);
        entry.runs.push(result);
        if (result.outcome !== 'shown') entry.failure ??= result.detail;
      } catch (error) {
        // Neither shown, nor left, nor lost: a run the bench could not take (counted as lost).
        entry.runs.push({ outcome: 'lost', detail: message(error) });
        entry.failure ??= message(error);
      }
    }
  }
  const touches = cases.map(({ control, shopper, runs, failure }) => summarise(control, shopper, runs, failure));
  return touches.map((touch, index) => {
    const rule = cases[index]?.control.goalOverFloor;
    if (!rule) return touch;
    return againstFloor(
      touch,
      touches.find((other) => other.control === rule.floor && other.shopper === 'guest'),
      rule,
    );
  });
}
