import type { Page } from '@playwright/test';
import { CONTRACT_VERSION, HEADER_LAYOUT } from '@grocer/shared-contracts';
import { DEVELOPMENT_RELEASE_PUBLIC_KEY } from '@grocer/shared-contracts/development-release-key';
import { expect, test } from '../support/csp-watch.ts';
import { consoleWarnings, countReactCopies, reactCopies, watchForErrors } from '../support/page-watch.ts';
import {
  buildRecipeApps,
  relaxDeadlines,
  serve,
  typeCheck,
  type RecipeApps,
  type ServedApp,
} from '../support/recipes/recipe-apps.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { signInDemoShopper } from '../support/shoppers.ts';
import { PRODUCTION, productionRecipeUrl, productionState } from '../support/production-site.ts';
import { watchRoundTrips } from '../support/round-trips.ts';
import { skewedRemote } from '../support/skewed-remote.ts';

/**
 * The recipes of docs/page-teams/, run as written. The apps are made from the docs' own
 * blocks in a folder outside the workspace, install @grocer/header-loader and the contract from the
 * header team's registry (Verdaccio, as docs/operations.md runs it, filled by `npm run
 * publish-kit`), build with their bundlers and type-check with a strict tsc
 * (support/recipes/recipe-apps.ts); each is served by the docs' server.py, whose policy every
 * test holds it to (csp-watch.ts). The remote is the suite's, reached directly, on a closed port,
 * or through the contract-skew proxy (slow, another contract, a newer React); and once each
 * against the production start (https, a release signed with its own key, no demo data).
 */
const REMOTE = `http://localhost:${E2E_PORTS.remote}/`;
const SERVICES = `http://localhost:${E2E_PORTS.services}`;
const DOWN = 'http://localhost:9/';
const REACT_APPS = ['webpack', 'rsbuild', 'vite'] as const;
const [MAJOR = '1'] = CONTRACT_VERSION.split('.');

let apps: RecipeApps;
const served: ServedApp[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  apps = await buildRecipeApps();
  // These tests are about the header the page shows. Beside another suite, a signed-in shopper's
  // render took longer than the Node server half's 300 ms, and the page rightly had its own header.
  relaxDeadlines(apps, 5);
  console.log(`Recipe apps in ${apps.root}: ${JSON.stringify(apps.seconds)} (seconds)`);
});
test.afterAll(async () => {
  for (const app of served) app.stop();
  await apps?.remove();
});

/** Serves the app with the header at `header` (the remote's base URL); its address. */
async function start(app: string, header = REMOTE): Promise<string> {
  // The suite's remote signs its releases with the development key: the Node server half trusts it, as told.
  const server = await serve(apps, app, {
    HEADER_URL: header,
    API_URL: SERVICES,
    HEADER_RELEASE_PUBLIC_KEY: DEVELOPMENT_RELEASE_PUBLIC_KEY,
  });
  served.push(server);
  return server.url;
}

const open = async (page: Page, app: string, header = REMOTE) => page.goto(await start(app, header));

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event: string; payload: unknown }[] }).dataLayer ?? []);
/** The loader said the header is ready (its header_ready event). */
const expectHeaderReady = (page: Page) =>
  expect.poll(async () => (await dataLayer(page)).map((entry) => entry.event)).toContain('header_ready');
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My page' });
const siteFooter = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
const headerLogo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Fernleaf, groceries home' });

/** Opens the app; the Node server half's, once it renders the header (until it has loaded the remote's release it renders the page's own). */
async function openRendered(page: Page, app: 'fragment' | 'node') {
  const url = await start(app);
  if (app === 'node') await untilServerRendered(page.request, url);
  await page.goto(url);
}

