import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/csp-watch.ts';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

// Its own host and remote, so the test can stop and start the remote at will.
const ports: Ports = { services: E2E_PORTS.services, remote: 3211, host: 3210 };
const hostUrl = `http://localhost:${ports.host}`;

test('with the remote stopped, the fallback header serves the page, search works, and the header returns when the remote does', async ({
  page,
}) => {
  // Two server starts, a stop and the host's retry back-off: on a loaded two-core machine that can pass 60 s.
  test.setTimeout(120_000);
  const host = await test.step('start a host whose remote is down', () => startServer('host', ports));
  let remote: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await page.goto(`${hostUrl}/ecom`);
    const fallback = page.locator('[data-shell-fallback]');
    await expect(fallback).toBeVisible();
    // The page teams' loader says it could not load the header, and keeps trying.
    await expect
      .poll(() => warnings.some((text) => text.startsWith('[header-loader] No header yet (attempt 1)')))
      .toBe(true);
    expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
    const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search groceries' }).fill('semi-skimmed milk');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${hostUrl}/ecom/shop/search?searchTerm=semi-skimmed+milk`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByText('Results for "semi-skimmed milk"')).toBeVisible();

    // The host keeps retrying in the background; once the remote is back, the real header replaces the fallback.
    remote = await test.step('start the remote', () => startServer('remote', ports));
    await test.step('the real header replaces the fallback', async () => {
      await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible({ timeout: 40_000 });
      await expect(fallback).toHaveCount(0);
    });
  } finally {
    await test.step('stop the remote and the host', async () => {
      if (remote) await stopServer(remote);
      await stopServer(host);
    });
  }
});
