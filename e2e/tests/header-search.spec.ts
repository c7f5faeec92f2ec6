import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';

/**
 * The header's search box in the running site, against the real term-suggest
 * and product search: type, see suggestions, pick one with the keyboard, land
 * on the results, and find the term in the recent-search history afterwards.
 */
test('a shopper who typed into the server’s box before the script arrived gets suggestions when it does', async ({
  page,
}) => {
  // The host's script is held back (then answered by the real server) until the shopper has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  const visit = page.goto('/ecom'); // resolves once the header is hydrated
  const box = page.getByRole('combobox', { name: 'Search groceries' });
  await box.pressSequentially('semi', { delay: 40 });
  expect(await page.locator('[data-header-hydrated]').count()).toBe(0);
  release();
  await visit;
  // No new focus and no new keystroke: the box catches up with what it holds.
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  expect((await suggestions.getByRole('option').allTextContents()).every((text) => /semi/i.test(text))).toBe(true);
  await expect(box).toHaveValue('semi');
  await expect(box).toBeFocused();
});

test('a shopper searches from the header with suggestions and the keyboard', async ({ page }) => {
  const watch = watchForErrors(page);
  await page.goto('/ecom');
  const box = page.getByRole('combobox', { name: 'Search groceries' });
  await expect(box).toHaveAttribute('placeholder', 'Search groceries...');

  // A leading request goes out at "sem"; wait for the answer to the whole term before reading the list.
  const finalAnswer = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('term') === 'semi sk' && response.ok(),
  );
  await box.pressSequentially('semi sk', { delay: 40 });
  await finalAnswer;
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect
    .poll(async () => (await suggestions.getByRole('option').allTextContents()).every((text) => /semi sk/i.test(text)))
    .toBe(true);
  const options = await suggestions.getByRole('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available\./ })).toHaveText(
    options.length === 1 ? '1 suggestion available.' : `${options.length} suggestions available.`,
  );
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const header = page.locator('[data-header-root]');
  expect((await header.boundingBox())?.height).toBe(159);
  const axe = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('[data-header-root]')
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /./);
  await box.press('Enter');
  const picked = options[0] ?? '';
  await expect(page).toHaveURL(`/ecom/shop/search?${new URLSearchParams({ searchTerm: picked })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /milk/i }).first()).toBeVisible();

  // The committed term is now in the recent searches (the host turns the searchHistory flag on).
  await page.goto('/ecom');
  await page.getByRole('combobox', { name: 'Search groceries' }).focus();
  const history = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(history.getByRole('option', { name: picked })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /previous search terms? found\./ })).toHaveText(
    'You have: 1 previous search term found.',
  );
  expect(watch.errors).toEqual([]);
});
