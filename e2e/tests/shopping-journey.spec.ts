import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { Order } from '@grocer/shared-contracts/domain';
import { watchForErrors } from '../support/page-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { registerShopper } from '../support/shoppers.ts';

/**
 * The whole shopping journey in the running site, with the real header, host
 * and services: a brand-new shopper goes from an empty trolley to a placed
 * order, then amends it and uses instant checkout, all through the browser.
 * On the way the header's trolley summary follows every change, and
 * a real condition (minimum spend not met) disables the header's Checkout.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;

const header = (page: Page) => page.getByRole('banner');
const trolleySummary = (page: Page) => header(page).getByRole('link', { name: /(^|, )Trolley\b/ });
const headerCheckout = (page: Page) => header(page).getByRole('button', { name: 'Checkout' });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    ),
  ).toEqual([]);
}

/** A link's accessible name, as Playwright computes it (the summary has no aria-label: its name is its content). */
async function accessibleName(link: Locator): Promise<string> {
  const name = /^- link "(.*)"/.exec(await link.ariaSnapshot())?.[1];
  if (!name) throw new Error('The link has no name');
  return name;
}

async function isEnabled(button: Locator): Promise<boolean> {
  return (await button.getAttribute('aria-disabled')) !== 'true' && (await button.isEnabled());
}

/** On the trolley page: one more of the first line at a time, each change followed by the header, until Checkout is on. */
async function addUntilCheckoutIsEnabled(page: Page) {
  const more = page.getByRole('button', { name: /^Increase quantity of / }).first();
  for (let press = 0; press < 98 && !(await isEnabled(headerCheckout(page))); press += 1) {
    const before = await accessibleName(trolleySummary(page));
    await more.click();
    await expect(trolleySummary(page)).not.toHaveAccessibleName(before);
    await expect(trolleySummary(page)).toHaveAccessibleName(/^\d+ Total £\d+\.\d\d, Trolley, \d+ items$/);
  }
  await expect(headerCheckout(page)).not.toHaveAttribute('aria-disabled', 'true');
}

