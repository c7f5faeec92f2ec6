import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * Registration (spec section 2): the header's Register link opens the
 * token service's own sign-up page, which creates the account, sets the
 * session cookies and returns to /ecom/auth-success signed in.
 */
test('register from the header: the hosted sign-up page, then back signed in', async ({ page }) => {
  const watch = watchForErrors(page);
  const banner = page.getByRole('banner');
  await page.goto('/ecom');

  await banner.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/v1\/auth\?prompt=login&screen_hint=signup&redirect_uri=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Fernleaf account' })).toBeVisible();
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel('Full name').fill('Robin Register');
  await page.getByLabel('Email address').fill(`register-${Date.now()}-${process.pid}@example.com`);
  await page.getByLabel('Password').fill('fresh-bread-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/ecom/auth-success');
  await expect(page.getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
  expect(watch.errors).toEqual([]);
});
