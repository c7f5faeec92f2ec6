import type { ChildProcess } from 'node:child_process';
import { CONTRACT_VERSION, HEADER_LAYOUT } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

/**
 * A slow remote, in the reference host: with every answer from the remote 1.5 s late (the
 * contract-skew proxy, reporting the remote's own version). The host's server gives the remote
 * 1 s to answer, so it sends the page without the server's header; the page's body is there at
 * once, and so is the host's own header at the header's height, until the header replaces it.
 */
const ports: Ports = { services: E2E_PORTS.services, remote: E2E_PORTS.remote, host: 3232 };
const hostUrl = `http://localhost:${ports.host}`;

let host: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  host = await startServer('host', ports, {
    HEADER_MANIFEST_URL: `http://localhost:${E2E_PORTS.contractSkew}/contract/${CONTRACT_VERSION}/delay/1500/mf-manifest.json`,
  });
});
test.afterAll(async () => {
  if (host) await stopServer(host);
});

test('with the remote slowed, the page body and the fallback header come first, and the header replaces the fallback later', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${hostUrl}/ecom`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Fernleaf groceries' })).toBeVisible();
  const fallback = page.locator('[data-shell-fallback]');
  // The browser's remote is still on its way (manifest, entry, chunks: 1.5 s each); the host's own header serves meanwhile.
  await expect(fallback).toBeVisible();
  expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
  await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible({ timeout: 40_000 });
  await expect(fallback).toHaveCount(0);
});

test("a shopper typing into the host's own header keeps their text and place while the header arrives, which takes over once they leave", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${hostUrl}/ecom`);
  const fallback = page.locator('[data-shell-fallback]');
  const ownBox = fallback.getByRole('searchbox', { name: 'Search groceries' });
  await ownBox.click();
  await page.keyboard.type('mil', { delay: 120 });
  // Every file of the header has come (each 1.5 s late), and a second more for its code to run: the
  // header used to replace the host's own here, the text and the focus with it.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await expect(ownBox).toBeFocused();
  await expect(ownBox).toHaveValue('mil');

  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
