import { expect, test } from '../support/csp-watch.ts';
import { layoutShifts, partialPageShifts, recordLayoutShifts } from '../support/layout-shifts.ts';

/**
 * The host's page body in the first HTML (docs/server-rendering.md): the shell host's server
 * renders the page for the requested path into #root, with its stylesheet linked in the head, and
 * the browser hydrates it. Every test here also fails on any hydration warning or React hydration
 * error (support/csp-watch.ts), as every site spec does.
 */
const DATA_PAGE = { path: '/ecom/shop/browse/groceries', heading: 'Groceries' };

test.describe('the page body in the first HTML', () => {
  test("#root holds the page's main landmark and heading, styled by rules inlined in the head", async ({ request }) => {
    const response = await request.get('/ecom');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The page template is minified (attribute quotes dropped); the rendered parts are React's.
    expect(html).toMatch(/<div id="?root"?><main id="main-content"[^>]*><h1[^>]*>Fernleaf groceries<\/h1>/);
    const nonce = /<meta property="?csp-nonce"? nonce="?([\w-]+)/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    const head = html.slice(0, html.indexOf('</head>'));
    // The pages' stylesheet is in the head itself (no round trip before the first paint),
    // with the nonce and the name webpack's CSS loading looks for; the file is still served for it.
    const inlined = /<style nonce="?([\w-]+)"? data-href="?([\w.]+\.css)"?>([\s\S]+?)<\/style>/.exec(head);
    expect(inlined?.[1]).toBe(nonce);
    // The rules that style the body's main landmark are among them.
    const mainClass = /<main id="main-content"[^>]*? class="([\w-]+)"/.exec(html)?.[1] ?? 'none';
    expect(inlined?.[3]).toContain(`.${mainClass}{`);
    const file = await request.get(`/${inlined?.[2] ?? 'none.css'}`);
    expect(file.headers()['content-type']).toMatch(/^text\/css/);
    // The server's own build is not for browsers, nor the build's federation manifest and stats.
    for (const path of ['/server/render-page.cjs', '/mf-manifest.json', '/mf-stats.json', '/mf-manifest.json.br']) {
      expect((await request.get(path)).status(), path).not.toBe(200);
    }
  });

  test('a browse page arrives with its categories and products, and the search page names its search', async ({
    request,
  }) => {
    const browse = await (await request.get(DATA_PAGE.path)).text();
    expect(browse).toMatch(/<h1[^>]*>Groceries<\/h1><nav aria-label="Groceries categories">/);
    expect(browse).toMatch(/<p role="status"[^>]*>Showing 1 to 48 of \d+ products\.<\/p>/);
    expect(browse).toMatch(/<ul [^>]*aria-label="Products in Groceries"/);
    // With the answers it was rendered from, for the browser's first render.
    const answers =
      /<script type="?application\/json"? id="?page-answers"?>([^<]*)<\/script>/.exec(browse)?.[1] ?? '{}';
    expect(Object.keys(JSON.parse(answers) as object)).toEqual([
      '/taxonomy?format=flat',
      expect.stringMatching(/^\/v1\/products\/search\?category=\d+&/),
    ]);
    const search = await (await request.get('/ecom/shop/search?searchTerm=oat%20milk')).text();
    expect(search).toContain('Search results for &quot;<!-- -->oat milk<!-- -->&quot;');
  });
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [{ path: '/ecom', heading: 'Fernleaf groceries' }, DATA_PAGE]) {
    test(`${path} shows its heading from the first HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('a browse page lists its products, their images in the first HTML', async ({ page }) => {
    await page.goto(DATA_PAGE.path);
    const products = page.getByRole('list', { name: 'Products in Groceries' }).getByRole('listitem');
    await expect(products).toHaveCount(48);
    // Decorative (alt ""), so not an img role: loaded from the first HTML, with no script to add it.
    const image = products.first().locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test("a guest's trolley offers to sign in, as a link that works without script", async ({ page }) => {
    await page.goto('/ecom/shop/trolley');
    await page.getByRole('main').getByRole('link', { name: 'Sign in to see your trolley' }).click();
    await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('a browse page hydrates from the answers sent with it: the page asks for no categories or products', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/taxonomy' || pathname === '/v1/products/search') asked.push(pathname);
    });
    // The menus' warm-up asks at the page's second idle moment (after the header's hydration), which
    // under load can come after a 500 ms quiet spell: wait for that ask itself, not for the network to rest.
    const taxonomyAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/taxonomy');
    await page.goto(DATA_PAGE.path);
    await expect(page.getByRole('list', { name: 'Products in Groceries' }).getByRole('listitem')).toHaveCount(48);
    await taxonomyAnswered;
    await page.waitForLoadState('networkidle');
    // Only the header's menus ask for the categories, once, after the page's load (decision 038: data before the touch).
    expect(asked.filter((pathname) => pathname !== '/taxonomy')).toEqual([]);
    const taxonomyAsked = await page.evaluate(() => {
      const loadEventStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/taxonomy')
        .map((entry) => entry.startTime >= loadEventStart);
    });
    expect(taxonomyAsked).toEqual([true]);
  });

  for (const { path, heading } of [{ path: '/ecom', heading: 'Fernleaf groceries' }, DATA_PAGE]) {
    test(`${path} hydrates its server body with no mismatch and no layout shift from first paint`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
      // Nor when the page arrives slowly, on a computer or a phone: nothing shown moves as the rest comes.
      expect(await partialPageShifts(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await partialPageShifts(page)).toEqual([]);
      // The host's rules came with the page: webpack's CSS loading found them and fetched no stylesheet.
      // (Once the page has loaded it fetches the file into the cache for the next page, by script.)
      const ownStylesheets = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType !== 'fetch')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/`) && url.endsWith('.css')),
      );
      expect(ownStylesheets).toEqual([]);
    });
  }
});
