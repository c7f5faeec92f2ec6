import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { NGINX, startEdge, type Edge } from '../support/recipes/edge-recipe.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * A page team copies docs/edge-include.md's recipe as printed, so it must work as printed: here it
 * runs with Debian's nginx (`.ci/run` installs nginx-light) and its header-include.py, extracted
 * from the docs' own blocks, with only the examples' addresses and ports replaced by the suite's
 * remote, services and ports of this spec's (support/recipes/edge-recipe.ts), and a deadline for a
 * hang rather than a quiet server's.
 * A second edge, whose remote is a closed port, shows the page's own header. The recipe as printed,
 * against a remote that trickles, stalls or goes down: include-deadline.spec.ts.
 */
const REMOTE = `http://localhost:${E2E_PORTS.remote}`;
const SERVICES = `http://localhost:${E2E_PORTS.services}`;

let edge: Edge;
let downEdge: Edge;

test.beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX}: install Debian's nginx-light (.ci/run does)`).toBe(true);
  // The recipe's 400 ms is a page's deadline on a quiet server; a shopper's first render on a loaded
  // two-core machine can take longer, and these tests are about what the edge includes.
  const relaxed = { browserRemote: REMOTE, services: SERVICES, deadlineSeconds: 5 };
  edge = await startEdge({ ...relaxed, remote: `${REMOTE}/`, port: E2E_PORTS.edge });
  downEdge = await startEdge({ ...relaxed, remote: 'http://localhost:9/', port: E2E_PORTS.downEdge });
});
test.afterAll(async () => {
  await edge?.stop();
  await downEdge?.stop();
});

const headerLogo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Fernleaf, groceries home' });

/** Every nonce the page's HTML carries, and the one its policy allows. */
async function nonces(page: Page, url: string) {
  const response = await page.goto(url);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const html = (await response?.text()) ?? '';
  return {
    allowed: /'nonce-([\w+/-]+={0,2})'/.exec(policy)?.[1],
    inPage: new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1])),
    html,
  };
}

test.describe.configure({ mode: 'serial' });

test("a guest's page: the edge includes the header, with the page's nonce, and its script hydrates it", async ({
  page,
}) => {
  const watch = watchForErrors(page);
  const first = await nonces(page, edge.url);
  expect(first.allowed).toMatch(/^[0-9a-f]{32}$/);
  expect([...first.inPage]).toEqual([first.allowed]);
  expect(first.html).toContain('data-header-ssr');
  await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
  await expect(headerLogo(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-own-header]')).toHaveCount(0);
  expect(watch.errors).toEqual([]);

  // The next guest's fragment is asked for afresh, with the next page's nonce: no copy is kept.
  const second = await nonces(page, edge.url);
  expect([...second.inPage]).toEqual([second.allowed]);
  expect(second.allowed).not.toBe(first.allowed);
  expect(second.html).toContain('data-header-ssr');
});

test("a shopper's page: the edge forwards their cookies", async ({ page }) => {
  const signIn = await page.request.post(`${SERVICES}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(edge.url);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
});

test.describe('with the remote out of the edge’s reach', () => {
  // No header comes, so nothing waits for one to hydrate.
  test.use({ wakeHeader: false });
  test("the page's own header, at the header's height", async ({ page }) => {
    await page.goto(downEdge.url);
    await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
    expect((await page.locator('[data-own-header]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
    await expect(page.locator('[data-header-ssr]')).toHaveCount(0);
  });
});
