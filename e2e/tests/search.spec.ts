import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForLiveHeader } from '../support/csp-watch.ts';
import { searchUrl } from '@grocer/shared-contracts';
import {
  GET_TROLLEY_QUERY,
  GetTrolleyResponse,
  ProductSearchResponse,
  ShoppingContext,
  SignInResponse,
  formatMoney,
  formatTrolleyCount,
  multiSearchUrl,
  parseMultiSearchValue,
} from '@grocer/shared-contracts/domain';
import { watchForErrors } from '../support/page-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { registerShopper, type NewShopper } from '../support/shoppers.ts';
import { sharedDataPath } from '../../test-support/shared-data.ts';

const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
const BASKETS = sharedDataPath('groceries-baskets.csv');

/** Waits for the real header, so axe sees the page as a shopper does. */
async function headerLoaded(page: Page) {
  await waitForLiveHeader(page);
  await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function searchServices(request: APIRequestContext, searchTerm: string) {
  const response = await request.get(`${servicesUrl}/v1/products/search`, {
    params: { searchTerm, size: 48 },
    headers: { authorization: 'Bearer unauthenticated' },
  });
  expect(response.status()).toBe(200);
  return ProductSearchResponse.parse(await response.json());
}

/** The shopper's trolley, read straight from the services with a session of the test's own. */
async function trolleyThroughServices(request: APIRequestContext, shopper: NewShopper) {
  const signIn = await request.post(`${servicesUrl}/v1/auth/sign-in`, {
    data: { email: shopper.email, password: shopper.password },
  });
  const { token } = SignInResponse.parse(await signIn.json());
  const headers = { authorization: `Bearer ${token}` };
  const context = ShoppingContext.parse(
    await (await request.get(`${servicesUrl}/v1/shopping-context`, { headers })).json(),
  );
  const answer = await request.post(`${servicesUrl}/graph/live?clientType=WEB_APP&tag=getTrolley`, {
    headers,
    data: {
      query: GET_TROLLEY_QUERY,
      variables: { trolleyQueryOrderId: context.customerOrderId, orderQueryOrderId: context.customerOrderId },
    },
  });
  const trolley = GetTrolleyResponse.parse(await answer.json()).data?.getTrolley?.trolley;
  const items = trolley?.trolleyItems ?? [];
  return {
    total: trolley?.trolleyTotals.totalEstimatedCost.amount ?? 0,
    itemCount: items.reduce((count, item) => count + (item.quantity.uom === 'C62' ? item.quantity.amount : 1), 0),
    quantityOf: (productId: string) => items.find((item) => item.productId === productId)?.quantity.amount ?? 0,
  };
}

/** The header trolley summary's name for a trolley: "3 Total £12.50, Trolley, 3 items". */
function summaryName({ itemCount, total }: { itemCount: number; total: number }): RegExp {
  const count = formatTrolleyCount(itemCount).replace('+', '\\+');
  const cost = formatMoney(total).replace('.', '\\.');
  return new RegExp(`^${count} Total ${cost}, Trolley, ${count} items?$`);
}

/** Records the trolley-update events the page sends the header. */
async function recordTrolleyEvents(page: Page) {
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { __trolleyEvents: events });
    for (const name of ['started_trolley_update', 'finished_trolley_update']) {
      window.addEventListener(name, (event) => events.push(`${name}:${(event as CustomEvent).detail.source}`));
    }
  });
  return () => page.evaluate(() => (window as unknown as { __trolleyEvents: string[] }).__trolleyEvents);
}

/** The first basket in the reference data with 3+ different items that all find products. */
async function basketWithMatches(request: APIRequestContext): Promise<readonly string[]> {
  const lines = readFileSync(BASKETS, 'utf8').split('\n');
  for (const line of lines.slice(0, 500)) {
    const items = parseMultiSearchValue(line);
    if (items.length < 3 || new Set(items).size !== items.length) continue;
    let allMatch = true;
    for (const item of items) {
      const result = await searchServices(request, item);
      if (result.totalMatches === 0 || !result.matchedAllTerms) {
        allMatch = false;
        break;
      }
    }
    if (allMatch) return items;
  }
  throw new Error('No basket in the first 500 lines has items that all find products');
}

