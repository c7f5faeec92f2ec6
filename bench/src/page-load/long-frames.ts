/**
 * Beside Lighthouse's TBT: what blocks the main thread while the page loads, and whose work it
 * is. Lighthouse's "TBT added by the header" is (a)'s median less (b)'s, two figures that each
 * carry the host's own 250–400 ms of long tasks, so it swings by tens of milliseconds from run to
 * run. Chromium's Long Animation Frames API names the scripts that ran in each long frame and
 * what invoked them. The header's share is read directly: the blocking time of the long frames in
 * which the header's work ran, that is a script from the remote's origin, or a script one of its
 * scripts invoked (the page's federation runtime initialising the remote once `remoteEntry.js`
 * has loaded, in the host's own code). Work done inside the page's own tasks is not seen: the
 * remote's code called by the host's (`hydrate()` attaching its listeners), React rendering the
 * remote's footer, the style and layout of the header's markup.
 *
 * Playwright, Chromium, a phone's screen and user agent (Lighthouse's Moto G Power, so the app
 * banner shows), CPU slowed as in the interaction part, a fresh context per load; loads
 * alternate (a), (b).
 */
import type { Browser } from 'playwright-core';
import { CPU_THROTTLING, LIGHTHOUSE_PHONE } from '../browser/chromium.ts';
import { repeated, type Repeated } from '../report/stats.ts';

/** How long after network idle frames are still collected: the page-load duties run in a task of their own. */
const SETTLE_MS = 1500;

/** One long animation frame as the page saw it: its blocking time and the scripts that ran in it. */
export type LongFrame = {
  readonly blockingMs: number;
  readonly scripts: readonly { readonly sourceUrl: string; readonly invoker: string; readonly durationMs: number }[];
};

/** The Long Animation Frames API's entry, as far as it is read here (not yet in TypeScript's DOM types). */
type LongAnimationFrameEntry = PerformanceEntry & {
  readonly blockingDuration: number;
  readonly scripts: readonly { readonly sourceURL: string; readonly invoker: string; readonly duration: number }[];
};

export type LongFramesReport = {
  readonly cpuThrottling: number;
  /** Blocking time of the long frames of one load, per load. */
  readonly blockingMs: { readonly federated: Repeated; readonly fallback: Repeated };
  /** Per load of (a): the blocking time of the long frames in which the header's work ran. */
  readonly headerBlockingMs: Repeated;
};

/**
 * A load's blocking time, and the blocking time of the long frames in which work of `origin` ran:
 * a script from it, or a script it invoked (an event listener on its `<script>` element, say).
 */
export function readFrames(frames: readonly LongFrame[], origin: string): { blockingMs: number; originMs: number } {
  const fromOrigin = (url: string) => url.startsWith(`${origin}/`) || url.includes(`"${origin}/`);
  let blockingMs = 0;
  let originMs = 0;
  for (const frame of frames) {
    blockingMs += frame.blockingMs;
    if (frame.scripts.some((script) => fromOrigin(script.sourceUrl) || fromOrigin(script.invoker))) {
      originMs += frame.blockingMs;
    }
  }
  return { blockingMs, originMs };
}

async function loadFrames(browser: Browser, url: string): Promise<LongFrame[]> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.addInitScript(() => {
      // Runs in the page: its types are erased, and it may use nothing from this module but types.
      const frames: LongFrame[] = [];
      Reflect.set(window, '__benchLongFrames', frames);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LongAnimationFrameEntry[]) {
          frames.push({
            blockingMs: entry.blockingDuration,
            scripts: entry.scripts.map((script) => ({
              sourceUrl: script.sourceURL,
              invoker: script.invoker,
              durationMs: script.duration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    return (await page.evaluate(() => Reflect.get(window, '__benchLongFrames'))) as LongFrame[];
  } finally {
    await context.close();
  }
}

export async function measureLongFrames(
  browser: Browser,
  urls: { readonly federated: string; readonly fallback: string },
  remoteOrigin: string,
  loads: number,
): Promise<LongFramesReport> {
  const federated: number[] = [];
  const fallback: number[] = [];
  const header: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    const withHeader = readFrames(await loadFrames(browser, urls.federated), remoteOrigin);
    federated.push(withHeader.blockingMs);
    header.push(withHeader.originMs);
    fallback.push(readFrames(await loadFrames(browser, urls.fallback), remoteOrigin).blockingMs);
  }
  return {
    cpuThrottling: CPU_THROTTLING,
    blockingMs: { federated: repeated(federated), fallback: repeated(fallback) },
    headerBlockingMs: repeated(header),
  };
}
