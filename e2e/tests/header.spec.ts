import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { E2E_PORTS } from '../support/servers.ts';
import { countReactCopies, reactCopies, watchForErrors } from '../support/page-watch.ts';

const remoteOrigin = `http://localhost:${E2E_PORTS.remote}`;
const hostOrigin = `http://localhost:${E2E_PORTS.host}`;

test.describe('the shared header in a host page', () => {
  test('is fetched from the remote origin at runtime, not bundled into the host', async ({ page, request }) => {
    const watch = watchForErrors(page);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto('/ecom');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();

    const fromRemote = requested.filter((url) => url.startsWith(remoteOrigin)).map((url) => new URL(url).pathname);
    expect(fromRemote).toContain('/mf-manifest.json');
    expect(fromRemote).toContain('/remoteEntry.js');
    expect(fromRemote.some((file) => file.startsWith('/__federation_expose_Header.'))).toBe(true);

    // The header's own words appear in none of the JavaScript the host served.
    const hostScripts = requested.filter((url) => url.startsWith(hostOrigin) && url.endsWith('.js'));
    expect(hostScripts.length).toBeGreaterThan(0);
    for (const url of hostScripts) expect(await (await request.get(url)).text()).not.toContain('More from');
    expect(watch.errors).toEqual([]);
  });

  test('runs one copy of React, the host’s', async ({ page, request }) => {
    await countReactCopies(page);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto('/ecom');
    await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();

    expect(await reactCopies(page)).toHaveLength(1);
    const manifest = await (await request.get(`${remoteOrigin}/mf-manifest.json`)).json();
    const remoteReactFiles: string[] = manifest.shared
      .filter((shared: { name: string }) => /^react(-dom)?($|\/)/.test(shared.name))
      .flatMap((shared: { assets: { js: { sync: string[] } } }) => shared.assets.js.sync);
    expect(remoteReactFiles.length).toBeGreaterThan(0);
    const loadedFromRemote = requested.filter((url) => remoteReactFiles.some((file) => url.endsWith(`/${file}`)));
    expect(loadedFromRemote).toEqual([]);
  });

  for (const { width, height } of [
    { width: 1280, height: HEADER_LAYOUT.height },
    { width: 375, height: HEADER_LAYOUT.compactHeight },
  ]) {
    test(`keeps the reserved ${height}px at ${width}px wide, so the page never shifts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/ecom');
      const header = page.locator('[data-header-root]');
      await expect(header).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(height);
      expect((await page.getByRole('main').boundingBox())?.y).toBe(height);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts).toEqual([]);
    });
  }

  test('lets a keyboard user skip to the main content', async ({ page }) => {
    await page.goto('/ecom/shop/trolley');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('opens sister shops in a new tab with tracking', async ({ page }) => {
    await page.goto('/ecom');
    const cellar = page.getByRole('link', { name: /^Fernleaf Cellar/ });
    await expect(cellar).toHaveAttribute('target', '_blank');
    await expect(cellar).toHaveAttribute(
      'href',
      /utm_source=groceries&utm_medium=referral&utm_campaign=header-more-from/,
    );
  });

  test('serves every spec route as a page, and 404 for others', async ({ page }) => {
    const response = await page.goto('/ecom/myaccount/my-orders/order/1001');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    const missing = await page.goto('/ecom/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/ecom');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
