import type { APIRequestContext, APIResponse, Browser, Locator, Page } from '@playwright/test';
import { Address, ShoppingContext, SlotsResponse, slotPageUrl } from '@grocer/shared-contracts/domain';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { registerShopper } from '../support/shoppers.ts';

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

type PageKind = (typeof PAGE_KINDS)[number];

async function sweepPage(
  browser: Browser,
  shopper: (typeof SHOPPERS)[number],
  kind: PageKind,
  view: (typeof VIEWPORTS)[number],
) {
  const context = await browser.newContext({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });
  try {
    const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
      data: { email: shopper.email, password: 'groceries' },
    });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
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
    return [...down, ...up];
  } finally {
    await context.close();
  }
}

test.describe('focus is never hidden under a fixed layer', () => {
  // One test a shopper and page kind: a test that swept all four kinds took 20 s alone and passed
  // its minute on a busy CI machine; a quarter of that leaves the margin a shared machine needs.
  for (const shopper of SHOPPERS) {
    for (const kind of PAGE_KINDS) {
      test(`for a shopper ${shopper.label}, on ${kind.path}, at every width and zoom`, async ({ browser }) => {
        // The four widths at once, each in its own window: most of a stop's time is two frames' wait.
        const sweeps = await Promise.all(VIEWPORTS.map((view) => sweepPage(browser, shopper, kind, view)));
        const stops = sweeps.flatMap((sweep, index) =>
          sweep.map((stop) => ({ ...stop, name: `${VIEWPORTS[index]?.label} ${stop.name}` })),
        );
        const covered = stops.filter((stop) => stop.covered.length > 0);
        test.info().annotations.push({
          type: 'sweep',
          description: `${stops.length} focus stops, ${covered.length} covered`,
        });
        console.log(
          `focus sweep, shopper ${shopper.label}, ${kind.path}: ${stops.length} focus stops, ${covered.length} covered`,
        );
        expect(covered.map((stop) => `${stop.name}: ${stop.covered.join('; ')}`)).toEqual([]);
      });
    }
  }
});

/** A page long enough to scroll far past the pin at every size, and a control there once its results have come. */
const LONG_PAGE = { path: '/ecom/shop/search?searchTerm=milk', ready: /^Add to trolley/ } as const;
const SCROLLED_TO_PX = 1200;

/** A shopper of the test's own with a delivery slot booked, signed in in `request`'s jar: Cancel slot changes it. */
async function shopperWithBookedSlot(request: APIRequestContext) {
  const { token } = await registerShopper(request, { label: 'slot-panel', name: 'Sol Slotwell' });
  const services = `http://localhost:${E2E_PORTS.services}`;
  const headers = { authorization: `Bearer ${token}` };
  const body = async (call: Promise<APIResponse>) => {
    const response = await call;
    expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
    return (await response.json()) as unknown;
  };
  const address = Address.parse(
    await body(
      request.post(`${services}/addresses`, {
        headers,
        data: { name: 'Home', line1: '12 Kew Road', town: 'Richmond', postalCode: 'TW9 2NA' },
      }),
    ),
  );
  const { customerOrderId } = ShoppingContext.parse(
    await body(request.get(`${services}/v1/shopping-context`, { headers })),
  );
  const { slots } = SlotsResponse.parse(
    await body(request.get(`${services}/slots`, { headers, params: { slotType: 'DELIVERY', addressId: address.id } })),
  );
  // The slot with the most room: the four windows book at once, and a first slot with one place left
  // (as some seeded slots have) took one booking and refused the other three.
  const [slot] = slots.toSorted((a, b) => b.remainingCapacity - a.remainingCapacity);
  if (!slot || slot.remainingCapacity < VIEWPORTS.length)
    throw new Error('no delivery slot with room for every window');
  await body(
    request.post(`${services}/slot-reservations`, {
      headers,
      data: { customerOrderId, slotId: slot.id, addressId: address.id },
    }),
  );
}

/** How much of the focused control shows: what the viewport and every box that clips it let through (0 to 1). */
function shownRatio(): Promise<number> {
  return new Promise((resolve) => {
    const focused = document.activeElement;
    if (!focused) return resolve(0);
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      resolve(entry?.intersectionRatio ?? 0);
    });
    observer.observe(focused);
  });
}

const SLOT_SHOPPERS = [
  // Registered by the test, so both actions are used: Change slot follows its link, Cancel slot cancels.
  { label: 'with a slot of their own', email: null, amendBar: false },
  // A demo shopper other files read: only tabbed to, not used. The AMENDING bar is the other fixed layer.
  { label: 'amending an order', email: 'amending@example.com', amendBar: true },
] as const;

