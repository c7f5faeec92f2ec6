import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { EngineDriver } from './engine-page.ts';
import { installWatch, queryPage, WATCH_KEY, type Want, type WireTarget } from './in-page.ts';

/** Debian's Firefox ESR (installed by .ci/run), or FIREFOX_PATH. */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox over WebDriver BiDi, the watch in every page before its first script. */
export async function openFirefox(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: viewport,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(installWatch, WATCH_KEY);
    const withElement = async (target: WireTarget, action: (element: ElementHandle<Element>) => Promise<void>) => {
      const handle = await page.evaluateHandle(queryPage, target, 'element' as Want);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) return false;
      try {
        await action(element);
      } finally {
        await element.dispose();
      }
      return true;
    };
    return {
      navigate: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      url: async () => page.url(),
      // Plain values in and out: puppeteer's own types also map element handles, which the journey never passes.
      evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => never, ...args),
      click: (target) => withElement(target, (element) => element.click()),
      type: (target, text) => withElement(target, (element) => element.type(text)),
      press: (key) => page.keyboard.press(key),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
