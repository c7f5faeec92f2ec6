import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Resolves once the page at `pageUrl` comes with the remote's server-rendered header. A page server
 * just started, or one whose remote has just come, may rightly serve its first pages without it
 * (the release is still loading, or the first render passed its deadline).
 */
export async function untilServerRendered(
  request: APIRequestContext,
  pageUrl: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await expect.poll(async () => (await request.get(pageUrl)).text(), options).toContain('data-header-ssr');
}
