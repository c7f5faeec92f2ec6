import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * Every page of the shopping journey, whole (header and page), signed in as
 * a shopper with a booked slot and a trolley over the minimum: axe finds
 * nothing, and nothing is logged as an error.
 */
async function signIn(page: Page, email: string) {
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect: '/ecom' })}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/ecom');
}

const PAGES = [
  ['/ecom', 'Fernleaf groceries'],
  ['/ecom/shop/trolley', 'Trolley'],
  ['/ecom/serviceselection', 'Choose delivery or collection'],
  ['/ecom/bookslot/delivery', 'Book a delivery slot'],
  ['/ecom/bookslot/collection/entertaining', 'Book an entertaining collection slot'],
  ['/ecom/bookslot/collection/groceries', 'Book a groceries collection slot'],
  ['/ecom/bookslot/collection/groceriesandentertaining', 'Book a groceries and entertaining collection slot'],
  ['/ecom/beforeYouGo', 'Before you go'],
  ['/ecom/checkout', 'Checkout'],
  ['/ecom/myaccount/my-orders', 'My orders'],
  ['/ecom/shop/browse/groceries', 'Groceries'],
  ['/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs', 'Milk, Butter & Eggs'],
  ['/ecom/shop/browse/offers', 'Offers'],
  ['/ecom/shop/browse/offers/highlights/multibuys', 'Offers: Multibuys'],
  ['/ecom/shop/browse/groceries/christmas', 'Christmas'],
] as const;

test('the shopping pages pass axe, whole, for a signed-in shopper', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = watchForErrors(page);
  await signIn(page, 'booked@example.com');
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    // The header has loaded the shopper's state: the trolley summary names its total.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^\d+\+? Total .*, Trolley, \d+\+? items?$/ }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(
      results.violations.map(
        (violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  }
  expect(watch.errors).toEqual([]);
});
