import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * The account menu in the running site: a shopper with an active delivery pass signs in
 * through the host, the header's account menu offers the pass, signing out
 * from the header ends the session and its cookies change with it.
 */
async function cookieNames(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.value]),
  );
}

test('sign in, the account menu and its pass link, sign out: the cookies follow', async ({ page }) => {
  const watch = watchForErrors(page);
  const banner = page.getByRole('banner');
  await page.goto('/ecom');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /\/ecom\/login\?redirect=%2Fecom/,
  );
  expect(Object.keys(await cookieNames(page))).not.toContain('X-Has-Token-Session');

  await banner.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill('pass.active@example.com');
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/ecom');
  // Reached by the sign-in's redirect, not page.goto: wait for the header's script to own its buttons.
  await waitForHydratedHeader(page);

  const account = banner.getByRole('button', { name: 'My account' });
  await expect(account).toBeVisible();
  await expect.poll(async () => (await cookieNames(page))['customerId']).toMatch(/^C-/);
  const signedIn = await cookieNames(page);
  expect(signedIn['X-Has-Token-Session']).toBe('true');
  expect(signedIn['fernleaf_token']).toBeTruthy();

  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute(
    'href',
    '/ecom/myaccount/delivery-pass',
  );
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();

  await account.click();
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ecom\/log-out/);
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // "Sign in" shows from the first paint (no indicator cookie); the header removes customerId a
  // moment later, once its session loader has confirmed the shopper is signed out.
  await expect
    .poll(async () => {
      const signedOut = await cookieNames(page);
      return ['X-Has-Token-Session', 'fernleaf_token', 'customerId'].filter((name) => name in signedOut);
    })
    .toEqual([]);
  expect(watch.errors).toEqual([]);
});
