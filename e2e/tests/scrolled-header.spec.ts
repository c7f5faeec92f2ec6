import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp-watch.ts';
import { HEADER_LAYOUT, SCROLLED_THRESHOLD_PX } from '@grocer/shared-contracts';
import { watchForErrors } from '../support/page-watch.ts';

/** A page long enough to scroll: a search with a full page of 48 products. */
const LONG_PAGE = '/ecom/shop/search?searchTerm=milk';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

function mainTop(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main: HTMLElement) => main.offsetTop);
}

test.describe('the scrolled header', () => {
  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`pins its 50px form to the top past ${SCROLLED_THRESHOLD_PX}px at ${width}px, without moving the page`, async ({
      page,
    }) => {
      const watch = watchForErrors(page);
      await page.setViewportSize({ width, height });
      await page.goto(LONG_PAGE);
      const root = page.locator('[data-header-root]');
      const banner = root.getByRole('banner');
      const trolley = banner.getByRole('link', { name: /(^|, )Trolley\b/ });
      await expect(trolley).toBeVisible();
      await expect(root).toHaveAttribute('data-scrolled', 'false');
      const normalHeight = width < HEADER_LAYOUT.breakpoint ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height;
      const topBefore = await mainTop(page);
      expect((await root.boundingBox())?.height).toBe(normalHeight);

      // The results arrive after the header: scrolling a page not yet long enough would stop short of the threshold.
      const target = SCROLLED_THRESHOLD_PX + 350;
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
        .toBeGreaterThanOrEqual(target);
      await scrollTo(page, target);
      await expect(root).toHaveAttribute('data-scrolled', 'true');
      const pinned = await banner.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top, height: box.height };
      });
      expect(pinned).toEqual({ top: 0, height: HEADER_LAYOUT.compactHeight });
      expect(await mainTop(page)).toBe(topBefore);
      expect(await root.evaluate((element) => element.getBoundingClientRect().height)).toBe(normalHeight);
      await expect(trolley).toBeVisible();
      await expect(trolley).toBeInViewport();

      await scrollTo(page, 0);
      await expect(root).toHaveAttribute('data-scrolled', 'false');
      // Back in the flow, inside the root's reserved height.
      expect(await banner.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      expect((await root.boundingBox())?.height).toBe(normalHeight);
      expect(await mainTop(page)).toBe(topBefore);
      expect(watch.errors).toEqual([]);
    });
  }
});
