import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/csp-watch.ts';
import { HEADER_LAYOUT } from '@grocer/shared-contracts';
import { E2E_PORTS } from '../support/servers.ts';
import { headerSideways } from '../support/layout-check.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { countReactCopies, reactCopies, watchForErrors } from '../support/page-watch.ts';
import { signInDemoShopper } from '../support/shoppers.ts';

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
    expect(fromRemote.some((file) => file.startsWith('/__federation_expose_mount.'))).toBe(true);

    // The header's own words appear in none of the JavaScript the host served.
    const hostScripts = requested.filter((url) => url.startsWith(hostOrigin) && url.endsWith('.js'));
    expect(hostScripts.length).toBeGreaterThan(0);
    for (const url of hostScripts) expect(await (await request.get(url)).text()).not.toContain('More from');
    expect(watch.errors).toEqual([]);
  });

  test('comes compressed, and its hashed chunks are cached for good', async ({ page }) => {
    const responses: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      const headers = response.headers();
      responses.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    await page.goto('/ecom');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();

    // Chromium accepts Brotli, so every script from either server comes as Brotli.
    const scripts = responses.filter(({ url }) => url.endsWith('.js'));
    expect(scripts.filter(({ url }) => url.startsWith(remoteOrigin)).length).toBeGreaterThan(2);
    expect(scripts.filter(({ url }) => url.startsWith(hostOrigin)).length).toBeGreaterThan(0);
    for (const script of scripts) expect(script, script.url).toMatchObject({ encoding: 'br' });
    // The entry names the current chunks, so it is revalidated; the chunks never change.
    const entry = responses.find(({ url }) => url === `${remoteOrigin}/remoteEntry.js`);
    expect(entry?.cache).toBe('no-cache');
    const chunk = responses.find(({ url }) => /\/__federation_expose_mount\.[0-9a-f]{8}\.js$/.test(url));
    expect(chunk?.cache).toBe('public, max-age=31536000, immutable');
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
      await recordLayoutShifts(page);
      await page.goto('/ecom');
      const header = page.locator('[data-header-root]');
      await expect(header).toBeVisible();
      // The seasonal button comes last in the row; the server renders it with its content.
      if (width >= HEADER_LAYOUT.breakpoint)
        await expect(header.getByRole('button', { name: 'Christmas' })).toBeVisible();
      else await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(height);
      expect((await page.getByRole('main').boundingBox())?.y).toBe(height);
      expect(await layoutShifts(page)).toEqual([]);
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
    // The header's "More from" link; the home page's own content links the cellar too.
    const cellar = page.getByRole('banner').getByRole('link', { name: /^Fernleaf Cellar/ });
    await expect(cellar).toHaveAttribute('target', '_blank');
    await expect(cellar).toHaveAttribute(
      'href',
      /utm_source=groceries&utm_medium=referral&utm_campaign=header-more-from/,
    );
  });

  test('serves every spec route as a page, and 404 for others', async ({ page }) => {
    const response = await page.goto('/ecom/myaccount/my-orders/order/1001');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
    const missing = await page.goto('/ecom/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/ecom');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('the masthead of a shopper with a slot, a trolley and checkout', () => {
  for (const width of [320, 375, 768, 991, 992, 1100, 1280, 1920]) {
    test(`fits ${width}px: no sideways scroll, every control on screen, the height kept`, async ({ page }) => {
      const watch = watchForErrors(page);
      await signInDemoShopper(page.request, 'booked@example.com');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ecom');
      const banner = page.getByRole('banner');
      // The shopper's state has arrived: the widest the masthead gets.
      await expect(banner.getByRole('link', { name: /^\d+\+? Total .*, Trolley, \d+\+? items?$/ })).toBeVisible();
      await expect(banner.getByRole('button', { name: /^Delivery slot: / })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
      const compact = width < HEADER_LAYOUT.breakpoint;
      // Compact, Checkout is left to the trolley page.
      await expect(banner.getByRole('button', { name: 'Checkout' })).toBeVisible({ visible: !compact });

      const header = page.locator('[data-header-root]');
      expect((await header.boundingBox())?.height).toBe(compact ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height);
      const overflow = await page.evaluate(headerSideways);
      expect(overflow.outside).toEqual([]);
      expect(overflow.scroll).toBeLessThanOrEqual(0);
      expect(watch.errors).toEqual([]);
    });
  }

  for (const width of [1280, 375]) {
    test(`has no axe violations at ${width}px, the names of its controls holding what they show`, async ({ page }) => {
      await signInDemoShopper(page.request, 'booked@example.com');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ecom');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: /^\d+\+? Total .*, Trolley, \d+\+? items?$/ })).toBeVisible();
      await expect(banner.getByRole('button', { name: /^Delivery slot: / })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .include('[data-header-root]')
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
