import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { SHOPPING_PAGES } from '../support/shopping-pages.ts';

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

test('the shopping pages pass axe, whole, for a signed-in shopper', async ({ page }) => {
  // Each page loads and is scanned whole: some 3 s on an idle machine, and past 8 s beside busy browsers.
  test.setTimeout(SHOPPING_PAGES.length * 20_000);
  const watch = watchForErrors(page);
  await signIn(page, 'booked@example.com');
  for (const [path, heading] of SHOPPING_PAGES) {
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

test("the home page's banner buttons are described by the page's own headings, not the header's", async ({ page }) => {
  // The header and the page are separate React roots: their useId ids must never meet.
  await page.goto('/ecom');
  await expect(page.getByRole('link', { name: 'Shop fizz', exact: true })).toHaveAccessibleDescription(
    'Something sparkling',
  );
});
