import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';

/**
 * The headings in Chromium's accessibility tree, as a screen reader gets it:
 * the names of those not ignored. Playwright's role queries do not honour
 * `inert`, so the tree is read from the browser itself.
 */
async function headingsInTree(page: Page): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value?: unknown }; name?: { value?: unknown } }[];
  };
  await client.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'heading')
    .map((node) => String(node.name?.value ?? ''));
}

/** The host page's own heading (its app, not the header's): in the tree only while no modal is open. */
const hostHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectOnlyTheDialogInTheTree(page: Page, dialog: Locator, opener: Locator, hostTitle: string) {
  await expect(dialog).toBeVisible();
  // Chromium prunes the tree for aria-modal itself; screen readers that ignore it do not. Without it, only inert hides the page.
  await dialog.evaluate((element) => element.removeAttribute('aria-modal'));
  await expect.poll(() => headingsInTree(page)).not.toContain(hostTitle);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => headingsInTree(page)).toContain(hostTitle);
}

test.describe('a modal hides the page behind it, the host page included, from assistive technology', () => {
  test('Multi-search at 1280px', async ({ page }) => {
    await page.goto('/ecom');
    const hostTitle = (await hostHeading(page).textContent()) ?? '';
    expect(await headingsInTree(page)).toContain(hostTitle);
    const launcher = page.getByRole('button', { name: 'Multi-search' });
    await launcher.click();
    await expectOnlyTheDialogInTheTree(page, page.getByRole('dialog', { name: 'Multi-search' }), launcher, hostTitle);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the slide-out menu', async ({ page }) => {
      await page.goto('/ecom');
      const hostTitle = (await hostHeading(page).textContent()) ?? '';
      const burger = page.getByRole('button', { name: 'Menu', exact: true });
      await burger.click();
      await expectOnlyTheDialogInTheTree(page, page.getByRole('dialog', { name: 'Menu' }), burger, hostTitle);
    });

    test('the search overlay', async ({ page }) => {
      await page.goto('/ecom');
      const hostTitle = (await hostHeading(page).textContent()) ?? '';
      const opener = page.getByRole('button', { name: 'Open search' });
      await opener.click();
      await expectOnlyTheDialogInTheTree(page, page.getByRole('dialog', { name: 'Search' }), opener, hostTitle);
    });
  });
});
