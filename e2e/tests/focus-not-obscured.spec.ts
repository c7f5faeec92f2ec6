import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * Focus is never hidden under a fixed layer (WCAG 2.4.11, and stricter: not even in part). The
 * header pins its banner to the viewport's top once the page has scrolled, and the AMENDING bar
 * sits over its foot; the browser must scroll whatever takes focus clear of both. Each page kind is
 * tabbed from its main content down, then back up with Shift+Tab (where a pinned banner hides what
 * comes back into view at the top), at a phone's width, a desktop's, and a 1280 × 800 window at
 * 200 % and 400 % zoom, for a shopper amending an order (with the bar) and one who is not. Every
 * focused box is compared with every fixed or sticky box on the page that does not hold it.
 *
 * The demo shoppers are only read: Tab and Shift+Tab move focus and change nothing.
 */

const VIEWPORTS = [
  { label: '375px', viewport: { width: 375, height: 667 }, deviceScaleFactor: 1 },
  { label: '1280px', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { label: '1280px at 200 %', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { label: '1280px at 400 %', viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 },
] as const;

const SHOPPERS = [
  { label: 'amending an order', email: 'amending@example.com', amendBar: true },
  { label: 'not amending', email: 'booked@example.com', amendBar: false },
] as const;

/** Each kind of page, and a control that is there once its content has arrived. */
const PAGE_KINDS = [
  { path: '/ecom', ready: { role: 'link', name: 'See all offers' } },
  { path: '/ecom/shop/search?searchTerm=milk', ready: { role: 'button', name: /^Add to trolley/ } },
  {
    path: '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs',
    ready: { role: 'button', name: 'Sort' },
  },
  { path: '/ecom/shop/trolley', ready: { role: 'button', name: /^Increase quantity/ } },
] as const;

/** Stops tabbed down from the main content, then back up: enough to scroll each page well past the pin. */
const STOPS_DOWN = 24;
const STOPS_UP = 12;

type Stop = { readonly name: string; readonly covered: readonly string[] };

/**
 * Run in the page once focus has moved: two frames on, the browser has scrolled and the header has
 * heard whether it is past its pin. The focused box against each fixed or sticky box that does not
 * hold it, overlapping by more than a pixel each way.
 */
function checkFocus(): Promise<Stop | null> {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return resolve(null);
        const box = focused.getBoundingClientRect();
        const describe = (element: Element) =>
          (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60);
        const covered = [...document.querySelectorAll('body *')]
          .filter((layer) => !layer.contains(focused))
          .filter((layer) => ['fixed', 'sticky'].includes(getComputedStyle(layer).position))
          .filter((layer) => layer.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          .filter((layer) => {
            const over = layer.getBoundingClientRect();
            const across = Math.min(box.right, over.right) - Math.max(box.left, over.left);
            const down = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
            return across > 1 && down > 1;
          })
          .map((layer) => `${describe(layer).slice(0, 30)} over [${Math.round(box.top)}, ${Math.round(box.bottom)}]`);
        resolve({ name: describe(focused), covered });
      }),
    );
  });
}

/** Tabs `count` stops in one direction, checking each; stops early where focus leaves the page. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', count: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(checkFocus);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

async function sweepPage(browser: Browser, shopper: (typeof SHOPPERS)[number], view: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });
  try {
    const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
      data: { email: shopper.email, password: 'groceries' },
    });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    const stops: Stop[] = [];
    for (const kind of PAGE_KINDS) {
      await page.goto(kind.path);
      await waitForHydratedHeader(page);
      const main = page.getByRole('main');
      await expect(main.getByRole(kind.ready.role, { name: kind.ready.name }).first()).toBeAttached();
      await expect(page.getByRole('region', { name: 'Amending your order' })).toHaveCount(shopper.amendBar ? 1 : 0);
      // From the top of the main content, as the skip link leaves a shopper.
      await main.focus();
      const down = await tabThrough(page, 'Tab', STOPS_DOWN);
      const up = await tabThrough(page, 'Shift+Tab', STOPS_UP);
      expect(down.length, `${kind.path}: stops to tab through`).toBeGreaterThan(4);
      stops.push(...[...down, ...up].map((stop) => ({ ...stop, name: `${kind.path}: ${stop.name}` })));
    }
    return stops;
  } finally {
    await context.close();
  }
}

test.describe('focus is never hidden under a fixed layer', () => {
  for (const shopper of SHOPPERS) {
    test(`for a shopper ${shopper.label}, on every page kind, at every width and zoom`, async ({ browser }) => {
      // The four widths at once, each in its own window: most of a stop's time is two frames' wait.
      const sweeps = await Promise.all(VIEWPORTS.map((view) => sweepPage(browser, shopper, view)));
      const stops = sweeps.flatMap((sweep, index) =>
        sweep.map((stop) => ({ ...stop, name: `${VIEWPORTS[index]?.label} ${stop.name}` })),
      );
      const covered = stops.filter((stop) => stop.covered.length > 0);
      test.info().annotations.push({
        type: 'sweep',
        description: `${stops.length} focus stops, ${covered.length} covered`,
      });
      console.log(`focus sweep, shopper ${shopper.label}: ${stops.length} focus stops, ${covered.length} covered`);
      expect(covered.map((stop) => `${stop.name}: ${stop.covered.join('; ')}`)).toEqual([]);
    });
  }
});
