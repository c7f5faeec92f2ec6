import { expect } from '@playwright/test';
import { queryPage, toWire, WATCH_KEY, watchRecord, type Target, type WireTarget } from './in-page.ts';

export type Key = 'Enter' | 'Escape' | 'ArrowDown';

/** What each engine's driver does for the journey: puppeteer's for Firefox, WebDriver's for WebKit. */
export type EngineDriver = {
  /** Opens the URL; resolves once the page's HTML is parsed, at the latest at its load. */
  navigate(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a function of in-page.ts in the page, after the watch where the engine has no way to start it first. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** Clicks the one element the target finds, as a pointer does; false while there is none. */
  click(target: WireTarget): Promise<boolean>;
  /** Types into the one element the target finds, key by key; false while there is none. */
  type(target: WireTarget, text: string): Promise<boolean>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  close(): Promise<void>;
};

/** How long an action waits for its element, as Playwright's expect waits (the config's 10 s). */
const ACTION_TIMEOUT_MS = 10_000;

/** The journey's view of a page in any engine: Playwright-like actions and reads over an engine's driver. */
export type EnginePage = ReturnType<typeof enginePage>;

export function enginePage(driver: EngineDriver, baseURL: string) {
  const act = async (what: string, action: () => Promise<boolean>) => {
    await expect(async () => expect(await action(), what).toBe(true)).toPass({ timeout: ACTION_TIMEOUT_MS });
  };
  const page = {
    /** Opens a path of the site and waits for its header's script, as the Chromium specs' page.goto does. */
    async goto(path: string) {
      await driver.navigate(new URL(path, baseURL).href);
      await page.headerLive();
    },
    /**
     * Waits for the server's header to be hydrated (or for a page without one): a page reached by a
     * click gets its header's script at idle, and presses before it are replays, not what a test drives.
     */
    async headerLive() {
      await expect
        .poll(() =>
          driver.evaluate(() => {
            const header = document.querySelector('[data-header-ssr]');
            return (
              document.readyState !== 'loading' && (header === null || header.hasAttribute('data-header-hydrated'))
            );
          }),
        )
        .toBe(true);
    },
    /** The page's path and query. */
    async path() {
      const url = new URL(await driver.url());
      return url.pathname + url.search;
    },
    /** The accessible names of every element the target finds (none: an empty list). */
    names: (target: Target) => driver.evaluate(queryPage, toWire(target), 'names') as Promise<string[]>,
    attribute: (target: Target, attribute: string) =>
      driver.evaluate(queryPage, toWire(target), { attribute }) as Promise<string | null>,
    click: (target: Target) => act(`click ${describe(target)}`, () => driver.click(toWire(target))),
    type: (target: Target, text: string) =>
      act(`type into ${describe(target)}`, () => driver.type(toWire(target), text)),
    press: (key: Key) => driver.press(key),
    /** What went wrong on any page of the journey so far: page errors, console errors, CSP violations. */
    problems: () => driver.evaluate(watchRecord, WATCH_KEY),
    /** Runs a function in the page, for what the journey checks that a shopper does not do. */
    evaluate: driver.evaluate,
    close: () => driver.close(),
  };
  return page;
}

function describe(target: Target): string {
  const own = 'label' in target ? `field "${target.label}"` : `${target.role} ${String(target.name ?? '')}`.trim();
  return target.within ? `${own} in ${describe(target.within)}` : own;
}