/** What each recipe that renders the header on the page's server does alike. */
function itRendersOnThePagesServer(app: 'fragment' | 'node') {
  test("a signed-in shopper's header: the page's server forwards the shopper's cookie", async ({ page }) => {
    await signInDemoShopper(page.request, 'booked@example.com');
    await openRendered(page, app);
    await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  });

  test("with the remote down, the page keeps its own header at the header's height", async ({ page }) => {
    await open(page, app, DOWN);
    await expect(heading(page)).toBeVisible();
    expect((await page.locator('[data-own-header]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
  });
}

test('the docs make every recipe app', () => {
  expect(apps.apps).toEqual(['webpack', 'rsbuild', 'vite', 'fragment', 'node']);
});

test('every React recipe type-checks with a strict tsc', async () => {
  test.setTimeout(120_000);
  const errors = await Promise.all(REACT_APPS.map((app) => typeCheck(apps, app)));
  expect(Object.fromEntries(REACT_APPS.map((app, index) => [app, errors[index]]))).toEqual({
    webpack: '',
    rsbuild: '',
    vite: '',
  });
});

for (const app of REACT_APPS) {
  test.describe(`the ${app} recipe`, () => {
    test("renders the header with the page's React: one React DOM, header_ready, no warning", async ({ page }) => {
      await countReactCopies(page);
      const watch = watchForErrors(page);
      const warnings = consoleWarnings(page);
      await open(page, app);
      await expect(heading(page)).toBeVisible();
      await expect(headerLogo(page)).toBeVisible();
      await expect(page.locator('[data-own-header]')).toHaveCount(0);
      await expectHeaderReady(page);
      expect((await page.locator('[data-header-root]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
      const banner = page.getByRole('banner');
      await banner.getByRole('combobox', { name: /search/i }).fill('mil');
      await expect(banner.getByRole('listbox')).toBeVisible();
      expect(await reactCopies(page)).toHaveLength(1);
      // The footer: the remote's, in place of the page's own (the page is short, so it is near at once).
      await expect(siteFooter(page).getByRole('heading', { level: 2 })).toHaveText([
        'Customer service',
        'Shopping with us',
        'Your account',
      ]);
      expect(warnings).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test("a signed-in shopper's header", async ({ page }) => {
      await signInDemoShopper(page.request, 'booked@example.com');
      await open(page, app);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
      await expect(banner.getByRole('button', { name: /^Delivery slot: / })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    });

    test("with the remote down, the page keeps its body and its own header at the header's height, says why, and counts it", async ({
      page,
    }) => {
      const watch = watchForErrors(page);
      const warnings = consoleWarnings(page);
      const url = await start(app, DOWN);
      // With the shopper's analytics consent the loader counts the outage in the header's vitals.
      await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url }]);
      const beacon = page.waitForRequest(`${SERVICES}/v1/vitals`);
      await page.goto(url);
      await expect(heading(page)).toBeVisible();
      expect((await beacon).postDataJSON()).toMatchObject({
        release: 'unavailable',
        vitals: [],
        events: [{ kind: 'remote_load_failure' }, { kind: 'fallback' }],
      });
      await expect
        .poll(() => warnings.filter((text) => text.startsWith('[header-loader] No header yet (attempt 1)')))
        .toHaveLength(1);
      const ownHeader = page.locator('[data-own-header]');
      expect((await ownHeader.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
      await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
      // The page's own footer stays, and the loader says why once.
      await expect(siteFooter(page).getByRole('link')).toHaveText(['Customer service', 'Find a store']);
      await expect
        .poll(() => warnings.filter((text) => text.startsWith('[header-loader] The footer could not load')))
        .toHaveLength(1);
      // Nothing thrown; the console errors are Chromium's own lines for the refused requests, and every
      // warning is the loader's own: one an attempt for the header, one for the footer, none from the runtime.
      expect(watch.errors.filter((error) => !error.startsWith('console: Failed to load resource'))).toEqual([]);
      expect(warnings.filter((text) => !text.startsWith('[header-loader] '))).toEqual([]);
    });

    test("with the remote slowed, the page's body does not wait for it, and the header comes two round trips later", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const delayMs = 3000;
      const remote = skewedRemote(CONTRACT_VERSION, delayMs);
      const url = await start(app, `${remote}/`);
      const trips = watchRoundTrips(page, new URL(remote).origin);
      await page.goto(url, { waitUntil: 'commit' });
      await expect(heading(page)).toBeVisible();
      // The body showed before any of the remote's answers came: it waited for none of them.
      expect(trips.answered()).toBe(0);
      await expect(page.locator('[data-own-header]')).toBeVisible();
      await expect(headerLogo(page)).toBeVisible({ timeout: 60_000 });
      // Two round trips to the header's code: the manifest, then its entry, chunks and the shared modules the page
      // lacks, together (the loader's runtime plugin preloads those), not one after another. The
      // menus' chunks it asks for once drawn are a third, which the header did not wait for.
      expect(trips.trips(), trips.describe()).toBe(2);
      await expect(page.locator('[data-own-header]')).toHaveCount(0);
    });

    test('a remote on another contract major is refused: the own header stays, one contract_mismatch, one warning', async ({
      page,
    }) => {
      const remoteVersion = `${Number(MAJOR) + 1}.0.0`;
      const warnings = consoleWarnings(page);
      await open(page, app, `${skewedRemote(remoteVersion)}/`);
      await expect
        .poll(() => dataLayer(page))
        .toEqual([
          {
            event: 'contract_mismatch',
            payload: { hostVersion: CONTRACT_VERSION, remoteVersion, status: 'incompatible' },
          },
        ]);
      expect(warnings).toEqual([
        expect.stringContaining(`Header contract version mismatch: host ${CONTRACT_VERSION}, remote ${remoteVersion}.`),
      ]);
      expect((await page.locator('[data-own-header]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
      await expect(headerLogo(page)).toHaveCount(0);
    });

    test("a remote whose own React is newer than the page's renders with the page's: one React DOM", async ({
      page,
    }) => {
      await countReactCopies(page);
      const watch = watchForErrors(page);
      await open(page, app, `${skewedRemote(CONTRACT_VERSION, 0, '19.99.0')}/`);
      await expect(headerLogo(page)).toBeVisible();
      const banner = page.getByRole('banner');
      await banner.getByRole('combobox', { name: /search/i }).fill('mil');
      await expect(banner.getByRole('listbox')).toBeVisible();
      expect(await reactCopies(page)).toHaveLength(1);
      expect(watch.errors).toEqual([]);
    });
  });
}

test.describe('the fragment recipe (Python, no bundler)', () => {
  test("puts the server's header in the first HTML, and its script hydrates it", async ({ page }) => {
    const watch = watchForErrors(page);
    await open(page, 'fragment');
    await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
    await expect(headerLogo(page)).toBeVisible();
    await expect(page.locator('[data-own-header]')).toHaveCount(0);
    await expectHeaderReady(page);
    expect(watch.errors).toEqual([]);
  });

  test.describe('with the browser cut off from the remote', () => {
    // Its script never comes, so nothing waits for the header to hydrate.
    test.use({ wakeHeader: false });
    test('its first paint asks the remote for nothing, and the header is styled at its height', async ({ page }) => {
      // The page's server reaches the remote; the shopper's browser does not (its CDN is down, say).
      await page.route(`${REMOTE}**`, (route) => route.abort());
      await open(page, 'fragment');
      // The fragment's stylesheets are inlined: nothing from the remote's origin holds back the first paint.
      await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      await expect(headerLogo(page)).toBeVisible();
      expect((await page.locator('[data-header-root]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    });
  });

  itRendersOnThePagesServer('fragment');
});

test.describe("the Node recipe (the header's server half, no bundler)", () => {
  test("puts the live header in the first HTML, styled at the header's height, and standalone.js hydrates it", async ({
    page,
  }) => {
    const watch = watchForErrors(page);
    await openRendered(page, 'node');
    await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
    await expect(headerLogo(page)).toBeVisible();
    await expect(page.locator('[data-own-header]')).toHaveCount(0);
    expect((await page.locator('[data-header-root]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expectHeaderReady(page);
    expect(watch.errors).toEqual([]);
  });

  itRendersOnThePagesServer('node');
});

test.describe('against the production remote (https, its own signed release, NODE_ENV=production)', () => {
  /** On the port the production services let show the header (their CORS_ORIGINS); Python trusts the certificate. */
  const startProduction = async (app: keyof typeof E2E_PORTS.productionRecipes) => {
    const env = { HEADER_URL: `${PRODUCTION.remote}/`, API_URL: PRODUCTION.services };
    const server = await serve(
      apps,
      app,
      { ...env, SSL_CERT_FILE: productionState().tls.certFile },
      E2E_PORTS.productionRecipes[app],
    );
    served.push(server);
    expect(server.url).toBe(productionRecipeUrl(app));
    return server.url;
  };

  for (const app of REACT_APPS) {
    test(`the ${app} recipe shows the live header, and its search answers`, async ({ page }) => {
      const watch = watchForErrors(page);
      await page.goto(await startProduction(app));
      await expect(headerLogo(page)).toBeVisible();
      await expect(page.locator('[data-own-header]')).toHaveCount(0);
      await expectHeaderReady(page);
      const banner = page.getByRole('banner');
      await banner.getByRole('combobox', { name: /search/i }).fill('mil');
      await expect(banner.getByRole('listbox')).toBeVisible();
      expect(watch.errors).toEqual([]);
    });
  }

  test("the fragment recipe puts the production server's header in the first HTML, and it hydrates", async ({
    page,
  }) => {
    const watch = watchForErrors(page);
    const url = await startProduction('fragment');
    const first = await (await page.request.get(url)).text();
    expect(first).toContain('data-header-ssr');
    await page.goto(url);
    await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
    await expect(page.locator('[data-own-header]')).toHaveCount(0);
    await expectHeaderReady(page);
    expect(watch.errors).toEqual([]);
  });
});
