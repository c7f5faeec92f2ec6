import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { layoutFindingsAtEveryWidth } from '../support/layout-check.ts';
import { signInDemoShopper } from '../support/shoppers.ts';
import { SHOPPING_PAGES } from '../support/shopping-pages.ts';

/**
 * Every host page, whole (header and page), at every width of the layout check (support/layout-check.ts):
 * no two controls overlap, no text runs outside its box, nothing scrolls sideways. Once as a guest
 * and once as a signed-in shopper with a booked slot and a trolley, the widest header there is.
 * One load per page: the viewport is resized through the widths in the same page.
 * (Every story gets the same check in storybook.spec.ts.)
 */
const MORE_PAGES = [
  '/ecom/shop/browse',
  '/ecom/shop/browse/entertaining',
  '/ecom/shop/search?searchTerm=milk',
  '/ecom/favourites',
  '/ecom/lists',
  '/ecom/myaccount',
  '/ecom/my-details',
  '/ecom/myaccount/delivery-pass',
  '/ecom/delivery-pass',
  '/ecom/loyalty',
  '/ecom/help-information/customer-service',
  '/ecom/recipes',
  '/ecom/content/inspiration',
  '/ecom/login',
] as const;

const PATHS = [...SHOPPING_PAGES.map(([path]) => path), ...MORE_PAGES];

const SHOPPERS = [
  { label: 'a guest', email: null },
  { label: 'a signed-in shopper with a slot and a trolley', email: 'booked@example.com' },
] as const;

/** The page and the shopper's state have arrived: the header is as full as it gets. */
async function settled(page: Page, email: string | null) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const banner = page.getByRole('banner').first();
  if (email === null) await expect(banner.getByRole('link', { name: 'Trolley', exact: true })).toBeAttached();
  else await expect(banner.getByRole('link', { name: /Total .*, Trolley, \d+\+? items?$/ })).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const shopper of SHOPPERS) {
  test(`every host page holds its layout at every width, for ${shopper.label}`, async ({ context, page }) => {
    test.setTimeout(180_000);
    if (shopper.email) await signInDemoShopper(context.request, shopper.email);
    const findings: string[] = [];
    for (const path of PATHS) {
      await page.goto(path);
      await settled(page, shopper.email);
      findings.push(...(await layoutFindingsAtEveryWidth(page)).map((finding) => `${path} ${finding}`));
    }
    expect(findings).toEqual([]);
  });
}
