import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION,
  ProductSearchResponse,
  ShoppingContext,
  type GraphOperationName,
} from '@grocer/shared-contracts/domain';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { registerShopper } from '../support/shoppers.ts';

/**
 * Decision 038: a server-rendered header starts one way. Its code loads after the page's
 * own, when the page is idle or at the shopper's first intent, whichever comes first; a press made
 * before it is live is kept and done once it is; a trolley event the page sent meanwhile shows.
 */
const servicesUrl = `http://localhost:${E2E_PORTS.services}`;
/** The header's code: one chunk, loaded after the page (header-remote/src/expose/mount.tsx). */
const HEADER_CODE = /\/header-live\.[0-9a-f]{8}\.js$/;

test.use({ wakeHeader: false, viewport: { width: 1280, height: 900 } });

/**
 * Holds the remote's files matching `file` on their way (the real files, answered late) until
 * `release`, so a test can act on the page before the header is live, every time.
 */
async function holdUntilReleased(page: Page, file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The header's code: hydrate waits for it, its press listeners already in place. */
const holdHeaderCode = (page: Page) => holdUntilReleased(page, HEADER_CODE);

/**
 * The header/mount expose (the script the host's own script loads through federation, which
 * starts the header): the page as a phone sees it for a moment after its load event, its header
 * drawn by the server, no script of the header's running but the server's inline one.
 */
const holdHeaderStart = (page: Page) => holdUntilReleased(page, /\/__federation_expose_mount\.[0-9a-f]{8}\.js$/);

const header = (page: Page) => page.locator('[data-header-ssr]');
const banner = (page: Page) => page.getByRole('banner');

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post(`${servicesUrl}/v1/auth/sign-in`, { data: { email, password: 'groceries' } });
  expect(response.status()).toBe(200);
}

test("the header's code comes after the page's load, and the header goes live with no touch", async ({ page }) => {
  await page.goto('/ecom');
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  const [loadEventStart, codeRequestedAt] = await page.evaluate((pattern) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const code = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
    return [navigation.loadEventStart, code?.startTime ?? -1];
  }, HEADER_CODE.source);
  expect(codeRequestedAt).toBeGreaterThanOrEqual(loadEventStart);
  await expect(header(page)).not.toHaveAttribute('data-header-waiting');
});

test("a press on Groceries at load, before the code, opens the menu's panel at once; live, the same panel is the menu", async ({
  page,
}) => {
  const release = await holdHeaderCode(page);
  await page.goto('/ecom');
  const menu = page.getByRole('navigation', { name: 'Groceries menu' });
  const groceries = menu.getByRole('button', { name: 'Groceries' });
  const panel = page.locator(`[id="${await groceries.getAttribute('popovertarget')}"]`);

  // The browser opens it by itself: "Shop all Groceries" and the departments, with no script of the header's.
  await groceries.click();
  await expect(menu.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Fresh & Chilled' })).toBeVisible();
  await expect(header(page)).not.toHaveAttribute('data-header-hydrated');
  // Escape closes it, as the browser does for a popover.
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Shop all Groceries' })).toBeHidden();
  await groceries.click();
  await expect(menu.getByRole('button', { name: 'Fresh & Chilled' })).toBeVisible();
  await panel.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));

  release();
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  // Still open through hydration, the same element, and said to be; live, its sub-menus open in it.
  await expect(panel).toHaveAttribute('data-drawn-by-server', '');
  await expect(groceries).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: 'Fresh & Chilled' }).click();
  await expect(menu.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toBeVisible();
  await expect(panel).toHaveAttribute('data-drawn-by-server', '');
  expect(new URL(page.url()).pathname).toBe('/ecom');
});

test('the Groceries panel the server drew is the one the live menu opens, with focus on Shop all Groceries', async ({
  page,
}) => {
  const release = await holdHeaderCode(page);
  await page.goto('/ecom');
  const groceries = page.getByRole('navigation', { name: 'Groceries menu' }).getByRole('button', { name: 'Groceries' });
  const panel = page.locator(`[id="${await groceries.getAttribute('aria-controls')}"]`);
  const shopAll = panel.locator('a', { hasText: 'Shop all Groceries' });
  await expect(shopAll).toBeAttached();
  await expect(shopAll).toBeHidden();
  await shopAll.evaluate((link) => link.setAttribute('data-drawn-by-server', ''));
  release();
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });

  await groceries.click();
  await expect(shopAll).toBeVisible();
  await expect(shopAll).toBeFocused();
  await expect(shopAll).toHaveAttribute('data-drawn-by-server', '');
});

