import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import {
  Order,
  ShoppingContext,
  SignInResponse,
  SlotReservationsResponse,
  selectCurrentReservation,
} from '@grocer/shared-contracts/domain';
import { watchForErrors } from '../support/page-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The host's slot and order pages against the real services: a new shopper
 * books a delivery slot from service selection, and a placed order is
 * amended from its page. The services are asked directly (with a session of
 * the test's own) to confirm what the pages did.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
const PASSWORD = 'groceries';

async function signInThroughPage(page: Page, email: string, redirect: string) {
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect })}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(redirect);
}

async function servicesSession(request: APIRequestContext, email: string) {
  const signIn = await request.post(`${servicesUrl}/v1/auth/sign-in`, { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${SignInResponse.parse(await signIn.json()).token}` };
  const context = ShoppingContext.parse(
    await (await request.get(`${servicesUrl}/v1/shopping-context`, { headers })).json(),
  );
  return { headers, customerOrderId: context.customerOrderId };
}

/** The host's own part of the page; the header has its own end-to-end checks. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('main')
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test.describe('slot booking and orders in the host', () => {
  test('a new shopper books a delivery slot from service selection and goes back where they started', async ({
    page,
    request,
  }) => {
    const watch = watchForErrors(page);
    await signInThroughPage(page, 'new@example.com', '/ecom/serviceselection?returnTo=%2Fecom%2FbeforeYouGo');
    const services = page.getByRole('navigation', { name: 'Delivery and collection services' });
    await expect(services.getByRole('link')).toHaveText([
      'Delivery',
      'Groceries collection',
      'Entertaining collection',
      'Groceries and Entertaining collection',
    ]);
    await services.getByRole('link', { name: 'Delivery' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Book a delivery slot' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your slot' })).toContainText("You haven't booked a slot yet.");
    await expect(page.getByRole('radio', { name: /^Nell Newcomer:/ })).toBeChecked();
    const week = page.getByRole('table', { name: /^Delivery slots, / });
    // Seven days from today, under "This week" (to Saturday) and "Next week" (from Sunday; decision 024).
    await expect(week.getByRole('columnheader', { name: /^\w+day \d{1,2} \w+$/ })).toHaveCount(7);
    await expect(week.getByRole('columnheader', { name: 'This week' })).toBeVisible();
    const slot = week.getByRole('button', { name: /^Book .*, 10am to 11am, £\d+\.\d\d$/ }).first();
    const name = await slot.getAttribute('aria-label');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    await expectNoAxeViolations(page);

    await slot.click();
    await expect(page).toHaveURL('/ecom/beforeYouGo');

    // The services hold that slot for the shopper's open order.
    const { headers, customerOrderId } = await servicesSession(request, 'new@example.com');
    const answer = await request.get(`${servicesUrl}/slot-reservations`, { params: { customerOrderId }, headers });
    const { slotReservations } = SlotReservationsResponse.parse(await answer.json());
    const held = selectCurrentReservation(slotReservations, new Date());
    expect(held).toMatchObject({ status: 'UNCONFIRMED', slotType: 'DELIVERY' });

    // Back on the slot page, the slot is the shopper's.
    await page.goto('/ecom/bookslot/delivery');
    await expect(page.getByRole('button', { name: name?.replace(/^Book /, 'Booked: ') ?? '' })).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('a placed order is listed in My orders, and its page amends it', async ({ page, request }) => {
    const watch = watchForErrors(page);
    // full@ has a held slot and a trolley well over the minimum spend: place it through the services.
    const { headers, customerOrderId } = await servicesSession(request, 'full@example.com');
    const placed = await request.patch(`${servicesUrl}/v1/orders/${customerOrderId}/place`, {
      headers,
      data: { event: 'PLACE' },
    });
    expect(placed.status()).toBe(200);
    expect(Order.parse(await placed.json())).toMatchObject({ state: 'PLACED', amendable: true });

    await signInThroughPage(page, 'full@example.com', '/ecom/myaccount/my-orders');
    const orders = page.getByRole('table', { name: 'Your orders' });
    await expect(orders.getByRole('row', { name: new RegExp(`Order ${customerOrderId}`) })).toContainText(
      'Placed (you can still amend it)',
    );
    await orders.getByRole('link', { name: `Order ${customerOrderId}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Order ${customerOrderId}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items in this order' }).getByRole('row')).toHaveCount(121);
    const amend = page.getByRole('region', { name: 'Amend this order' });
    await expect(amend).toContainText(/You can amend your order until .+/);
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    await expectNoAxeViolations(page);

    await amend.getByRole('button', { name: 'Amend order' }).click();
    await expect(page).toHaveURL('/ecom/shop/trolley');
    const order = await request.get(`${servicesUrl}/v1/orders/${customerOrderId}`, { headers });
    expect(Order.parse(await order.json()).state).toBe('AMENDING');
    expect(watch.errors).toEqual([]);
  });
});
