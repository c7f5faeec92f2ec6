import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The header's navigation in real Chromium against the real host, remote and
 * services: the desktop Groceries mega menu by keyboard, the link bar and the
 * seasonal menu, and the phone's slide-out menu, each ending on a real
 * browse page that lists the category's products.
 */

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

/** Sums the layout shifts the browser reports that CLS counts, read with `layoutShift`. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      // As CLS counts them: a shift within 500 ms of the shopper's own input is the answer to it, not a jump.
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);
}

/** Where the main landmark sits and how tall the header is: a layout shift would change either. */
function layoutOf(page: Page) {
  return page.evaluate(() => ({
    mainTop: document.querySelector('main')?.getBoundingClientRect().top,
    header: document.querySelector('[data-header-root]')?.getBoundingClientRect().height,
  }));
}

test.describe('desktop mega menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens, goes three levels deep by keyboard, back, closes with Escape, and leads to a browse page', async ({
    page,
  }) => {
    const watch = watchForErrors(page);
    await watchLayoutShifts(page);
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    const groceries = nav.getByRole('button', { name: 'Groceries', exact: true });
    await expect(groceries).toHaveAttribute('aria-expanded', 'false');
    // The seasonal button is in the server's HTML with the rest (its content crosses in the header's state).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Christmas' })).toBeVisible();
    const before = await layoutOf(page);
    const shiftBefore = await layoutShift(page);

    await groceries.focus();
    await page.keyboard.press('Enter');
    await expect(groceries).toHaveAttribute('aria-expanded', 'true');
    const shopAll = nav.getByRole('link', { name: 'Shop all Groceries' });
    await expect(shopAll).toBeFocused();

    // Level 1: down to Fresh & Chilled and into it.
    const freshAndChilled = nav.getByRole('button', { name: 'Fresh & Chilled' });
    await page.keyboard.press('ArrowDown');
    await expect(freshAndChilled).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(freshAndChilled).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toBeFocused();

    // Level 2: Milk, Butter & Eggs, then its aisles (links: the depth ends there).
    const milkGroup = nav.getByRole('button', { name: 'Milk, Butter & Eggs' });
    await page.keyboard.press('ArrowDown');
    await expect(milkGroup).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(milkGroup).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop all Milk, Butter & Eggs' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Milk', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Milk', exact: true })).toHaveCount(0);

    // The category's banner fragment arrives beside the columns; nothing below the header moves,
    // and the browser saw no layout shift while the menu opened and its content came in.
    await expect(nav.getByText('Shop Milk, Butter & Eggs')).toBeVisible();
    expect(await layoutOf(page)).toEqual(before);
    expect(await layoutShift(page)).toBe(shiftBefore);
    expect(await axeViolations(page)).toEqual([]);

    // Back a column, then Escape closes and hands focus back.
    await page.keyboard.press('ArrowLeft');
    await expect(milkGroup).toBeFocused();
    await expect(milkGroup).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(groceries).toHaveAttribute('aria-expanded', 'false');
    await expect(groceries).toBeFocused();
    await expect(shopAll).toBeHidden();

    // Again, to a browse page that lists the aisle's products.
    await groceries.click();
    await nav.getByRole('button', { name: 'Fresh & Chilled' }).click();
    await nav.getByRole('button', { name: 'Milk, Butter & Eggs' }).click();
    await nav.getByRole('link', { name: 'Milk', exact: true }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs/milk');
    await expect(page.getByRole('heading', { level: 1, name: 'Milk' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Sign in to add/ })
        .first(),
    ).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('on a slow network, what a sub-menu loads late (its content, its banners) moves nothing already drawn', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    // Every answer (the services' data, the remote's code) past the 500 ms after an input in which the browser forgives a shift.
    await page.route(new RegExp(`^http://localhost:(${E2E_PORTS.services}|${E2E_PORTS.remote})/`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    const groceries = nav.getByRole('button', { name: 'Groceries', exact: true });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Christmas' })).toBeVisible();
    const shiftBefore = await layoutShift(page);
    await groceries.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Shop all Groceries' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('link', { name: 'Shop all Milk, Butter & Eggs' })).toBeFocused();
    // The sub-menu's content and banners, each a late answer.
    await expect(nav.getByText('Shop Milk, Butter & Eggs')).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Sponsored' }).getByRole('article').first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await layoutShift(page)).toBe(shiftBefore);
  });

  test('shows the menu banners for the open path and records their impressions', async ({ page }) => {
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    await nav.getByRole('button', { name: 'Groceries', exact: true }).click();
    // The services pick the dairy campaign first for this path (services/docs/content.md).
    const dairyImpression = page.waitForResponse((response) =>
      /\/adtech\/events\/impression\/ad-dairy(\?|$)/.test(response.url()),
    );
    await nav.getByRole('button', { name: 'Fresh & Chilled' }).click();
    await nav.getByRole('button', { name: 'Milk, Butter & Eggs' }).click();
    await expect(
      nav.getByRole('list', { name: 'Sponsored' }).getByRole('article', { name: 'Jersey gold top' }),
    ).toBeVisible();
    expect((await dairyImpression).status()).toBe(204);
  });

  test("draws the taxonomy's menu item fields: department icons, the bold offers, the generated offers below", async ({
    page,
  }) => {
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    await nav.getByRole('button', { name: 'Groceries', exact: true }).click();
    const fresh = nav.getByRole('button', { name: 'Fresh & Chilled' });
    await expect(fresh.locator('svg[data-icon="fresh"]')).toBeVisible();
    const offers = nav.getByRole('button', { name: 'Offers', exact: true });
    await expect(offers.locator('svg[data-icon="offers"]')).toBeVisible();
    expect(
      await offers
        .locator('span', { hasText: 'Offers' })
        .first()
        .evaluate((label) => getComputedStyle(label).fontWeight),
    ).toBe('700');
    await offers.click();
    await expect(nav.getByRole('link', { name: 'Bakery Offers' }).locator('[data-generated]')).toHaveCount(1);
  });

  test('closes on an outside click and from its close button', async ({ page }) => {
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    const groceries = nav.getByRole('button', { name: 'Groceries', exact: true });
    await groceries.click();
    await expect(nav.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
    await page.mouse.click(640, 850);
    await expect(groceries).toHaveAttribute('aria-expanded', 'false');

    await groceries.click();
    await nav.getByRole('button', { name: 'Bakery' }).click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    // Deeper than level 0: back to the root first, closed 200 ms later.
    await expect(groceries).toHaveAttribute('aria-expanded', 'false');
  });

  test('the link bar and the seasonal menu lead to real pages', async ({ page }) => {
    await page.goto('/ecom');
    await page.getByRole('navigation', { name: 'Shop by' }).getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    // The offer highlights (spec section 2: offers/highlights/…), from the real catalogue.
    await page.getByRole('navigation', { name: 'Offer highlights' }).getByRole('link', { name: 'Half price' }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/offers/highlights/half-price');
    const halfPrice = page.getByRole('list', { name: 'Half price offers' });
    await expect(halfPrice.getByRole('listitem').first()).toBeVisible();
    const promotions = await halfPrice.getByText(/^(Half price|Save|3 for 2|2 for|Add 3 for|Was )/).allTextContents();
    expect(promotions.length).toBeGreaterThan(0);
    expect(new Set(promotions)).toEqual(new Set(['Half price']));
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/offers');
    // Reached by a link, not page.goto: before its script runs, the seasonal button is a plain form to the season's page.
    await waitForHydratedHeader(page);

    const christmas = page.getByRole('banner').getByRole('button', { name: 'Christmas' });
    await christmas.click();
    await expect(christmas).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'Shop all Christmas' }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/groceries/christmas');
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas' })).toBeVisible();
  });
});

test.describe('phone slide-out menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a dialog, goes to level 3 and back, closes with Escape, and leads to a browse page', async ({
    page,
  }) => {
    const watch = watchForErrors(page);
    await page.goto('/ecom');
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Book Slot' })).toHaveAttribute('href', '/ecom/serviceselection');
    await expect(dialog.getByRole('link', { name: 'Find a store' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Groceries' }).click();
    await expect(dialog.getByRole('heading', { name: 'Groceries' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Fresh & Chilled' }).click();
    await dialog.getByRole('button', { name: 'Milk, Butter & Eggs' }).click();
    await expect(dialog.getByRole('heading', { name: 'Milk, Butter & Eggs' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Milk', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Back to Fresh & Chilled' }).click();
    await expect(dialog.getByRole('button', { name: 'Milk, Butter & Eggs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await dialog.getByRole('button', { name: 'Groceries' }).click();
    await dialog.getByRole('button', { name: 'Bakery' }).click();
    await dialog.getByRole('link', { name: 'Shop all Bakery' }).click();
    await expect(page).toHaveURL('/ecom/shop/browse/groceries/bakery');
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test("lists the account and help links from the services' menu roots, Sign in back to the page", async ({ page }) => {
    const taxonomy = page.waitForResponse((response) => /\/taxonomy\?.*roots=all/.test(response.url()));
    await page.goto('/ecom/shop/browse/groceries/bakery');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const answer = (await (await taxonomy).json()) as { categories: { id: string }[] };
    // The catalogue's roots, then the menu roots of links (decision 024).
    expect(answer.categories.map((root) => root.id)).toEqual(['10051', '10052', '10053', '10054', '10055']);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/ecom/login?redirect=%2Fecom%2Fshop%2Fbrowse%2Fgroceries%2Fbakery',
    );
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute('href', /\/v1\/auth\?/);
    await expect(dialog.getByRole('link', { name: 'Customer service' })).toBeVisible();
    // Never among the shop's roots.
    await expect(dialog.getByRole('list', { name: 'Shop' }).getByText('Sign in or register')).toHaveCount(0);
  });
});
