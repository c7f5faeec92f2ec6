import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  ProductSearchResponse,
  ShoppingContext,
  SignInResponse,
  type GraphOperationName,
} from '@grocer/shared-contracts/domain';
import { E2E_PORTS } from '../support/servers.ts';
import { NEW_SHOPPER_PASSWORD, registerShopper } from '../support/shoppers.ts';

/**
 * A signed-in shopper's page is rendered from one call for the
 * header's state, carries no credential of theirs, and shows the trolley as it
 * is now, whoever changed it.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
const remoteUrl = `http://localhost:${E2E_PORTS.remote}`;

async function signIn(context: BrowserContext, email: string) {
  const response = await context.request.post(`${servicesUrl}/v1/auth/sign-in`, {
    data: { email, password: NEW_SHOPPER_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return SignInResponse.parse(await response.json());
}

/** Adds one of a product that search finds for `term`, as another of the shopper's browsers would. */
async function addFromAnotherBrowser(request: APIRequestContext, token: string, term: string) {
  const authorization = `Bearer ${token}`;
  const context = ShoppingContext.parse(
    await (await request.get(`${servicesUrl}/v1/shopping-context`, { headers: { authorization } })).json(),
  );
  const search = ProductSearchResponse.parse(
    await (
      await request.get(`${servicesUrl}/v1/products/search`, {
        params: { searchTerm: term },
        headers: { authorization },
      })
    ).json(),
  );
  const product = search.products.find((candidate) => candidate.available);
  if (!product) throw new Error(`No product for ${term}`);
  const response = await request.post(`${servicesUrl}/graph/live?clientType=WEB_APP&tag=add-item-to-trolley`, {
    headers: { authorization },
    data: {
      operationName: 'addItemToTrolley' satisfies GraphOperationName,
      query: ADD_ITEM_TO_TROLLEY_MUTATION,
      variables: {
        customerOrderId: context.customerOrderId,
        productId: product.id,
        quantity: { amount: 3, uom: 'C62' },
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** Every way a credential of the session could show: the token, its two halves, and the cookie's name. */
function credentialsOf(token: string): string[] {
  const [payload = '', signature = ''] = token.split('.');
  expect(payload.length).toBeGreaterThan(20);
  expect(signature.length).toBeGreaterThan(20);
  return [token, payload, signature, 'fernleaf_token'];
}

test("no page carries the signed-in shopper's token or session, in any kind of page", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const shopper = await registerShopper(context.request, { label: 'no-secret', name: 'Sam Signed-In' });
    const secrets = credentialsOf(shopper.token);
    const pages: [string, string][] = [];
    for (const path of [
      '/ecom',
      '/ecom/shop/browse/groceries',
      '/ecom/shop/search?searchTerm=milk',
      '/ecom/shop/trolley',
    ]) {
      const response = await context.request.get(path);
      expect(response.status()).toBe(200);
      pages.push([path, await response.text()]);
    }
    // The fragment, for pages on any stack: the remote renders it for the shopper whose cookies came with it.
    const response = await context.request.get(`${remoteUrl}/fragment`);
    expect(response.status()).toBe(200);
    const fragment = await response.text();
    expect(fragment).toContain('Trolley, 0 items');
    pages.push(['/fragment', fragment]);

    for (const [path, html] of pages) {
      // Each is the shopper's own page, signed in: their header came with it.
      expect(html, path).toContain('My account');
      expect(html, path).toContain('0 Total £0.00, Trolley, 0 items');
      for (const secret of secrets) expect(html.includes(secret), `${path} holds ${secret.slice(0, 12)}…`).toBe(false);
    }
  } finally {
    await context.close();
  }
});

test('a change made in another browser shows in the header at the next page load', async ({ browser }) => {
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  try {
    const shopper = await registerShopper(here.request, { label: 'two-browsers', name: 'Sam Signed-In' });
    const page = await here.newPage();
    await page.goto('/ecom');
    await waitForHydratedHeader(page);
    const summary = page.getByRole('banner').getByRole('link', { name: /(^|, )Trolley\b/ });
    await expect(summary).toHaveAccessibleName('0 Total £0.00, Trolley, 0 items');

    const there = await signIn(elsewhere, shopper.email);
    await addFromAnotherBrowser(elsewhere.request, there.token, 'milk');

    // The next page here: in its first HTML already, then live.
    const html = await (await here.request.get('/ecom')).text();
    expect(html).toMatch(/3 Total £\d+\.\d\d, Trolley, 3 items/);
    await page.reload();
    await waitForHydratedHeader(page);
    await expect(summary).toHaveAccessibleName(/^3 Total £\d+\.\d\d, Trolley, 3 items$/);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});
