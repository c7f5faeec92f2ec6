import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { headerSideways } from '../support/layout-check.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { signInDemoShopper } from '../support/shoppers.ts';

/**
 * Reflow (WCAG 1.4.10): every control the header offers at 1280px
 * is there for a shopper at 320px, and for one who zooms a 1280 × 800 window
 * to 200 % or 400 % (a 640 × 400 or 320 × 200 CSS-pixel viewport, at twice or
 * four times the pixel density), with nothing scrolling sideways. "There"
 * means in the accessibility tree and not hidden: in the banner itself, in
 * the search overlay its "Open search" button opens, or in the mobile menu.
 * The controls are the links and buttons of the closed header at 1280px, by
 * their accessible names as Playwright's role queries see them.
 */

const DESKTOP = { width: 1280, height: 800 } as const;

const NARROW = [
  { label: '320px', viewport: { width: 320, height: 800 }, deviceScaleFactor: 1 },
  { label: '1280px at 200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { label: '1280px at 400 % zoom', viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 },
] as const;

const SHOPPERS = [
  { label: 'a guest', email: null },
  { label: 'a signed-in shopper with a slot and a trolley', email: 'booked@example.com' },
] as const;

/**
 * Left to a page by design, so looked for there: compact, Checkout is on the
 * trolley page (header.module.css), which the trolley link leads to.
 */
const ON_THE_TROLLEY_PAGE = 'Checkout';

/** The names of the links and buttons in an ARIA snapshot (`locator.ariaSnapshot()`, YAML). */
function controlNames(snapshot: string): string[] {
  const names: string[] = [];
  for (const raw of snapshot.split('\n')) {
    let line = raw.trim();
    if (!line.startsWith('- ')) continue;
    line = line.slice(2);
    // A key with YAML's special characters (": ", " #") comes in single quotes, each ' doubled.
    if (line.startsWith("'")) line = line.slice(1, line.lastIndexOf("'")).replaceAll("''", "'");
    const match = /^(?:link|button) ("(?:[^"\\]|\\.)*")/.exec(line);
    if (match?.[1]) names.push(JSON.parse(match[1]) as string);
  }
  return names;
}

/** The shopper's state has arrived: the header is as wide as it gets. */
async function settled(page: Page, email: string | null) {
  const banner = page.getByRole('banner');
  if (email === null) await expect(banner.getByRole('link', { name: 'Trolley', exact: true })).toBeAttached();
  else await expect(banner.getByRole('link', { name: /Total .*, Trolley, \d+ items?$/ })).toBeAttached();
}

/** The names of the closed header's links and buttons at 1280px, in a window of its own. */
async function desktopControls(browser: Browser, email: string | null): Promise<string[]> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    if (email) await signInDemoShopper(context.request, email);
    const page = await context.newPage();
    await page.goto('/ecom');
    await waitForHydratedHeader(page);
    await settled(page, email);
    return [...new Set(controlNames(await page.locator('[data-header-root]').ariaSnapshot()))];
  } finally {
    await context.close();
  }
}

/**
 * A dialog whose content is cut off or spills sideways says how many pixels; 0 or less when it fits.
 * Measured once it has slid in (the mobile menu's 200 ms slide starts off screen).
 */
function dialogSpill(dialog: Locator): Promise<number> {
  return dialog.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const box = element.getBoundingClientRect();
    return Math.max(element.scrollWidth - element.clientWidth, box.right - window.innerWidth, -box.left);
  });
}

for (const shopper of SHOPPERS) {
  for (const narrow of NARROW) {
    test.describe(`reflow for ${shopper.label} at ${narrow.label}`, () => {
      test.use({ viewport: narrow.viewport, deviceScaleFactor: narrow.deviceScaleFactor });

      test('offers every control of the 1280px header, and nothing scrolls sideways', async ({
        browser,
        context,
        page,
      }) => {
        const watch = watchForErrors(page);
        const desktop = await desktopControls(browser, shopper.email);
        // The collection itself works: these are always in the closed desktop header.
        expect(desktop).toEqual(
          expect.arrayContaining([
            'Skip to main content',
            'Fernleaf Cellar (wine and spirits, opens in a new tab)',
            'Find a store',
            'Multi-search',
            'Groceries',
            'Offers',
          ]),
        );

        if (shopper.email) await signInDemoShopper(context.request, shopper.email);
        await page.goto('/ecom');
        await settled(page, shopper.email);
        expect(await page.evaluate(headerSideways)).toEqual({ scroll: 0, outside: [] });
        const root = page.locator('[data-header-root]');
        const reachable = new Set(controlNames(await root.ariaSnapshot()));

        // The search overlay, where the compact masthead's search is.
        await root.getByRole('button', { name: 'Open search' }).click();
        const overlay = page.getByRole('dialog', { name: 'Search' });
        await expect(overlay).toBeVisible();
        for (const name of controlNames(await overlay.ariaSnapshot())) reachable.add(name);
        expect(await dialogSpill(overlay)).toBeLessThanOrEqual(0);
        await overlay.getByRole('button', { name: 'Cancel' }).click();
        await expect(overlay).toBeHidden();

        // The mobile menu, where what the masthead has no room for goes.
        await root.getByRole('button', { name: 'Menu', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
        // Its links come with the taxonomy: wait for them, not for a "Loading…" menu.
        await expect(menu.getByRole('status')).toBeEmpty();
        for (const name of controlNames(await menu.ariaSnapshot())) reachable.add(name);
        expect(await dialogSpill(menu)).toBeLessThanOrEqual(0);
        expect(await page.evaluate(headerSideways)).toMatchObject({ scroll: 0 });
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();

        const missing = desktop.filter((name) => !reachable.has(name) && name !== ON_THE_TROLLEY_PAGE);
        expect(missing, `offered at 1280px, nowhere at ${narrow.label}`).toEqual([]);

        if (desktop.includes(ON_THE_TROLLEY_PAGE) && !reachable.has(ON_THE_TROLLEY_PAGE)) {
          await root.getByRole('link', { name: /Trolley/ }).click();
          await expect(page).toHaveURL('/ecom/shop/trolley');
          await expect(page.getByRole('main').getByRole('button', { name: ON_THE_TROLLEY_PAGE })).toBeVisible();
        }
        expect(watch.errors).toEqual([]);
      });
    });
  }
}
