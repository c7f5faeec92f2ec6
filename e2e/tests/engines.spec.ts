import { expect, test, type APIRequestContext } from '@playwright/test';
import { searchUrl } from '@grocer/shared-contracts';
import { formatMoney, ProductSearchResponse, type ProductSummary } from '@grocer/shared-contracts/domain';
import { enginePage, type EngineDriver, type EnginePage } from '../support/engines/engine-page.ts';
import { openFirefox } from '../support/engines/firefox.ts';
import { openWebKit } from '../support/engines/webkit.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { registerShopper, type NewShopper } from '../support/shoppers.ts';

/**
 * The core journey in Firefox (over WebDriver BiDi) and WebKit (over WebDriver), the engines
 * Playwright's own builds would bring: a guest's page, suggestions, the Groceries menu, sign-in,
 * the trolley's total after an add, and multi-search, written once over support/engines. The
 * other specs cover each part in depth in Chromium. WebKit here cannot emulate a phone, so the
 * journey runs at a desktop width in both.
 */
const DESKTOP = { width: 1280, height: 900 };

const ENGINES: [string, (viewport: typeof DESKTOP) => Promise<EngineDriver>][] = [
  ['Firefox', openFirefox],
  ['WebKit', openWebKit],
];

const banner = { role: 'banner' } as const;
const trolleySummary = { role: 'link', name: /(^|, )Trolley\b/, within: banner } as const;
const headingOne = { role: 'heading', level: 1 } as const;

/** The first milk a shopper can add by the item, as the services list it. */
async function milkToAdd(request: APIRequestContext): Promise<ProductSummary> {
  const response = await request.get(`http://localhost:${E2E_PORTS.services}/v1/products/search`, {
    params: { searchTerm: 'milk', size: 48 },
    headers: { authorization: 'Bearer unauthenticated' },
  });
  const product = ProductSearchResponse.parse(await response.json()).products.find(
    (candidate) => candidate.available && candidate.uom === 'C62',
  );
  if (!product) throw new Error('No milk to add');
  return product;
}