test.describe("before the header's script has started, its server HTML holds the press", () => {
  test("Groceries, pressed at once, opens the menu's panel, whose links lead to their pages", async ({ page }) => {
    const release = await holdHeaderStart(page);
    await page.goto('/ecom');
    await expect(header(page)).not.toHaveAttribute('data-header-waiting');
    const menu = page.getByRole('navigation', { name: 'Groceries menu' });

    await menu.getByRole('button', { name: 'Groceries' }).click();

    await expect(menu.getByRole('button', { name: 'Bakery' })).toBeVisible();
    release();
    // A link in it is the browser's: followed at once, whether or not the header is live.
    await menu.getByRole('link', { name: 'Shop all Groceries' }).click();
    await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries$/);
  });

  test("Multi-search, pressed at once, opens the server's dialog; its list, sent, reaches the results with no script", async ({
    page,
  }) => {
    await holdHeaderStart(page);
    await page.goto('/ecom');
    await banner(page).getByRole('button', { name: 'Multi-search' }).click();

    const dialog = page.getByRole('dialog', { name: 'Multi-search' });
    const box = dialog.getByRole('textbox', { name: 'Shopping list' });
    await expect(box).toBeFocused();
    await box.pressSequentially('milk');
    await box.press('Enter');
    await box.pressSequentially('bread, eggs');
    await dialog.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.pathname === '/ecom/shop/multi-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multi-search results');
    await expect(page.getByRole('region', { name: 'Your list (3 items)' }).getByRole('button')).toHaveText([
      'milk',
      'bread',
      'eggs',
    ]);
  });

  test("a booked shopper's slot button shows the server's details at once; live, the same panel stays open and Cancel slot joins it", async ({
    page,
  }) => {
    await signIn(page.request, 'booked@example.com');
    const release = await holdHeaderStart(page);
    await page.goto('/ecom');
    const slot = banner(page).getByRole('button', { name: /^Delivery slot: / });

    await slot.click();
    const change = banner(page).getByRole('link', { name: 'Change slot' });
    await expect(change).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Cancel slot' })).toBeHidden();
    await change.evaluate((link) => Object.assign(link, { drawnByServer: true }));
    release();

    await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
    // One life: the panel the browser opened is the live one, still open, its elements the server's.
    await expect(slot).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page).getByRole('button', { name: 'Cancel slot' })).toBeVisible();
    expect(await change.evaluate((link) => 'drawnByServer' in link)).toBe(true);
    await slot.click();
    await expect(banner(page).getByRole('link', { name: 'Change slot' })).toBeHidden();
    await slot.click();
    await expect(banner(page).getByRole('button', { name: 'Cancel slot' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/ecom');
  });
});

test("a press on Multi-search at load opens the server's dialog at once; live, it is the same dialog with what was typed", async ({
  page,
}) => {
  const release = await holdHeaderCode(page);
  await page.goto('/ecom');
  const launcher = banner(page).getByRole('button', { name: 'Multi-search' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Multi-search' });
  const box = dialog.getByRole('textbox', { name: 'Shopping list' });
  await expect(box).toBeFocused();
  await box.pressSequentially('milk');
  await box.press('Enter');
  await box.pressSequentially('eggs');
  await expect(header(page)).not.toHaveAttribute('data-header-hydrated');
  await box.evaluate((element) => element.setAttribute('data-typed-before-live', ''));

  release();
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  // The same element, still open and focused, with the text; the live header stores it as it does what is typed.
  await expect(box).toHaveAttribute('data-typed-before-live', '');
  await expect(box).toHaveValue('milk\neggs');
  await expect(box).toBeFocused();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('multisearch--1'))).toBe('["milk","eggs"]');
  await box.press('Control+A');
  await box.press('Delete');
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("a signed-in shopper's press on My account at load shows the server's items at once; live, the same menu stays open", async ({
  page,
}) => {
  await signIn(page.request, 'booked@example.com');
  const release = await holdHeaderCode(page);
  await page.goto('/ecom');
  const account = banner(page).getByRole('button', { name: 'My account' });

  await account.click();
  const overview = banner(page).getByRole('link', { name: 'Account overview' });
  await expect(overview).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page)).not.toHaveAttribute('data-header-hydrated');
  await overview.evaluate((link) => Object.assign(link, { drawnByServer: true }));

  release();
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  // One life: the menu the browser opened is the live one, still open, its elements the server's.
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  expect(await overview.evaluate((link) => 'drawnByServer' in link)).toBe(true);
  // Live, a press closes it; the next opens it again.
  await account.click();
  await expect(banner(page).getByRole('link', { name: 'Account overview' })).toBeHidden();
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner(page).getByRole('link', { name: 'Account overview' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('letters typed into the search box at load land in it, and the suggestions follow once the code comes', async ({
  page,
}) => {
  const release = await holdHeaderCode(page);
  await page.goto('/ecom');
  const box = page.getByRole('combobox', { name: 'Search groceries' });

  await box.pressSequentially('mil');
  await expect(box).toHaveValue('mil');
  release();

  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await expect(box).toHaveValue('mil');
  await expect(box).toBeFocused();
});

test('a trolley change the page announces before the header is live shows once it is', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { token } = await registerShopper(context.request, { label: 'first-touch', name: 'Fay First-Touch' });
    const page = await context.newPage();
    const release = await holdHeaderCode(page);
    await page.goto('/ecom');
    const trolley = banner(page).getByRole('link', { name: /(^|, )Trolley\b/ });
    await expect(trolley).toHaveAccessibleName('0 Total £0.00, Trolley, 0 items');

    // The page adds to the trolley as its own pages do, and says so with the contract's events.
    await addOneItem(context.request, token);
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('started_trolley_update', { detail: {} }));
      window.dispatchEvent(new CustomEvent('finished_trolley_update', { detail: {} }));
    });
    release();

    await expect(header(page)).toHaveAttribute('data-header-hydrated', '');
    await expect(trolley).toHaveAccessibleName(/^1 Total .+, Trolley, 1 item$/);
  } finally {
    await context.close();
  }
});

