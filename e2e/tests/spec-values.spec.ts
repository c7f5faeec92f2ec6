import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * Spec section 9's values as a shopper's browser meets them, each written out as the spec states
 * it (not read back from a constant), so a changed value fails here: the 150 px scrolled threshold,
 * the lg 992 / xl 1200 and sm 544 breakpoints, the 200 ms menu animation, the link bar's 51 px
 * scroll offset, the customerId cookie (Secure, 30 days), the 120 s chunk-load timeout, and
 * `/` going to `/ecom`.
 */
const storybookUrl = `http://localhost:${E2E_PORTS.storybook}`;

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search groceries' }).first();

test('"/" is the home page\'s address: it goes to /ecom', async ({ page, request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers()['location']).toBe('/ecom');
  await page.goto('/');
  await expect(page).toHaveURL('/ecom');
});

test('the header turns scrolled past 150 px of scroll, not at 150 px', async ({ page }) => {
  await page.goto('/ecom/shop/search?searchTerm=milk');
  const root = page.locator('[data-header-root]');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(400);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(root).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 151));
  await expect(root).toHaveAttribute('data-scrolled', 'true');
});

test('the masthead (from 992 px, lg) says "Search..." up to 1199 px, and "Search groceries..." from 1200 px (xl)', async ({
  page,
}) => {
  await page.goto('/ecom');
  for (const [width, placeholder] of [
    [992, 'Search...'],
    [1199, 'Search...'],
    [1200, 'Search groceries...'],
    [1440, 'Search groceries...'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(combobox(page), `at ${width} px`).toHaveAttribute('placeholder', placeholder);
  }
});

test('content takes its sm columns from 544 px: a quarter-width cell is full width at 543 px, half at 544 px', async ({
  page,
}) => {
  const cellShare = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${storybookUrl}/iframe.html?id=content-menu-content--groceries&viewMode=story`);
    const heading = page.getByRole('heading', { level: 3, name: 'Spring greens' });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const item = element.closest('[class*="item"]') as HTMLElement;
      return item.getBoundingClientRect().width / (item.parentElement as HTMLElement).getBoundingClientRect().width;
    });
  };
  expect(await cellShare(543)).toBeCloseTo(1, 1);
  expect(await cellShare(544)).toBeLessThan(0.55);
});

test('the mobile menu slides in and out over 200 ms', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ecom');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Every motion in it, the panel's slide (a transition of its position, in and out) and the levels' (animations).
  const durations = () =>
    menu.evaluate((dialog) =>
      [dialog, ...dialog.querySelectorAll('*')]
        .map((element) => getComputedStyle(element))
        .flatMap((style) => [
          ...(style.animationName === 'none' ? [] : [style.animationDuration]),
          ...style.transitionProperty
            .split(', ')
            .flatMap((property, index) =>
              property === 'transform' ? [style.transitionDuration.split(', ')[index] ?? ''] : [],
            ),
        ]),
    );
  expect(await durations()).toContain('0.2s');
  expect(new Set(await durations())).toEqual(new Set(['0.2s']));
});

test('the link bar keeps 51 px clear of an arrow at either end when a link scrolls into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ecom');
  const scroller = page.getByRole('navigation', { name: 'Shop by' }).getByRole('list').locator('..');
  expect(
    await scroller.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.scrollPaddingInlineStart, style.scrollPaddingInlineEnd];
    }),
  ).toEqual(['51px', '51px']);
});

test('signed in, the customerId cookie is Secure and lasts 30 days', async ({ page, context }) => {
  await page.goto(`/ecom/login?${new URLSearchParams({ redirect: '/ecom' })}`);
  await page.getByLabel('Email address').fill('shopper@example.com');
  await page.getByLabel('Password').fill('groceries');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/ecom');
  const signedInAt = Date.now() / 1000;
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'customerId')).toBe(true);
  const cookie = (await context.cookies()).find((each) => each.name === 'customerId');
  expect(cookie?.secure).toBe(true);
  // 2592e6 ms as the spec gives it: 2,592,000 seconds, 30 days.
  expect(Math.abs((cookie?.expires ?? 0) - (signedInAt + 2_592_000))).toBeLessThan(120);
});

test('a chunk of the header that never arrives fails with ChunkLoadError 120 s after it was asked for', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/ecom');
  // From here no script arrives. The Header expose's chunks are not on a server-rendered page yet.
  await page.route('**/*.js', () => {});
  await page.evaluate(() => {
    const win = window as unknown as { header: { get: (name: string) => Promise<unknown> }; chunkLoad: string };
    const asked = Date.now();
    win.chunkLoad = 'pending';
    win.header.get('./Header').then(
      () => (win.chunkLoad = 'loaded'),
      (error: Error) => (win.chunkLoad = `${error.name} after ${Date.now() - asked} ms`),
    );
  });
  const outcome = () => page.evaluate(() => (window as unknown as { chunkLoad: string }).chunkLoad);
  // The page's clock runs on between these steps as well, so the steps leave a margin; the
  // failure's own time is exact (the timeout fires on the fake clock's tick).
  await page.clock.runFor(110_000);
  expect(await outcome()).toBe('pending');
  await page.clock.runFor(20_000);
  expect(await outcome()).toMatch(/^ChunkLoadError after 1200\d\d ms$/);
  const [, ms] = /after (\d+) ms/.exec(await outcome()) ?? [];
  expect(Number(ms)).toBeGreaterThanOrEqual(120_000);
  expect(Number(ms)).toBeLessThan(120_050);
});
