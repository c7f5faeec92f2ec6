import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydratedHeader } from '../support/csp-watch.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { expectEveryPreloadUsed, preloadedIn } from '../support/preloads.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The header arrives in the first HTML. The host's server renders it
 * with the remote's server build, for the shopper who asked, and the page's
 * script hydrates it.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
const PASSWORD = 'groceries';

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post(`${servicesUrl}/v1/auth/sign-in`, { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

/** The page's first HTML, as a browser with no script would get it. */
async function firstHtml(request: APIRequestContext, path = '/ecom'): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** What the header's and the page's rules decide: the masthead's size and the search box's look. */
async function headerStyling(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-header-ssr]')?.getBoundingClientRect();
    const search = document.querySelector('input[name="searchTerm"]');
    const style = search ? getComputedStyle(search) : undefined;
    return {
      header: header && { width: header.width, height: header.height },
      search: style && { font: style.font, border: style.border, height: style.height },
      body: getComputedStyle(document.body).fontFamily,
    };
  });
}

test.describe('the header in the first HTML', () => {
  test('a guest gets the signed-out header: logo, search form, Groceries, sign in', async ({ request }) => {
    const html = await firstHtml(request);
    expect(html).toContain('data-header-ssr');
    expect(html).toMatch(/<form[^>]*action="\/ecom\/shop\/search"/);
    expect(html).toMatch(/<input[^>]*name="searchTerm"/);
    expect(html).toContain('aria-label="Fernleaf, groceries home"');
    expect(html).toContain('>Groceries<');
    expect(html).toContain('Sign in');
    // The state crosses as data, never as script.
    expect(html).toMatch(/<script type="application\/json" data-header-state="">/);
    // Its rules come first, inlined (no round trip to the remote's origin before the first paint),
    // marked with their address for webpack's CSS loading and for the federation runtime.
    const headerCss = /http:\/\/localhost:\d+\/header-live\.[0-9a-f]{8}\.css/.source;
    expect(html).toMatch(new RegExp(`<style nonce="[\\w-]+" data-href="${headerCss}">[\\s\\S]+?</style>`));
    expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${headerCss}" disabled crossorigin="anonymous"`));
  });

  test('the press holder is one small inline script: minified, though the rest of the server build is not', async ({
    request,
  }) => {
    const html = await firstHtml(request);
    const scripts = [...html.matchAll(/<script nonce="[\w-]+">([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
    const holder = scripts.filter((text) => text.includes('previousElementSibling'));
    expect(holder).toHaveLength(1);
    // 3.0 KB with the source's comments and spacing; about 1.3 KB minified (webpack.config.ts, `inlineScripts`).
    expect(holder[0]?.length).toBeLessThan(1_500);
    expect(holder[0]).not.toContain('//');
  });

  test('the seasonal button and the crawler links are in the first HTML, and no lazy piece is fetched before the page has loaded', async ({
    page,
    request,
  }) => {
    const html = await firstHtml(request);
    // The seasonal button (a GET form to its page before script) and the hidden category links for crawlers.
    expect(html).toMatch(/<form[^>]*action="\/ecom\/shop\/browse\/groceries\/christmas"/);
    expect(html).toMatch(/<a[^>]*href="\/ecom\/shop\/browse\/groceries\/[a-z-]+"/);

    const fromRemote: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(`http://localhost:${E2E_PORTS.remote}/`)) return;
      fromRemote.push(new URL(req.url()).pathname);
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await page.goto('/ecom');
    await page.waitForLoadState('networkidle');
    // Menus, suggestions, multi-search and the shopping loaders come after the page's load, when it is idle
    // (decision 038), or on intent or first use: never with the page.
    const lazyBeforeLoad = await page.evaluate(() => {
      const loadEventStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loadEventStart)
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /^\/(navigation|mega-menu|mobile-menu|multi-search|seasonal-menu)\./.test(file));
    });
    expect(lazyBeforeLoad).toEqual([]);
    // Nor the closed header's stylesheet: its rules came inlined with the page. Its file is fetched
    // only once the page has loaded, into the cache for the next page (not as a stylesheet).
    expect(stylesheets.filter((file) => /^\/header-live\.[0-9a-f]+\.css$/.test(file))).toEqual([]);
    expect(fromRemote).toContainEqual(expect.stringMatching(/^\/__federation_expose_mount\.[0-9a-f]+\.js$/));
    // Nor its zod: the host validates with the contracts too and provides its copy (decision 025).
    expect(fromRemote.filter((file) => /^\/contracts-zod\./.test(file))).toEqual([]);
  });

  test("names the header script's files in the first HTML, and the browser fetches each once, from that preload", async ({
    page,
    request,
  }) => {
    const remote = `http://localhost:${E2E_PORTS.remote}`;
    const html = await firstHtml(request);
    const preloaded = preloadedIn(html);
    // The manifest, the entry and the hydrating expose's chunks (with the state parser); not React nor the contracts' zod,
    // which the host's own build provides, nor jotai, which only the header's code uses, and that loads after the page (decision 038).
    const manifest = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const sharedFiles = (name: string) => manifest.shared.find((shared) => shared.name === name)?.assets.js.sync ?? [];
    expect(preloaded).toEqual(
      expect.arrayContaining([
        `${remote}/mf-manifest.json`,
        `${remote}/remoteEntry.js`,
        expect.stringMatching(/\/__federation_expose_mount\.[0-9a-f]{8}\.js$/),
      ]),
    );
    for (const file of [
      ...sharedFiles('react'),
      ...sharedFiles('@grocer/shared-contracts/zod'),
      ...sharedFiles('jotai'),
    ]) {
      expect(preloaded).not.toContain(`${remote}/${file}`);
    }

    await expectEveryPreloadUsed(page, preloaded, async () => {
      await page.goto('/ecom');
      await waitForHydratedHeader(page);
    });
  });

  test('the page crosses the wire compressed, in the encoding the browser takes', async ({ request }) => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get('/ecom/shop/browse/groceries', { headers: { 'accept-encoding': accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toContain('accept-encoding');
      // Playwright decodes it: the same page, header and products included.
      const html = await response.text();
      expect(html).toContain('data-header-ssr');
      expect(html).toContain('<main id="main-content"');
    }
  });

  test('a signed-in shopper gets their own header: trolley and slot, never "Sign in"', async ({ request }) => {
    await signIn(request, 'booked@example.com');
    const html = await firstHtml(request);
    expect(html).toContain('data-header-ssr');
    expect(html).not.toContain('>Sign in<');
    // Complete: every lazy piece (the booked slot) rendered in place, no boundary left for the browser.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<template|\$RC\(/);
    expect(html).toMatch(/Trolley/);
    expect(html).toMatch(/£\d+\.\d\d/);
  });

  test('a shopper amending an order gets the AMENDING bar in the first HTML', async ({ request }) => {
    await signIn(request, 'amending@example.com');
    expect(await firstHtml(request)).toContain('AMENDING');
  });

  test('hydrates without a mismatch, and a signed-in shopper never sees "Sign in"', async ({ page }) => {
    await signIn(page.request, 'booked@example.com');
    const signInShown: string[] = [];
    await page.exposeBinding('__seenSignIn', (_source, text: string) => signInShown.push(text));
    // Watches every change to the header from the first byte: "Sign in" must never appear.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const slot = document.getElementById('header-slot');
        if (slot?.textContent?.includes('Sign in'))
          void (window as unknown as { __seenSignIn: (t: string) => void }).__seenSignIn('Sign in');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/ecom');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    // Hydrated: the search box now answers with suggestions, which only the script does.
    await page.getByRole('combobox', { name: 'Search groceries' }).fill('mil');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(signInShown).toEqual([]);
  });
});

test('a page reached from another page of the site links its stylesheets, and the browser has them', async ({
  page,
}) => {
  const sheet = /\/(\d+\.[0-9a-f]{8}|header-live\.[0-9a-f]{8})\.css$/;
  // The first page inlines the host's sheet and the header's (that of its code, which loads after the
  // page: decision 038); once it has loaded, it fetches their files.
  const prefetched = new Set<string>();
  page.on('requestfinished', (req) => {
    if (sheet.test(req.url()) && req.resourceType() === 'fetch') prefetched.add(new URL(req.url()).pathname);
  });
  await page.goto('/ecom');
  await expect(page.locator('style[data-href]')).toHaveCount(2);
  await expect.poll(() => prefetched.size).toBe(2);
  const styledBefore = await headerStyling(page);

  await recordLayoutShifts(page);
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.getByRole('link', { name: 'Fernleaf, groceries home' }).click();
  const secondPage = await navigation;
  expect((await secondPage.request().allHeaders())['sec-fetch-site']).toBe('same-origin');
  await page.waitForLoadState('networkidle');

  // Linked now, with the page's nonce (a strict CSP: support/csp-watch.ts fails on any refusal).
  await expect(page.locator('style[data-href]')).toHaveCount(0);
  const linked = [...(await secondPage.text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    ([, href]) => new URL(href ?? '', page.url()).href,
  );
  expect(linked).toEqual([expect.stringMatching(sheet), expect.stringMatching(sheet)]);
  // All answered from the browser's cache: nothing crossed the network for them.
  const transfers = await page.evaluate(
    (files) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => files.includes(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    linked,
  );
  expect(transfers).toEqual([0, 0]);
  // Styled as before, by the same rules, and nothing moved.
  expect(await headerStyling(page)).toEqual(styledBefore);
  expect(await layoutShifts(page)).toEqual([]);
});

for (const shopper of [undefined, 'booked@example.com', 'amending@example.com']) {
  test(`loads and hydrates with no layout shift, from first paint to interactive (${shopper ?? 'a guest'})`, async ({
    page,
  }) => {
    if (shopper) await signIn(page.request, shopper);
    // Every layout shift as CLS counts it (none after input), recorded from before the first paint.
    await recordLayoutShifts(page);
    await page.goto('/ecom'); // waits for the header to be hydrated (support/csp-watch.ts)
    // The server had everything (the e2e host's budget is generous): the browser adds nothing.
    const state = JSON.parse((await page.locator('script[data-header-state]').textContent()) ?? '{}');
    expect(state.state.complete).toBe(true);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shifts).toEqual([]);
  });
}

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper with no script searches for milk from the server header and reaches the results page', async ({
    page,
  }) => {
    await page.goto('/ecom');
    await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search groceries' }).fill('milk');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ecom/shop/search?searchTerm=milk');
    await expect(page.locator('[data-header-ssr]')).toBeVisible();
  });

  test("the Groceries button opens the server's first level, whose links lead to the groceries pages", async ({
    page,
  }) => {
    await page.goto('/ecom');
    const menu = page.getByRole('navigation', { name: 'Groceries menu' });
    await menu.getByRole('button', { name: 'Groceries', exact: true }).click();
    await menu.getByRole('link', { name: 'Shop all Groceries' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries/);
  });

  test("Multi-search opens the server's dialog, and its list reaches the results page", async ({ page }) => {
    await page.goto('/ecom');
    await page.getByRole('button', { name: 'Multi-search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Multi-search' });
    await dialog.getByRole('textbox', { name: 'Shopping list' }).fill('milk\nbread');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=milk%0D%0Abread$/);
    await expect(page.getByRole('region', { name: 'Your list (2 items)' })).toBeVisible();
  });
});