/**
 * With the page scrolled far down, the booked slot's panel is opened from the keyboard: from the pinned
 * banner where the viewport is tall enough to pin it (the panel then hangs from a fixed layer and must
 * scroll itself), from the page's top where it is not (decision 052). Its two actions are tabbed to;
 * each must show whole (inside the panel's own scroll box too) and under no fixed layer. Returns what it
 * found wrong, and where the actions were, for the log.
 */
async function slotPanelByKeyboard(
  browser: Browser,
  shopper: (typeof SLOT_SHOPPERS)[number],
  view: (typeof VIEWPORTS)[number],
) {
  const context = await browser.newContext({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });
  try {
    if (shopper.email) {
      const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
        data: { email: shopper.email, password: 'groceries' },
      });
      expect(signIn.status()).toBe(200);
    } else {
      await shopperWithBookedSlot(context.request);
    }
    const page = await context.newPage();
    const banner = page.getByRole('banner');
    const slotButton = banner.getByRole('button', { name: /^Delivery slot: / });
    const changeSlot = banner.getByRole('link', { name: 'Change slot' });
    const cancelSlot = banner.getByRole('button', { name: 'Cancel slot' });
    const findings: string[] = [];
    const seen: string[] = [];

    const openWithThePageScrolled = async () => {
      await page.goto(LONG_PAGE.path);
      await waitForHydratedHeader(page);
      await expect(page.getByRole('main').getByRole('button', { name: LONG_PAGE.ready }).first()).toBeAttached();
      await expect(page.getByRole('region', { name: 'Amending your order' })).toHaveCount(shopper.amendBar ? 1 : 0);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
        .toBeGreaterThanOrEqual(SCROLLED_TO_PX);
      await page.evaluate((top) => window.scrollTo(0, top), SCROLLED_TO_PX);
      await expect(page.locator('[data-header-root]')).toHaveAttribute('data-scrolled', 'true');
      const pinned = await banner.evaluate((element) => getComputedStyle(element).position === 'fixed');
      await slotButton.focus();
      await page.keyboard.press('Enter');
      await expect(slotButton).toHaveAttribute('aria-expanded', 'true');
      return pinned;
    };

    const tabTo = async (control: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
      await page.keyboard.press(key);
      await expect(control, view.label).toBeFocused();
      const stop = await page.evaluate(checkFocus);
      const shown = await page.evaluate(shownRatio);
      const box = await control.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      const where = `${stop?.name} [${Math.round(box.top)}, ${Math.round(box.bottom)}] of ${view.viewport.height}`;
      seen.push(shown < 1 ? `${where}, ${Math.round(shown * 100)} % shown` : where);
      if (shown < 1) findings.push(`${view.label}: ${where}: ${Math.round(shown * 100)} % shown`);
      for (const layer of stop?.covered ?? []) findings.push(`${view.label}: ${stop?.name}: ${layer}`);
    };

    const pinned = await openWithThePageScrolled();
    await tabTo(changeSlot);
    await tabTo(cancelSlot);
    if (!shopper.email) {
      await tabTo(changeSlot, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(slotPageUrl('DELIVERY'));

      await openWithThePageScrolled();
      await tabTo(changeSlot);
      await tabTo(cancelSlot);
      await page.keyboard.press('Enter');
      await expect(banner.getByRole('link', { name: 'Book a slot' }), view.label).toBeVisible();
    }
    return {
      findings,
      seen: `${view.label} (${pinned ? 'pinned banner' : 'banner in the flow'}): ${seen.slice(0, 2).join(', ')}`,
    };
  } finally {
    await context.close();
  }
}

test.describe('with the page scrolled, the booked slot panel’s Change slot and Cancel slot show whole when tabbed to', () => {
  for (const shopper of SLOT_SHOPPERS) {
    test(`for a shopper ${shopper.label}, at every width and zoom`, async ({ browser }) => {
      // Each size in a window of its own (and, where Cancel slot is used, with a shopper of its own).
      const results = await Promise.all(VIEWPORTS.map((view) => slotPanelByKeyboard(browser, shopper, view)));
      console.log(
        `slot panel, page scrolled, shopper ${shopper.label}:\n${results.map((result) => result.seen).join('\n')}`,
      );
      expect(results.flatMap((result) => result.findings)).toEqual([]);
    });
  }
});
