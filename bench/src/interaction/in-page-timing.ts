/**
 * Timing taken inside the page, so Playwright's round trips are not counted:
 * the start is the input event's own timestamp (when the browser received the
 * click or key), the end is the first frame after the awaited change is in
 * the DOM (a MutationObserver sees it; a requestAnimationFrame plus a task
 * lands after that frame is painted).
 */
import type { Page } from 'playwright-core';

/** What to wait for: an element matching `selector` (and `text`, when given) that is visible. */
export type Awaited = { readonly selector: string; readonly text?: string };

type BenchWindow = Window & {
  __bench: { inputAt: number; paintedWhen(awaited: Awaited, timeoutMs: number): Promise<number> };
};

/** Installed before any page script runs. */
function installTiming(): void {
  const record = (event: Event) => {
    (window as unknown as BenchWindow).__bench.inputAt = event.timeStamp;
  };
  const found = ({ selector, text }: Awaited) =>
    [...document.querySelectorAll(selector)].some(
      (element) => (text === undefined || element.textContent?.trim() === text) && element.checkVisibility(),
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
    paintedWhen: (awaited, timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        if (found(awaited)) {
          void afterPaint().then(resolve);
          return;
        }
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`Not shown within ${timeoutMs} ms: ${awaited.selector} ${awaited.text ?? ''}`));
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          if (!found(awaited)) return;
          observer.disconnect();
          clearTimeout(timer);
          void afterPaint().then(resolve);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, record, { capture: true });
}

export async function addTiming(page: Page): Promise<void> {
  await page.addInitScript(installTiming);
}

/** Starts watching for `awaited`; resolves with the page's clock (ms since navigation) at the first frame painted with it shown. */
export function watchFor(page: Page, awaited: Awaited, timeoutMs = 15_000): Promise<number> {
  return page.evaluate(([what, timeout]) => (window as unknown as BenchWindow).__bench.paintedWhen(what, timeout), [
    awaited,
    timeoutMs,
  ] as const);
}

/** The page's clock at the last click or key press it received. */
export function lastInputAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.inputAt);
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