async function coreJourney(page: EnginePage, shopper: NewShopper, milk: ProductSummary) {
  await test.step('a guest opens the home page', async () => {
    await page.goto('/ecom');
    await expect.poll(() => page.names(headingOne)).toEqual(['Fernleaf groceries']);
    await expect.poll(() => page.names(trolleySummary)).toEqual(['Trolley']);
    await expect.poll(() => page.names({ role: 'link', name: 'Sign in', within: banner })).toHaveLength(1);
  });

  await test.step('suggestions as the guest types, one picked with the keyboard', async () => {
    const box = { role: 'combobox', name: 'Search groceries', within: banner } as const;
    await page.type(box, 'semi sk');
    const options = { role: 'option', within: { role: 'listbox', name: 'Search suggestions' } } as const;
    await expect
      .poll(async () => {
        const names = await page.names(options);
        return names.length > 0 && names.every((name) => /semi sk/i.test(name));
      })
      .toBe(true);
    await page.press('ArrowDown');
    await expect.poll(() => page.attribute(box, 'aria-activedescendant')).toMatch(/./);
    await page.press('Enter');
    await expect.poll(() => page.path()).toMatch(/^\/ecom\/shop\/search\?searchTerm=semi\+sk/i);
    await expect.poll(() => page.names(headingOne)).toEqual([expect.stringMatching(/^Search results for "semi sk/i)]);
  });

  await test.step('the Groceries menu opens and leads to a browse page', async () => {
    await page.headerLive();
    const menu = { role: 'navigation', name: 'Groceries menu' } as const;
    const groceries = { role: 'button', name: 'Groceries', within: menu } as const;
    await page.click(groceries);
    await expect.poll(() => page.attribute(groceries, 'aria-expanded')).toBe('true');
    await page.click({ role: 'button', name: 'Fresh & Chilled', within: menu });
    await page.click({ role: 'link', name: 'Shop all Fresh & Chilled', within: menu });
    await expect.poll(() => page.path()).toBe('/ecom/shop/browse/groceries/fresh_and_chilled');
    await expect.poll(() => page.names(headingOne)).toEqual(['Fresh & Chilled']);
  });

  await test.step('the shopper signs in and the header greets them', async () => {
    await page.headerLive();
    await page.click({ role: 'link', name: 'Sign in', within: banner });
    await expect.poll(() => page.path()).toMatch(/^\/ecom\/login\?redirect=/);
    await page.type({ label: 'Email address' }, shopper.email);
    await page.type({ label: 'Password' }, shopper.password);
    await page.click({ role: 'button', name: 'Sign in', within: { role: 'main' } });
    await expect.poll(() => page.path()).toBe('/ecom/shop/browse/groceries/fresh_and_chilled');
    await page.headerLive();
    await expect.poll(() => page.names({ role: 'button', name: 'My account', within: banner })).toHaveLength(1);
    await expect.poll(() => page.names({ role: 'link', name: 'Sign in', within: banner })).toEqual([]);
    await expect.poll(() => page.names(trolleySummary)).toEqual(['0 Total £0.00, Trolley, 0 items']);
  });

  await test.step('an add from search results shows in the trolley total', async () => {
    await page.goto(searchUrl('milk'));
    const products = { role: 'list', name: 'Products for "milk"' } as const;
    await page.click({ role: 'button', name: `Add to trolley: ${milk.name}, ${milk.size}`, within: products });
    await expect
      .poll(() => page.names(trolleySummary))
      .toEqual([`1 Total ${formatMoney(milk.estimatedPrice.amount)}, Trolley, 1 item`]);
  });

  await test.step('multi-search finds each item of a list', async () => {
    await page.click({ role: 'button', name: 'Multi-search' });
    const dialog = { role: 'dialog', name: 'Multi-search' } as const;
    await page.type({ label: 'Shopping list', within: dialog }, 'milk, bread, eggs');
    await page.click({ role: 'button', name: 'Search', within: dialog });
    await expect.poll(() => page.path()).toMatch(/^\/ecom\/shop\/multi-search\?/);
    await expect.poll(() => page.names(headingOne)).toEqual(['Multi-search results']);
    const list = { role: 'region', name: 'Your list (3 items)' } as const;
    await expect.poll(() => page.names({ role: 'button', within: list })).toEqual(['milk', 'bread', 'eggs']);
    for (const item of ['milk', 'bread']) {
      const button = { role: 'button', name: item, within: list } as const;
      await page.click(button);
      await expect.poll(() => page.attribute(button, 'aria-current')).toBe('true');
      const results = {
        role: 'list',
        name: `Products for "${item}"`,
        within: { role: 'region', name: `Results for "${item}"` },
      } as const;
      await expect
        .poll(async () => (await page.names({ role: 'listitem', within: results })).length)
        .toBeGreaterThan(0);
    }
  });
}

for (const [engine, open] of ENGINES) {
  test(`the core journey in ${engine}`, async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, { label: `engines-${engine.toLowerCase()}`, name: `Sam ${engine}` });
    const milk = await milkToAdd(request);
    const page = enginePage(await open(DESKTOP), baseURL ?? '');
    try {
      await coreJourney(page, shopper, milk);
      expect(await page.problems(), `what went wrong in ${engine}`).toEqual([]);

      // The watch hears this engine: a script without the page's nonce is refused, an error goes uncaught.
      await page.evaluate(() => {
        document.head.append(Object.assign(document.createElement('script'), { textContent: 'void 0' }));
        setTimeout(() => {
          throw new Error('heard');
        });
      });
      await expect
        .poll(async () => (await page.problems()).sort())
        .toEqual([
          expect.stringMatching(/ CSP: script-src(-elem)? blocked inline$/),
          expect.stringMatching(/ error: .*heard$/),
        ]);
    } finally {
      await page.close();
    }
  });
}
