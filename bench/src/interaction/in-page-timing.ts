/**
 * Timing taken inside the page, so Playwright's round trips are not counted:
 * the start is the input event's own timestamp (when the browser received the
 * click or key), the end is the first frame after the awaited change is in
 * the DOM (a MutationObserver sees it, or a popover's `toggle` event: a popover
 * opens without changing the DOM; a requestAnimationFrame plus a task lands
 * after that frame is painted).
 */
import type { Page } from 'playwright-core';
import { HEADER_HYDRATED_ATTRIBUTE, HEADER_WAITING_ATTRIBUTE } from '@grocer/shared-contracts/domain';
import { EVENT_DURATION_THRESHOLD_MS, type EventEntry } from './event-timing.ts';

/** What to wait for: an element matching `selector` (and `text`, when given) that is visible. */
export type Awaited = { readonly selector: string; readonly text?: string };

/** A press or key the page received: its type and timeStamp. */
export type Input = { readonly type: string; readonly at: number };

/** The header's state when the first press came (its attributes from @grocer/shared-contracts). */
export type HeaderAtPress = {
  /** Hydrated: its controls were the script's already. */
  readonly live: boolean;
  /** Waiting to hydrate on the shopper's intent (decision 027). */
  readonly waiting: boolean;
};

/** What a first-touch page saw: the press (and any keys after it), and the first frame showing what was asked for. */
export type FirstTouchSeen = {
  readonly inputs: readonly Input[];
  readonly paintedAt: number;
  readonly header: HeaderAtPress;
  /** What was asked for was on screen before the press: the run measured nothing. */
  readonly shownBeforePress: boolean;
};

type TimingSetup = {
  readonly durationThreshold: number;
  /** On a first-touch page: what the first press asks for, watched from that press on. */
  readonly firstTouch: { readonly awaited: Awaited; readonly timeoutMs: number } | null;
  /** The attribute that marks the header live. */
  readonly liveAttribute: string;
  readonly waitingSelector: string;
  readonly pressBinding: string;
};

/** The binding a first-touch page calls at its first press, with the header's state then (it outlives a page the press leaves). */
export const PRESS_BINDING = '__benchPressed';

type BenchWindow = Window & {
  __bench: {
    inputAt: number;
    /** Every pointerdown and keydown, in order. */
    inputs: Input[];
    /** The Event Timing entries delivered so far (see event-timing.ts). */
    events: EventEntry[];
    takeEvents(): EventEntry[];
    paintedWhen(awaited: Awaited, timeoutMs: number): Promise<number>;
    /** When the header went live (the page's clock at the mutation that marked it hydrated); none yet. */
    liveAt?: number;
    /** Set at the first press on a first-touch page. */
    firstTouch?: { readonly painted: Promise<number>; readonly header: HeaderAtPress; readonly shownBefore: boolean };
  };
};

/** Installed before any page script runs. */
function installTiming(setup: TimingSetup): void {
  const liveSelector = `[${setup.liveAttribute}]`;
  const record = (event: Event) => {
    const bench = (window as unknown as BenchWindow).__bench;
    bench.inputAt = event.timeStamp;
    bench.inputs.push({ type: event.type, at: event.timeStamp });
    // The first press of a first-touch page: from here on the page is watched for what it asked
    // for. Listening on the window's capture phase, this runs before any of the page's handlers.
    if (setup.firstTouch && !bench.firstTouch) {
      const { awaited, timeoutMs } = setup.firstTouch;
      const shownBefore = found(awaited);
      const painted = bench.paintedWhen(awaited, timeoutMs);
      painted.catch(() => {});
      const header = {
        live: document.querySelector(liveSelector) !== null,
        waiting: document.querySelector(setup.waitingSelector) !== null,
      };
      bench.firstTouch = { painted, shownBefore, header };
      const report = (window as unknown as Record<string, unknown>)[setup.pressBinding];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (typeof report === 'function') {
        void report({ ...header, at: event.timeStamp, loadAt: navigation?.loadEventStart || undefined });
      }
    }
  };
  const events: EventEntry[] = [];
  const keep = (list: PerformanceEntryList) => {
    for (const entry of list as PerformanceEventTiming[]) {
      events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  };
  let eventObserver: PerformanceObserver | undefined;
  try {
    eventObserver = new PerformanceObserver((list) => keep(list.getEntries()));
    eventObserver.observe({
      type: 'event',
      durationThreshold: setup.durationThreshold,
      buffered: true,
    } as PerformanceObserverInit);
  } catch {
    eventObserver = undefined; // no Event Timing here: the INP figures stay empty
  }
  // Shown means painted to be seen: the header is `visibility: hidden` until all of it is parsed.
  const found = ({ selector, text }: Awaited) =>
    [...document.querySelectorAll(selector)].some(
      (element) =>
        (text === undefined || element.textContent?.trim() === text) &&
        element.checkVisibility({ visibilityProperty: true }),
    );
  const afterPaint = () =>
    new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  (window as unknown as BenchWindow).__bench = {
    inputAt: 0,
    inputs: [],
    events,
    takeEvents: () => {
      if (eventObserver) keep(eventObserver.takeRecords());
      return events;
    },
    paintedWhen: (awaited, timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        if (found(awaited)) {
          void afterPaint().then(resolve);
          return;
        }
        const stop = () => {
          observer.disconnect();
          document.removeEventListener('toggle', check, true);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`Not shown within ${timeoutMs} ms: ${awaited.selector} ${awaited.text ?? ''}`));
        }, timeoutMs);
        const check = () => {
          if (!found(awaited)) return;
          stop();
          clearTimeout(timer);
          void afterPaint().then(resolve);
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        // A popover the browser opens (the server's panels before the header is live) changes no DOM.
        document.addEventListener('toggle', check, true);
      }),
  };
  const live = new MutationObserver(() => {
    if (!document.querySelector(liveSelector)) return;
    live.disconnect();
    (window as unknown as BenchWindow).__bench.liveAt = performance.now();
  });
  live.observe(document, { subtree: true, attributes: true, attributeFilter: [setup.liveAttribute] });
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, record, { capture: true });
}