test.describe('search results in the host', () => {
  test('shows real products for "milk", 48 a page, with paging', async ({ page, request }) => {
    const watch = watchForErrors(page);
    const expected = await searchServices(request, 'milk');
    expect(expected.totalMatches).toBeGreaterThan(48);

    await page.goto(searchUrl('milk'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "milk"' })).toBeVisible();
    const products = page.getByRole('list', { name: 'Products for "milk"' }).getByRole('listitem');
    await expect(products).toHaveCount(48);
    const first = expected.products[0];
    if (!first) throw new Error('no products');
    await expect(products.first().getByRole('heading', { level: 2 })).toHaveText(first.name);
    await expect(products.first()).toContainText(first.size);
    await expect(page.getByText(`Showing 1 to 48 of ${expected.totalMatches} products.`)).toBeVisible();
    // The product's image loads from the services.
    const image = products.first().locator('img');
    await expect(image).toHaveAttribute('src', `${servicesUrl}${first.imageUrl}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/searchTerm=milk&page=2$/);
    await expect(page.getByText(`Showing 49 to `)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await headerLoaded(page);
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });

  test('an empty search shows the base search page', async ({ page }) => {
    await page.goto('/ecom/shop/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByText('Search for groceries using the box above.')).toBeVisible();
  });

  test('signs in, adds a product and the services count one more in the trolley', async ({ page, request }) => {
    const watch = watchForErrors(page);
    const trolleyEvents = await recordTrolleyEvents(page);
    // The test's own shopper: a demo account's trolley is read by other files, running at the same time.
    const shopper = await registerShopper(request, { label: 'search', name: 'Sam Searcher' });
    const results = await searchServices(request, 'milk');
    const position = results.products.findIndex((product) => product.available && product.uom === 'C62');
    const product = results.products[position];
    if (!product) throw new Error('no available milk');

    await page.goto(searchUrl('milk'));
    await page
      .getByRole('link', { name: /^Sign in to add/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await headerLoaded(page);
    await expectNoAxeViolations(page);

    const form = page.getByRole('main');
    await form.getByLabel('Email address').fill(shopper.email);
    await form.getByLabel('Password').fill(shopper.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=milk$/);

    const before = await trolleyThroughServices(request, shopper);
    // The header's trolley summary shows the services' figures, and follows the add.
    const summary = page.getByRole('banner').getByRole('link', { name: /(^|, )Trolley\b/ });
    await expect(summary).toHaveAccessibleName(summaryName(before));
    const card = page.getByRole('list', { name: 'Products for "milk"' }).getByRole('listitem').nth(position);
    await card.getByRole('button', { name: `Add to trolley: ${product.name}, ${product.size}` }).click();
    await expect(card.getByRole('status')).toHaveText('Added');

    const after = await trolleyThroughServices(request, shopper);
    expect(after.quantityOf(product.id)).toBe(before.quantityOf(product.id) + 1);
    expect(after.itemCount).toBe(before.itemCount + 1);
    await expect(summary).toHaveAccessibleName(summaryName(after));
    await expect(summary).not.toHaveAttribute('aria-busy', 'true');
    expect(await trolleyEvents()).toEqual([
      'started_trolley_update:search-results',
      'finished_trolley_update:search-results',
    ]);
    await headerLoaded(page);
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });

  test('walks a real basket on the multi-search page', async ({ page, request }) => {
    const watch = watchForErrors(page);
    const items = await basketWithMatches(request);

    await page.goto(multiSearchUrl(items));
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-search results' })).toBeVisible();
    const list = page.getByRole('region', { name: `Your list (${items.length} items)` });
    await expect(list.getByRole('button')).toHaveText([...items]);

    for (const item of items) {
      const button = list.getByRole('button', { name: item, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-current', 'true');
      const results = page.getByRole('region', { name: `Results for "${item}"` });
      const expected = await searchServices(request, item);
      await expect(results.getByRole('list', { name: `Products for "${item}"` }).getByRole('listitem')).toHaveCount(
        expected.products.length,
      );
      await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(expected.products[0]?.name ?? '');
    }
    // Back to the first item: its answer is kept, so it shows without a new search.
    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/products/search')) searches.push(req.url());
    });
    await list.getByRole('button', { name: items[0], exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: `Results for "${items[0]}"` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    expect(searches).toEqual([]);

    await headerLoaded(page);
    await expectNoAxeViolations(page);
    expect(watch.errors).toEqual([]);
  });
});
