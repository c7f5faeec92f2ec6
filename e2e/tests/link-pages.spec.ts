import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Order, OrdersResponse, SignInResponse } from '@grocer/shared-contracts/domain';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The pages behind the header's links and the content's: the home page drawn from the
 * services' content and ads, Recipes and Inspiration, a recipe's buylist added to the trolley,
 * and an order whose payment failed paid again. Against the real, seeded services.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
const SHOPPER = 'payment-failed@example.com';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function signIn(page: Page, redirect: string) {
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect })}`);
  await page.getByLabel('Email address').fill(SHOPPER);
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(redirect);
}

/** The trolley's item count as the header names it ("… Trolley, 3 items"). */
const trolleyCount = async (page: Page) => {
  const link = page.getByRole('banner').getByRole('link', { name: /, Trolley, \d+ items?$/ });
  await expect(link).toBeVisible();
  return Number(/Trolley, (\d+) items?/.exec((await link.textContent()) ?? '')?.[1]);
};

test('the home page shows the menu content and the banner ads, and passes axe', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.goto('/ecom');
  await expect(page.getByRole('heading', { level: 1, name: 'Fernleaf groceries' })).toBeVisible();
  const groceries = page.getByRole('region', { name: 'Groceries' });
  await expect(groceries.getByRole('heading', { level: 3, name: 'Spring greens' })).toBeVisible();
  await expect(groceries.getByRole('heading', { level: 3, name: 'Links to specialist shops' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Entertaining' }).getByRole('heading', { name: 'Party platters' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  // Every content picture came from the services.
  for (const image of await page.locator('main img').all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);
  expect(watch.errors).toEqual([]);
});

test("Recipes and Inspiration open from the header's links; a recipe's ingredients go into the trolley at once", async ({
  page,
}) => {
  const watch = watchForErrors(page);
  await signIn(page, '/ecom');
  await page.getByRole('banner').getByRole('link', { name: 'Inspiration', exact: true }).click();
  await expect(page).toHaveURL('/ecom/content/inspiration');
  await expect(page.getByRole('heading', { level: 2, name: 'Picnic season' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Recipes', exact: true }).click();
  await expect(page).toHaveURL('/ecom/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await trolleyCount(page);

  await page.getByRole('link', { name: 'Buy the ingredients for spring greens pasta' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/buylist\/\d+(,\d+){3}$/);
  const list = page.getByRole('list', { name: 'Products on this list' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('4 products on this list.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add all 4 items to trolley' }).click();
  await expect(page.getByText('Added 4 items to your trolley.')).toBeVisible();
  await expect.poll(() => trolleyCount(page)).toBe(before + 4);
  expect(watch.errors).toEqual([]);
});

test('an order whose payment failed is paid again from My orders', async ({ page, request }) => {
  const watch = watchForErrors(page);
  await signIn(page, '/ecom/myaccount/my-orders');
  const orders = page.getByRole('table', { name: 'Your orders' });
  await expect(orders.getByRole('row', { name: /Order 9100011/ })).toContainText('Payment failed');
  await orders.getByRole('link', { name: 'Pay for order 9100011' }).click();

  await expect(page).toHaveURL('/ecom/resolve-order-payment/9100011');
  const order = page.getByRole('region', { name: 'Order 9100011' });
  await expect(order).toContainText("We couldn't take payment for this order");
  await expectNoAxeViolations(page);
  const pay = order.getByRole('button', { name: /^Pay £\d+\.\d\d now$/ });
  const total = /£\d+\.\d\d/.exec((await pay.textContent()) ?? '')?.[0];
  await pay.click();
  await expect(page.getByText(`Thank you: we've taken ${total}, and order 9100011 is placed.`)).toBeVisible();

  // The services agree: the order goes ahead.
  const signedIn = await request.post(`${servicesUrl}/v1/auth/sign-in`, {
    data: { email: SHOPPER, password: 'groceries' },
  });
  const headers = { authorization: `Bearer ${SignInResponse.parse(await signedIn.json()).token}` };
  expect(Order.parse(await (await request.get(`${servicesUrl}/v1/orders/9100011`, { headers })).json()).state).toBe(
    'PLACED',
  );
  const listed = OrdersResponse.parse(await (await request.get(`${servicesUrl}/v1/orders`, { headers })).json());
  expect(listed.orders.find((summary) => summary.customerOrderId === '9100011')?.state).toBe('PLACED');
  expect(watch.errors).toEqual([]);
});