/**
 * Installs the timing in every document the page loads. On a first-touch page, `firstTouch` is
 * what the first press asks for: the page watches for it from that press, so nothing needs to be
 * asked of the page (which waits for its main thread) between its load and the press.
 */
export async function addTiming(
  page: Page,
  firstTouch?: { readonly awaited: Awaited; readonly timeoutMs: number },
): Promise<void> {
  const setup: TimingSetup = {
    durationThreshold: EVENT_DURATION_THRESHOLD_MS,
    firstTouch: firstTouch ?? null,
    liveAttribute: HEADER_HYDRATED_ATTRIBUTE,
    waitingSelector: `[${HEADER_WAITING_ATTRIBUTE}]`,
    pressBinding: PRESS_BINDING,
  };
  await page.addInitScript(installTiming, setup);
}

/** On a first-touch page, after the press: waits for the frame showing what it asked for (rejects when it never came). */
export function firstTouchSeen(page: Page): Promise<FirstTouchSeen> {
  return page.evaluate(async () => {
    const bench = (window as unknown as BenchWindow).__bench;
    const touch = bench.firstTouch;
    if (!touch) throw new Error('The page received no press');
    const paintedAt = await touch.painted;
    return { inputs: bench.inputs, paintedAt, header: touch.header, shownBeforePress: touch.shownBefore };
  });
}

/** Starts watching for `awaited`; resolves with the page's clock (ms since navigation) at the first frame painted with it shown. */
export function watchFor(page: Page, awaited: Awaited, timeoutMs = 15_000): Promise<number> {
  return page.evaluate(([what, timeout]) => (window as unknown as BenchWindow).__bench.paintedWhen(what, timeout), [
    awaited,
    timeoutMs,
  ] as const);
}

/** When the header went live (ms since navigation), waiting for it up to `timeoutMs`. */
export function liveAt(page: Page, timeoutMs = 15_000): Promise<number> {
  return page
    .waitForFunction(() => (window as unknown as BenchWindow).__bench.liveAt, undefined, { timeout: timeoutMs })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** The page's clock at the last click or key press it received. */
export function lastInputAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.inputAt);
}

/**
 * The Event Timing entries so far, after `settleMs`: an entry is delivered once the browser knows
 * when the frame after the event was shown, which can come a little after that frame.
 */
export function eventEntries(page: Page, settleMs = 250): Promise<EventEntry[]> {
  return page.evaluate(
    (settle) =>
      new Promise<EventEntry[]>((resolve) =>
        setTimeout(() => resolve((window as unknown as BenchWindow).__bench.takeEvents()), settle),
      ),
    settleMs,
  );
}

/** Lets a frame pass, so a watcher started just before is listening when the input goes in. */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Runs `act` (a real click or key press through Playwright) and resolves with
 * the milliseconds from that input to the first frame painted with `awaited` shown.
 */
export async function timeInteraction(
  page: Page,
  awaited: Awaited,
  act: () => Promise<void>,
  timeoutMs = 15_000,
): Promise<number> {
  const painted = watchFor(page, awaited, timeoutMs);
  painted.catch(() => {});
  await nextFrame(page);
  await act();
  const end = await painted;
  const start = await lastInputAt(page);
  if (end < start) throw new Error(`${awaited.selector} was already shown before the input`);
  return end - start;
}
