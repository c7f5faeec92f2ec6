import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * What the header shows fits the box it is in, rather than being cut: the search box's placeholder
 * in a signed-in shopper's crowded masthead, and, three levels deep in the Groceries menu, the
 * category's own banner beside the columns and the sponsored banners below it. And on the host's
 * trolley page, a line's price beside its Remove button.
 */

test('the search placeholder fits its box in a signed-in shopper’s masthead, at every desktop width', async ({
  context,
  page,
}) => {
  const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ecom');
  const banner = page.getByRole('banner');
  // The shopper's masthead as wide as it gets: the booked slot and the trolley's total are in.
  await expect(banner.getByRole('link', { name: /Total .*, Trolley, \d+ items?$/ })).toBeAttached();
  await expect(banner.getByRole('button', { name: / slot: \w+day / })).toBeAttached();
  const box = banner.getByRole('combobox', { name: 'Search groceries' });
  for (const width of [992, 1200, 1240, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(async () => {
      const { text, room, placeholder } = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          placeholder: input.placeholder,
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(text, `"${placeholder}" at ${width} px`).toBeLessThanOrEqual(room);
    }).toPass({ timeout: 5_000 });
  }
});

test('below 1440 px, an account icon shows its words on hover and on keyboard focus', async ({ context, page }) => {
  const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ecom');
  const favourites = page.getByRole('banner').getByRole('link', { name: 'Favourites' });
  const words = favourites.getByText('Favourites', { exact: true });
  const box = await words.boundingBox();
  if (!box) throw new Error('no box for the words');
  // Room for the words themselves, not a screen reader's clipped pixel.
  expect(box.width).toBeGreaterThan(40);
  expect(box.height).toBeGreaterThan(12);
  // What is drawn where the words go: nothing at first, the words on hover (after its delay) and on focus.
  const drawn = () => page.screenshot({ clip: box, animations: 'disabled' });
  const unhovered = await drawn();
  await favourites.hover();
  await expect.poll(async () => (await drawn()).equals(unhovered), { timeout: 3_000 }).toBe(false);
  await page.mouse.move(0, 400);
  await expect.poll(async () => (await drawn()).equals(unhovered), { timeout: 3_000 }).toBe(true);
  await favourites.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(favourites).toBeFocused();
  await expect.poll(async () => (await drawn()).equals(unhovered), { timeout: 3_000 }).toBe(false);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`three levels deep at ${viewport.width} × ${viewport.height}, the category's banner shows whole and the ads stay in the panel`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/ecom');
    const nav = page.getByRole('navigation', { name: 'Groceries menu' });
    const groceries = nav.getByRole('button', { name: 'Groceries', exact: true });
    await groceries.click();
    await nav.getByRole('button', { name: 'Fresh & Chilled' }).click();
    await nav.getByRole('button', { name: 'Milk, Butter & Eggs' }).click();
    const ads = nav.getByRole('list', { name: 'Sponsored' });
    await expect(ads.getByRole('article').first()).toBeVisible();

    // The category's banner: its heading, its line and its link, each wholly in view.
    await expect(nav.getByRole('heading', { name: 'Milk, Butter & Eggs' })).toBeInViewport({ ratio: 1 });
    await expect(nav.getByText('Shop milk, butter & eggs', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link', { name: 'Shop now', exact: true })).toBeInViewport({ ratio: 1 });

    // The ads: the last one's link brought into view inside the panel's box when it takes focus.
    const panelBottom = await page
      .locator(`[id="${await groceries.getAttribute('aria-controls')}"]`)
      .evaluate((panel) => panel.getBoundingClientRect().bottom);
    const lastAdLink = ads.getByRole('article').last().getByRole('link').last();
    await lastAdLink.focus();
    await expect(lastAdLink).toBeInViewport({ ratio: 1 });
    expect(await lastAdLink.evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThanOrEqual(panelBottom);
  });
}

for (const view of [
  { label: '1280px at 400 %', viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 },
  { label: '375px', viewport: { width: 375, height: 667 }, deviceScaleFactor: 1 },
]) {
  test(`on the trolley page at ${view.label}, no line's Remove button covers its price`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });
    try {
      // Only read: the demo shopper's trolley is left as it is.
      const signIn = await context.request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
        data: { email: 'booked@example.com', password: 'groceries' },
      });
      expect(signIn.status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/ecom/shop/trolley');
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: /^Increase quantity/ }).first()).toBeVisible();
      const lines = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove / }) });
      // Each line's price, by where its glyphs are drawn (not its box, which they can run out of), against its Remove.
      const measured = await lines.evaluateAll((items) =>
        items.map((item) => {
          const remove = item.querySelector('button[aria-label^="Remove "]')?.getBoundingClientRect();
          const price = [...item.querySelectorAll('p')].find((text) =>
            /^(£[\d,]+\.\d\d|\d+p)$/.test(text.textContent ?? ''),
          );
          if (!remove || !price) throw new Error(`a line without its price or Remove: ${item.textContent}`);
          const range = document.createRange();
          range.selectNodeContents(price);
          const drawn = range.getBoundingClientRect();
          const across = Math.min(drawn.right, remove.right) - Math.max(drawn.left, remove.left);
          const down = Math.min(drawn.bottom, remove.bottom) - Math.max(drawn.top, remove.top);
          return { price: price.textContent, overlap: across > 1 && down > 1 ? `${Math.round(across)}px` : null };
        }),
      );
      expect(measured.length).toBeGreaterThan(2);
      const covered = measured.filter((line) => line.overlap);
      console.log(`trolley at ${view.label}: ${measured.length} lines, ${covered.length} with the price under Remove`);
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
