import { expect, type Page } from '@playwright/test';

/** The addresses a page's HTML names as script or fetch preloads, in order. */
export function preloadedIn(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(?:script|fetch)" href="([^"]+)"/g)].map(([, href]) => href ?? '');
}

/**
 * Loads the page with `open` and checks that every preload was used: each file fetched once (a
 * preload in another CORS mode than its loader's is not used, and the file comes twice), and no
 * warning from Chromium, which names a preload nothing used 3 s after the load event. So it waits
 * that long after the page is idle, and an unused preload fails.
 */
export async function expectEveryPreloadUsed(page: Page, preloaded: readonly string[], open: () => Promise<void>) {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => warnings.push(message.text()));
  await open();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  for (const href of preloaded)
    expect(
      requested.filter((url) => url === href),
      href,
    ).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
}