test('a new shopper fills an empty trolley, books a slot, checks out, then amends and instant-checks-out', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const watch = watchForErrors(page);
  const { email, password, token } = await registerShopper(request, { label: 'journey', name: 'Jo Journey' });

  // Sign in through the host's page; the header finds the session by itself.
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect: '/ecom' })}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/ecom');
  // Reached by the sign-in's redirect, not page.goto: wait for the header's script to own its buttons.
  await waitForHydratedHeader(page);
  await expect(trolleySummary(page)).toHaveAccessibleName('0 Total £0.00, Trolley, 0 items');
  await expect(header(page).getByRole('link', { name: 'Book a slot' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'My account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search from the header and add the first result: the header's summary follows.
  await header(page).getByRole('combobox', { name: 'Search groceries' }).fill('salmon');
  await header(page).getByRole('combobox', { name: 'Search groceries' }).press('Enter');
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=salmon/);
  const add = page.getByRole('button', { name: /^Add to trolley: / }).first();
  await add.click();
  await expect(trolleySummary(page)).toHaveAccessibleName(/^1 Total (£\d+\.\d\d|\d+p), Trolley, 1 item$/);

  // No slot yet: the lower of the two minimum spends applies, and the header's Checkout says so.
  await page.goto('/ecom/shop/trolley');
  await expect(headerCheckout(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(headerCheckout(page)).toHaveAccessibleDescription('To check out, please meet our £25.00 minimum spend');
  await expectNoAxeViolations(page);
  await addUntilCheckoutIsEnabled(page);

  // Still no slot: Checkout goes to service selection; book a delivery slot there.
  await headerCheckout(page).click();
  await expect(page).toHaveURL('/ecom/serviceselection');
  await page.getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a delivery slot' })).toBeVisible();
  // A shopper with no address is asked for one straight away.
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Address name, such as Home').fill('Home');
  await form.getByLabel('Address line 1').fill('12 Kew Road');
  await form.getByLabel('Town or city').fill('Richmond');
  await form.getByLabel('Postcode').fill('TW9 2NA');
  await form.getByRole('button', { name: 'Save address' }).click();
  const week = page.getByRole('table', { name: /^Delivery slots, / });
  await week
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/ecom\/bookslot\//);

  // The header shows the booked slot, and the delivery minimum is not met yet: Checkout says why.
  await page.goto('/ecom/shop/trolley');
  await expect(header(page).getByRole('button', { name: /^Delivery slot: / })).toBeVisible();
  await expect(headerCheckout(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(headerCheckout(page)).toHaveAccessibleDescription(
    'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
  );
  await expectNoAxeViolations(page);
  await addUntilCheckoutIsEnabled(page);

  // Normal checkout: interstitials, checkout, place, confirmation.
  await headerCheckout(page).click();
  await expect(page).toHaveURL('/ecom/beforeYouGo');
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
  const customerOrderId = /order-confirmation\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  expect(customerOrderId).not.toBe('');

  // Amend it from My orders: the header shows the AMENDING bar with the cut-off.
  await page.goto('/ecom/myaccount/my-orders');
  await page.getByRole('link', { name: `Order ${customerOrderId}` }).click();
  await page.getByRole('region', { name: 'Amend this order' }).getByRole('button', { name: 'Amend order' }).click();
  await expect(page).toHaveURL('/ecom/shop/trolley');
  // Reached by the amend button's navigation: the header's Checkout is a plain link until hydrated.
  await waitForHydratedHeader(page);
  const bar = page.getByRole('region', { name: 'Amending your order' });
  await expect(bar).toContainText('AMENDING');
  await expect(bar).toContainText(/You can amend your order until .+ (today|on \w+day \d+ \w+)/);
  await expectNoAxeViolations(page);

  // Instant checkout from the header's choice.
  await headerCheckout(page).click();
  const choice = page.getByRole('dialog', { name: 'Check out the way you want' });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: 'Check out now' }).click();
  await expect(page).toHaveURL(`/ecom/order-confirmation/${customerOrderId}`);
  const order = await request.get(`${servicesUrl}/v1/orders/${customerOrderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(Order.parse(await order.json()).state).toBe('PLACED');
  expect(watch.errors).toEqual([]);
});

test('instant checkout with the account on hold shows ORDER_ORCHESTRATION_111 with the phone number, and goes to the trolley', async ({
  page,
}) => {
  const watch = watchForErrors(page);
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect: '/ecom/beforeYouGo' })}`);
  await page.getByLabel('Email address').fill('on-hold@example.com');
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/ecom/beforeYouGo');
  // Reached by the sign-in's redirect: before hydration the header's Checkout goes to the checkout page.
  await waitForHydratedHeader(page);
  await expect(page.getByRole('region', { name: 'Amending your order' })).toContainText('AMENDING');

  await headerCheckout(page).click();
  const choice = page.getByRole('dialog', { name: 'Check out the way you want' });
  await choice.getByRole('button', { name: 'Check out now' }).click();
  // The services refuse a real placement: the account is on hold.
  const failure = page.getByRole('dialog', { name: 'Sorry, there was a problem' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/0808 157 0192/);
  await expectNoAxeViolations(page);
  await failure
    .getByRole('link', { name: 'Go to trolley' })
    .or(failure.getByRole('button', { name: 'Go to trolley' }))
    .click();
  await expect(page).toHaveURL('/ecom/shop/trolley');
  // The browser logs the refused PATCH itself; nothing else may go wrong.
  expect(watch.errors.filter((error) => !/status of 403/.test(error))).toEqual([]);
});

test("the AMENDING bar never hides the end of the page: the host pads for the bar's height", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect: '/ecom/shop/trolley' })}`);
  await page.getByLabel('Email address').fill('amending@example.com');
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const bar = page.getByRole('region', { name: 'Amending your order' });
  await expect(bar).toBeVisible();
  // The bar is in the server's HTML, so it shows before the page below it has its trolley: wait for
  // the page to settle and the header to hydrate (its height reaches the page as --header-amend-bar-height).
  await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  const lastChild = main.locator(':scope > *').last();
  await expect(lastChild).toBeVisible();
  // Scrolled to the end again on each try: under load the page's own content can still grow after
  // network idle (a CI run once measured the end of a page that had grown since the scroll).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const bottom = await lastChild.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(barTop);
  }).toPass({ timeout: 10_000 });
});

/** The AMENDING bar's own script (its lazy piece), by its chunk's name. */
const AMEND_BAR_SCRIPT = /\/amend-bar[.\w]*\.js$/;

test("the page pads by the AMENDING bar's drawn height as soon as the header is live, before the bar's own script", async ({
  browser,
}) => {
  // 1280 × 800 at 400 %: the notice wraps, and the bar draws taller than its usual 56 px.
  const context = await browser.newContext({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 });
  try {
    const signIn = await context.request.post(`${servicesUrl}/v1/auth/sign-in`, {
      data: { email: 'amending@example.com', password: 'groceries' },
    });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    // The bar's own script is held until the page has been checked.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(AMEND_BAR_SCRIPT, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await page.goto('/ecom');
    await waitForHydratedHeader(page);
    const bar = page.getByRole('region', { name: 'Amending your order' });
    const padding = () =>
      bar.evaluate((element: HTMLElement) => [
        getComputedStyle(document.documentElement).getPropertyValue('--header-amend-bar-height'),
        `${element.offsetHeight}px`,
      ]);
    const [published, drawn] = await padding();
    expect(drawn).not.toBe('56px');
    expect(published).toBe(drawn);
    expect(held).toBe(true);
    const loaded = page.waitForResponse(AMEND_BAR_SCRIPT);
    release();
    await loaded;
    // The bar's script takes over the same box: the padding stays as it is.
    await bar.getByRole('button', { name: 'Discard changes' }).focus();
    expect(await padding()).toEqual([drawn, drawn]);
  } finally {
    await context.close();
  }
});
