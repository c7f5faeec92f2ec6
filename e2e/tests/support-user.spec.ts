import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * The support-user flow: a support user signs in on the host's admin
 * customer-details page, signs on as the customer giving a reason, shops as
 * them with "Return to admin" in place of Sign out, and returns to the admin
 * page with the acting session ended, where the support audit shows both.
 * Then the login page's redirect: only paths on this site.
 */

const CUSTOMER_ID = 'C-1102';
const ADMIN_PAGE = `/admin/customers/${CUSTOMER_ID}`;

async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map(
      (violation) => `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}

async function supportSignIn(page: Page) {
  const form = page.getByRole('form', { name: 'Support sign-in' });
  await form.getByLabel('Email address').fill('support@example.com');
  await form.getByLabel('Password').fill('support');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as support user S-2001.')).toBeVisible();
}

test('a support user signs on as a customer, giving a reason, returns to admin and sees both in the audit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = watchForErrors(page);
  const banner = page.getByRole('banner');

  await page.goto(ADMIN_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
  await expect(page.getByRole('main').getByText(CUSTOMER_ID, { exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await supportSignIn(page);
  // The support user's own sign-in never reaches the cookies: the header still shows a signed-out shopper.
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support audit' })).toBeVisible();
  await expectNoAxeViolations(page);

  const signOn = page.getByRole('form', { name: 'Sign on as this customer' });
  // Unique to this run, so the rows found below are this journey's own.
  const reason = `Customer phoned about order help (e2e ${Date.now()})`;
  await signOn.getByRole('button', { name: 'Sign on as this customer' }).click();
  await expect(signOn.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expect(page).toHaveURL(ADMIN_PAGE);
  await signOn.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await signOn.getByRole('button', { name: 'Sign on as this customer' }).click();
  await expect(page).toHaveURL('/ecom');
  // Reached by a form's redirect, not page.goto: wait for the header's script to own its buttons.
  await waitForHydratedHeader(page);
  const account = banner.getByRole('button', { name: 'My account' });
  await expect(account).toBeVisible();
  await account.click();
  const returnToAdmin = banner.getByRole('button', { name: 'Return to admin' });
  await expect(returnToAdmin).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await returnToAdmin.click();
  await expect(page).toHaveURL(ADMIN_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
  // The support user signs in again here: the page kept no support token (see admin-customer-page.tsx).
  await supportSignIn(page);
  // The audit shows this journey's sign-on and return, newest first, each with the reason given.
  const audit = page.getByRole('table', { name: 'Support actions for this customer, newest first' });
  const ours = audit.getByRole('row').filter({ hasText: reason });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText('Returned to admin');
  await expect(ours.nth(1)).toContainText('Signed on as customer');
  await expect(ours.nth(0)).toContainText('S-2001');
  await expectNoAxeViolations(page);

  // The acting session has ended and its cookies are gone: the shop is signed out.
  await page.goto('/ecom');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'My account' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'fernleaf_token' && cookie.value !== '')).toEqual([]);
  expect(watch.errors).toEqual([]);
});

for (const payload of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
  test(`the login page ignores redirect=${payload} and goes to the groceries root`, async ({ page }) => {
    const watch = watchForErrors(page);
    await page.goto(`/ecom/login?${new URLSearchParams({ redirect: payload })}`);
    const form = page.getByRole('main');
    await form.getByLabel('Email address').fill('new@example.com');
    await form.getByLabel('Password').fill('groceries');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/ecom');
    await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });
}
