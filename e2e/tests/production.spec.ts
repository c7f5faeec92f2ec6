import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { PRODUCTION, productionFetch, productionState } from '../support/production-site.ts';

/**
 * The production configuration as an operator starts it (`npm run start:production`, the suite's own
 * instance: support/production-site.ts): NODE_ENV=production on every server, https, the remote's
 * release signed with the machine's own key, no demo data. What shoppers would get, checked as they
 * would meet it.
 */
const root = path.join(import.meta.dirname, '..', '..');
const remoteOrigin = new URL(PRODUCTION.remote).origin;

/** One page of every kind the host serves (shell-host/src/pages/routes.ts), as a first visit asks for it. */
const PAGE_KINDS = [
  '/ecom',
  '/ecom/bookslot/delivery',
  '/ecom/bookslot/collection/groceries',
  '/ecom/serviceselection',
  '/ecom/shop/browse/groceries',
  '/ecom/shop/browse/offers',
  '/ecom/shop/browse/groceries/christmas',
  '/ecom/shop/search?searchTerm=milk',
  '/ecom/shop/multi-search?searchTerm=milk%2Cbread',
  '/ecom/shop/trolley',
  '/ecom/checkout',
  '/ecom/beforeYouGo',
  '/ecom/favourites',
  '/ecom/myaccount',
  '/ecom/myaccount/my-orders',
  '/ecom/myaccount/my-orders/order/1',
  '/ecom/delivery-pass',
  '/ecom/my-details',
  '/ecom/lists',
  '/ecom/login',
  '/ecom/log-out',
  '/ecom/help-information/customer-service',
  '/ecom/order-confirmation/1',
  '/ecom/content/inspiration',
  '/ecom/recipes',
  '/ecom/resolve-order-payment/1',
  '/ecom/shop/buylist',
  '/ecom/loyalty',
  '/admin/customers/C-1',
];

/** The published demo accounts (services/README.md), all with the published password. */
const DEMO_SIGN_INS = [
  ['shopper@example.com', 'groceries'],
  ['booked@example.com', 'groceries'],
  ['amending@example.com', 'groceries'],
  ['alex@example.com', 'groceries'],
  ['support@example.com', 'support'],
] as const;

const json = { 'content-type': 'application/json' };