test.describe('on an Android phone', () => {
  test.use({
    viewport: { width: 412, height: 915 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });

  test("the burger, tapped before the header's code, opens the menu's dialog at once; live, the same dialog is the menu", async ({
    page,
  }) => {
    const release = await holdHeaderCode(page);
    await page.goto('/ecom');
    const burger = banner(page).getByRole('button', { name: 'Menu', exact: true });

    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Groceries' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Offers' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(header(page)).not.toHaveAttribute('data-header-hydrated');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    const dialog = page.locator(`[id="${await burger.getAttribute('commandfor')}"]`);
    await dialog.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));

    release();
    await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(dialog).toHaveAttribute('data-drawn-by-server', '');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // Live: a root opens its sub-menu.
    await menu.getByRole('button', { name: 'Groceries' }).click();
    await expect(menu.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
  });

  test('a page scrolled before the header is live gets the scrolled header, and the app banner shows', async ({
    page,
  }) => {
    const release = await holdHeaderCode(page);
    await page.goto('/ecom/shop/search?searchTerm=milk');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeGreaterThan(600);
    await page.evaluate(() => window.scrollTo(0, 600));
    release();

    await expect(page.locator('[data-header-root]')).toHaveAttribute('data-scrolled', 'true');
    const appBanner = page.getByRole('region', { name: 'Get the Fernleaf app' });
    await expect(appBanner).toHaveCount(1);
    await appBanner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(appBanner).toHaveCount(0);
  });
});

/** One of a product, added by the services as the page's own trolley call does. */
async function addOneItem(request: APIRequestContext, token: string) {
  const authorization = `Bearer ${token}`;
  const context = ShoppingContext.parse(
    await (await request.get(`${servicesUrl}/v1/shopping-context`, { headers: { authorization } })).json(),
  );
  const search = ProductSearchResponse.parse(
    await (
      await request.get(`${servicesUrl}/v1/products/search`, {
        params: { searchTerm: 'milk' },
        headers: { authorization },
      })
    ).json(),
  );
  const product = search.products.find((candidate) => candidate.available);
  if (!product) throw new Error('No product for milk');
  const response = await request.post(`${servicesUrl}/graph/live?clientType=WEB_APP&tag=add-item-to-trolley`, {
    headers: { authorization },
    data: {
      operationName: 'addItemToTrolley' satisfies GraphOperationName,
      query: ADD_ITEM_TO_TROLLEY_MUTATION,
      variables: {
        customerOrderId: context.customerOrderId,
        productId: product.id,
        quantity: { amount: 1, uom: 'C62' },
      },
    },
  });
  expect(response.status()).toBe(200);
}

test('a link the pointer rests on is prefetched, and the next page is served from that prefetch', async ({ page }) => {
  await page.goto('/ecom/shop/search?searchTerm=milk');
  await expect(header(page)).toHaveAttribute('data-header-hydrated', '', { timeout: 10_000 });
  const logo = page.getByRole('link', { name: 'Fernleaf, groceries home' });
  const destination = new URL((await logo.getAttribute('href')) ?? '', page.url()).pathname;
  const prefetch = page.waitForRequest(
    (request) => new URL(request.url()).pathname === destination && request.headers()['sec-purpose'] === 'prefetch',
  );

  await logo.hover();
  await prefetch;
  await logo.click();

  await expect(page).toHaveURL(new RegExp(`${destination}$`));
  const deliveryType = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );
  expect(deliveryType).toBe('navigational-prefetch');
});
