import AxeBuilder from '@axe-core/playwright';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { skewedRemote } from '../support/skewed-remote.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { expectEveryPreloadUsed, preloadedIn } from '../support/preloads.ts';

/**
 * docs/page-teams/fragment.md, the no-bundler recipe, in a browser: a page with no React and no
 * bundler (e2e/fixtures/plain-page/server.ts) includes the header server-side
 * as the remote's fragment, which the remote's standalone script hydrates
 * against the real services, under a strict nonce-based Content-Security-Policy.
 */
const plainPage = (remote: string, extra: Record<string, string> = {}) =>
  `http://localhost:${E2E_PORTS.plainPage}/plain-page/?${new URLSearchParams({
    remote,
    api: `http://localhost:${E2E_PORTS.services}`,
    ...extra,
  })}`;
const REMOTE = `http://localhost:${E2E_PORTS.remote}`;

test.use({ viewport: { width: 1280, height: 900 } });

test('a page without React includes the header fragment, which works before and after its script', async ({
  page,
  request,
}) => {
  const watch = watchForErrors(page);
  // The first HTML already holds the header: a shopper with no script has a logo, search and sign-in.
  // (Polled: the remote loads its server build once it is listening.)
  await untilServerRendered(request, plainPage(REMOTE));
  const html = await (await request.get(plainPage(REMOTE))).text();
  expect(html).toContain('Sign in');
  expect(html).toMatch(/<script src="http:\/\/localhost:\d+\/standalone\.js" defer nonce="/);

  const zodFromRemote: string[] = [];
  page.on('requestfinished', (req) => {
    if (/\/contracts-zod\.[0-9a-f]+\.js$/.test(req.url())) zodFromRemote.push(req.url());
  });
  await page.goto(plainPage(REMOTE));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The header came from the fragment.');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Hydrated by the standalone script: the header's events reach the page as DOM events.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { headerEvents: { name: string }[] }).headerEvents.map((e) => e.name)),
    )
    .toContain('header_ready');
  // The remote brought its own React: the page had none to share. Nor zod: the header loaded its own copy (decision 025).
  expect(await page.evaluate(() => 'React' in window)).toBe(false);
  expect(zodFromRemote).toHaveLength(1);

  // Suggestions from the real term-suggest service.
  const search = banner.getByRole('combobox', { name: /search/i });
  await search.fill('mil');
  await expect(banner.getByRole('listbox')).toBeVisible();

  // The menus load the real taxonomy.
  const groceries = banner.getByRole('button', { name: 'Groceries', exact: true });
  await groceries.click();
  await expect(banner.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(groceries).toHaveAttribute('aria-expanded', 'false');

  // The remote's footer, mounted by the standalone script where the page asked for it, with the fragment's props.
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('heading', { level: 2, name: 'Shopping with us' })).toBeVisible();
  await expect(page.locator('[data-fallback-footer]')).toHaveCount(0);

  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the fragment names the scripts that hydrate it, and the browser fetches each once, from that preload', async ({
  page,
  request,
}) => {
  await untilServerRendered(request, plainPage(REMOTE));
  const html = await (await request.get(plainPage(REMOTE))).text();
  const preloaded = preloadedIn(html);
  // The entry, the hydrating expose's chunks (with the state parser) and the remote's own React: this page provides none.
  // Not the header's code, which loads after the page (decision 038).
  expect(preloaded).toEqual(
    expect.arrayContaining([
      `${REMOTE}/remoteEntry.js`,
      expect.stringMatching(/\/__federation_expose_mount\.[0-9a-f]{8}\.js$/),
    ]),
  );
  expect(preloaded.filter((href) => /\/header-live\./.test(href))).toEqual([]);
  expect(preloaded.length).toBeGreaterThan(4);

  await expectEveryPreloadUsed(page, preloaded, async () => {
    await page.goto(plainPage(REMOTE));
    await expect.poll(() => page.locator('[data-header-hydrated]').count()).toBe(1);
  });
});

test('when the fragment does not come, the page shows its own header at the same height', async ({ page }) => {
  // A remote on a closed port: the fragment request fails at once.
  await page.goto(plainPage('http://localhost:9'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The page shows its own header.');
  const header = page.locator('[data-fallback-header]');
  expect((await header.boundingBox())?.height).toBe(159);
  await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
  // And its own footer: customer service and the store finder.
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link')).toHaveText(['Customer service', 'Find a store (opens in a new tab)']);
});

test.describe("with the remote slowed past the page's deadline", () => {
  test('the page does not wait: it is sent at its 400 ms deadline with its own header, same height', async ({
    page,
  }) => {
    // Every answer from the remote 3 s late, the fragment included: the page's deadline passes first.
    const slowRemote = skewedRemote(CONTRACT_VERSION, 3000);
    await page.goto(plainPage(slowRemote));
    await expect(page.getByRole('main').getByRole('status')).toHaveText('The page shows its own header.');
    expect((await page.locator('[data-fallback-header]').boundingBox())?.height).toBe(159);
    await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
  });
});
