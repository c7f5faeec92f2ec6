import { expect, test } from '../support/csp-watch.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The host page's security headers. That no page of the journey
 * breaks its policy is checked by every site spec (support/csp-watch.ts); here
 * the headers themselves, and that the watch really sees a violation.
 */
const remoteOrigin = `http://localhost:${E2E_PORTS.remote}`;
const servicesOrigin = `http://localhost:${E2E_PORTS.services}`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('a host page sends a nonce-based CSP, nosniff and a referrer policy, and no HSTS over http', async ({ page }) => {
  const response = await page.goto('/ecom/checkout');
  const headers = response?.headers() ?? {};
  const policy = directives(headers['content-security-policy'] ?? '');
  const nonce = /^'nonce-([\w-]+)'$/.exec(policy.get('script-src')?.[0] ?? '')?.[1];
  expect(nonce, `script-src: ${policy.get('script-src')}`).toBeDefined();
  expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, remoteOrigin]);
  // The server-rendered header's stylesheets are linked from the remote's origin.
  expect(policy.get('style-src')).toEqual([`'nonce-${nonce}'`, remoteOrigin]);
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining([servicesOrigin, remoteOrigin]));
  expect(policy.get('img-src')).toContain(servicesOrigin);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers).not.toHaveProperty('strict-transport-security');

  // The page runs under it: the header loaded, and every style and stylesheet has the nonce (the page's
  // template, the host's stylesheet linked by the server, the header's, and those webpack adds).
  await expect(page.getByRole('banner')).toBeVisible();
  const styleNonces = await page
    .locator('style, link[rel="stylesheet"]')
    .evaluateAll((styles) => styles.map((style) => (style as HTMLElement).nonce));
  expect(styleNonces.length).toBeGreaterThan(1);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));

  // The next response has a nonce of its own.
  const again = await page.request.get('/ecom/checkout');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('the remote and the services send nosniff and their resource policies', async ({ request }) => {
  const entry = await request.get(`${remoteOrigin}/remoteEntry.js`);
  expect(entry.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
    'access-control-allow-origin': '*',
  });
  const health = await request.get(`${servicesOrigin}/health`);
  expect(health.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
  });
});

test.describe('a script injected into the page', () => {
  test.use({ cspViolationsExpected: true });

  test('does not run, and the watch sees it', async ({ page, cspViolations }) => {
    await page.goto('/ecom');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
    });
    await expect
      .poll(() => cspViolations.filter((line) => !line.startsWith('console:')))
      .toEqual([
        expect.stringMatching(/^\/ecom: script-src-elem blocked inline/),
        expect.stringMatching(/^\/ecom: style-src-elem blocked inline/),
      ]);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await expect(page.locator('body')).toBeVisible();
  });
});
