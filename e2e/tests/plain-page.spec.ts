import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * The README's "Any page" promise, in a browser: a page with no React and no
 * bundler loads remoteEntry.js, mounts the header with `mount(element, props)`
 * against the real services, uses it, and removes it again, all under the
 * strict Content-Security-Policy docs/content-security-policy.md gives such a page.
 */
const PLAIN_PAGE = `http://localhost:${E2E_PORTS.plainPage}/plain-page/index.html?${new URLSearchParams({
  remote: `http://localhost:${E2E_PORTS.remote}`,
  api: `http://localhost:${E2E_PORTS.services}`,
})}`;

test.use({ viewport: { width: 1280, height: 900 } });

test('a page without React mounts the header, uses it and removes it', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.goto(PLAIN_PAGE);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The header is mounted.');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The remote brought its own React: the page had none to share.
  expect(await page.evaluate(() => 'React' in window)).toBe(false);

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

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const events = await page.evaluate(() => (window as unknown as { headerEvents: { name: string }[] }).headerEvents);
  expect(events.map((event) => event.name)).toContain('header_ready');

  await page.getByRole('button', { name: 'Remove the header' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The header was removed.');
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});