test.describe('the production start', () => {
  test('every kind of host page has the server-rendered header in its first HTML, under a strict policy over https', async () => {
    // The host verified the release signed with this machine's key, and serves it (a host started before
    // its remote answers keeps asking for it). The whole status, so a failure shows any release refused.
    const header = async () =>
      (JSON.parse((await productionFetch(`${PRODUCTION.host}/health`)).body) as { header: unknown }).header;
    await expect.poll(header, { timeout: 30_000 }).toMatchObject({ release: expect.stringMatching(/^[0-9a-f]{64}$/) });
    for (const kind of PAGE_KINDS) {
      const page = await productionFetch(`${PRODUCTION.host}${kind}`);
      expect(page.status, kind).toBe(200);
      expect(page.body, kind).toContain('data-header-ssr');
      expect(page.body, kind).toContain('aria-label="Fernleaf, groceries home"');
      const policy = String(page.headers['content-security-policy']);
      expect(policy, kind).toMatch(new RegExp(`script-src 'nonce-[\\w+/=-]+' ${remoteOrigin}(;|$)`));
      expect(policy, kind).toContain("object-src 'none'");
      expect(policy, kind).not.toContain('unsafe-inline');
      expect(policy, kind).not.toContain('unsafe-eval');
      expect(page.headers['strict-transport-security'], kind).toMatch(/max-age=\d+/);
      // Each page carries its own nonce: a shared cache must never hand it to another request.
      expect(page.headers['cache-control'], kind).toBe('no-cache, private');
    }
  });

  test("the fragment answers a guest 200, cacheable by a CDN, and a shopper's page its own", async () => {
    const nonce = 'productionNonce0123456789';
    const guest = await productionFetch(`${PRODUCTION.remote}/fragment?placement=home`, {
      headers: { 'x-csp-nonce': nonce },
    });
    expect(guest.status).toBe(200);
    expect(guest.body).toContain('data-header-ssr');
    expect(guest.body).toContain(`nonce="${nonce}"`);
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    expect(guest.headers.vary).toBe('Cookie, X-CSP-Nonce');
    expect(guest.headers.etag).toBeTruthy();
    const again = await productionFetch(`${PRODUCTION.remote}/fragment?placement=home`, {
      headers: { 'x-csp-nonce': nonce, 'if-none-match': String(guest.headers.etag) },
    });
    expect(again.status).toBe(304);
    const shopper = await productionFetch(`${PRODUCTION.remote}/fragment`, {
      headers: { cookie: 'X-Has-Token-Session=true' },
    });
    expect(shopper.status).toBe(200);
    expect(shopper.headers['cache-control']).toBe('private, no-store');
  });

  test('the server build goes only to a server with the credential: not a browser, not a client without it', async ({
    page,
  }) => {
    const entry = `${PRODUCTION.remote}/server/remoteEntry.js`;
    const { serverBuildToken } = productionState().secrets;
    expect((await productionFetch(entry)).status).toBe(404);
    expect((await productionFetch(entry, { headers: { 'sec-fetch-mode': 'no-cors' } })).status).toBe(404);
    expect((await productionFetch(entry, { headers: { authorization: `Bearer ${'0'.repeat(64)}` } })).status).toBe(404);
    const withToken = await productionFetch(entry, { headers: { authorization: `Bearer ${serverBuildToken}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/javascript/);
    // A shopper's browser, on the site's own page, asking for it.
    await page.goto(`${PRODUCTION.host}/ecom`);
    expect(await page.evaluate(async (url) => (await fetch(url)).status, entry)).toBe(404);
  });

  test('no source maps from the host or the remote, though the builds have them', async () => {
    for (const [server, dist] of [
      [PRODUCTION.host, 'shell-host/dist'],
      [PRODUCTION.remote, 'header-remote/dist'],
    ] as const) {
      const maps = readdirSync(path.join(root, dist)).filter((file) => file.endsWith('.js.map'));
      expect(maps.length, dist).toBeGreaterThan(0);
      for (const map of maps.slice(0, 3)) {
        expect((await productionFetch(`${server}/${map}`)).status, `${server}/${map}`).toBe(404);
        // The script itself is served: the map is refused for what it is, not for being absent.
        expect((await productionFetch(`${server}/${map.slice(0, -'.map'.length)}`)).status).toBe(200);
      }
    }
  });

  test('/metrics answers only with the token, on every server', async () => {
    const { metricsToken } = productionState().secrets;
    for (const server of [PRODUCTION.host, PRODUCTION.remote, PRODUCTION.services]) {
      expect((await productionFetch(`${server}/metrics`)).status, server).toBe(401);
      expect(
        (await productionFetch(`${server}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } }))
          .status,
        server,
      ).toBe(401);
      const metrics = await productionFetch(`${server}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(metrics.status, server).toBe(200);
      expect(metrics.body, server).toContain('# TYPE');
    }
  });

  test('no published demo password signs in', async () => {
    for (const [email, password] of DEMO_SIGN_INS) {
      const answer = await productionFetch(`${PRODUCTION.services}/v1/auth/sign-in`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      expect(answer.status, email).toBe(401);
    }
  });

  test('a guest searches, signs in, adds to the trolley, sees the count and signs out, over https', async ({
    page,
  }) => {
    const watch = watchForErrors(page);
    const insecure: string[] = [];
    page.on('request', (request) => {
      if (!/^(https|data|blob):/.test(request.url())) insecure.push(request.url());
    });
    const email = `production-${Date.now()}@example.com`;
    const password = 'a-trial-shopper-2026';
    const registered = await productionFetch(`${PRODUCTION.services}/v1/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, name: 'Priya Production' }),
    });
    expect(registered.status).toBe(201);

    await page.goto(`${PRODUCTION.host}/ecom`);
    const banner = page.getByRole('banner');
    const search = banner.getByRole('combobox', { name: /search/i });
    await search.fill('milk');
    await expect(banner.getByRole('listbox')).toBeVisible();
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "milk"' })).toBeVisible();

    await page
      .getByRole('link', { name: /^Sign in to add/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const form = page.getByRole('main');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=milk$/);

    // The session cookie as production sets it: host-only, Secure, HttpOnly.
    const token = (await page.context().cookies(PRODUCTION.host)).find(
      (cookie) => cookie.name === '__Host-fernleaf_token',
    );
    expect(token).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });

    const summary = banner.getByRole('link', { name: /(^|, )Trolley\b/ });
    await expect(summary).toHaveAccessibleName(/^0 Total £0\.00, Trolley, 0 items$/);
    const card = page.getByRole('list', { name: 'Products for "milk"' }).getByRole('listitem').first();
    await card.getByRole('button', { name: /^Add to trolley: / }).click();
    await expect(card.getByRole('status')).toHaveText('Added');
    await expect(summary).toHaveAccessibleName(/^1 Total (£\d+\.\d\d|\d{1,2}p), Trolley, 1 item$/);

    await signOut(page);
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const left = await page.context().cookies(PRODUCTION.host);
    expect(left.find((cookie) => cookie.name === '__Host-fernleaf_token')).toBeUndefined();
    expect(watch.errors).toEqual([]);
    // Nothing the journey loaded or sent went over plain http.
    expect(insecure).toEqual([]);
  });
});

async function signOut(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'My account' }).click();
  await banner.getByRole('button', { name: 'Sign out' }).click();
}
