import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIND_A_STORE_URL } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

const remoteFiles = (page: Page) => {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${E2E_PORTS.remote}/`)) files.push(new URL(request.url()).pathname);
  });
  return files;
};

const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });

test.describe('the site footer, from the remote', () => {
  test('arrives as the shopper scrolls to it, with the footer taxonomy, the store finder outside the shop, and no axe violations', async ({
    page,
  }) => {
    const fromRemote = remoteFiles(page);
    await page.goto('/ecom/shop/browse/groceries');
    await page.waitForLoadState('networkidle');
    // A long page: the footer is far below, so the page load fetched nothing for it.
    expect(fromRemote.filter((file) => file.includes('Footer'))).toEqual([]);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const footer = footerNav(page);
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Customer service',
      'Shopping with us',
      'Your account',
    ]);
    const store = footer.getByRole('link', { name: 'Find a store (opens in a new tab)' });
    await expect(store).toHaveAttribute('href', FIND_A_STORE_URL);
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/ecom/myaccount/my-orders');
    expect(fromRemote.some((file) => file.includes('Footer'))).toBe(true);

    const axe = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .include('footer')
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Keyboard: the last link of the page is the footer's, and it takes focus.
    await footer.getByRole('link', { name: 'Lists' }).focus();
    await expect(footer.getByRole('link', { name: 'Lists' })).toBeFocused();
  });

  test('on a phone, folds each group behind a button the keyboard opens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ecom/shop/trolley');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const toggle = footerNav(page).getByRole('button', { name: 'Your account' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The + and − it shows are not part of its name (Chromium reads CSS-generated text into names).
    await expect(toggle).toHaveAccessibleName('Your account');
    await expect(footerNav(page).getByRole('link', { name: 'Favourites' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Your account');
    await expect(footerNav(page).getByRole('link', { name: 'Favourites' })).toBeVisible();
  });
});

test.describe('before script', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's first HTML carries the host's footer: customer service and the store finder", async ({ page }) => {
    await page.goto('/ecom/shop/trolley');
    const footer = footerNav(page);
    await expect(footer.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/ecom/help-information/customer-service',
    );
    await expect(footer.getByRole('link', { name: 'Find a store (opens in a new tab)' })).toHaveAttribute(
      'href',
      FIND_A_STORE_URL,
    );
  });
});

// Its own host and no remote, as fallback.spec.ts does for the header.
const ports: Ports = { services: E2E_PORTS.services, remote: 3213, host: 3212 };

test("with the remote down, the host's own footer stays, and the page says why once", async ({ page }) => {
  test.setTimeout(90_000);
  const host = await test.step('start a host whose remote is down', () => startServer('host', ports));
  try {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`http://localhost:${ports.host}/ecom/shop/trolley`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => warnings.filter((text) => text.includes('The footer could not load'))).toHaveLength(1);
    const footer = footerNav(page);
    await expect(footer.getByRole('link')).toHaveText(['Customer service', 'Find a store (opens in a new tab)']);
  } finally {
    await stopServer(host);
  }
});
