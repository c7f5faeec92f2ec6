import { CONTRACT_VERSION, HEADER_LAYOUT } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { consoleWarnings, countReactCopies, reactCopies, watchForErrors } from '../support/page-watch.ts';
import { skewedManifest } from '../support/skewed-remote.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { E2E_PORTS, startServer, stopServer, type Ports } from '../support/servers.ts';

/**
 * A remote on another contract version, in the reference host: its own host process loads the suite's remote through
 * the contract-skew proxy (e2e/fixtures/contract-skew), which makes the remote's browser and
 * server builds report another contract version without a second build.
 */
const [MAJOR = '1'] = CONTRACT_VERSION.split('.');

/** A host of its own whose header manifest is the remote reporting `version`. */
async function withHostOn<T>(manifestUrl: string, port: number, run: (hostUrl: string) => Promise<T>): Promise<T> {
  const ports: Ports = { services: E2E_PORTS.services, remote: E2E_PORTS.remote, host: port };
  const host = await startServer('host', ports, { HEADER_MANIFEST_URL: manifestUrl });
  try {
    return await run(`http://localhost:${port}`);
  } finally {
    await stopServer(host);
  }
}

test('a remote on another contract major: the host keeps its fallback header, with one warning that names both versions', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const remoteVersion = `${Number(MAJOR) + 1}.0.0`;
  await withHostOn(skewedManifest(remoteVersion), 3230, async (hostUrl) => {
    const warnings = consoleWarnings(page);
    await page.goto(`${hostUrl}/ecom`);
    await expect
      .poll(() => warnings.filter((text) => text.includes('Header contract version mismatch')))
      .toHaveLength(1);
    expect(warnings).toEqual([
      `[header-loader] Header contract version mismatch: host ${CONTRACT_VERSION}, remote ${remoteVersion}. Major versions ` +
        `differ, so props or events may be misread. Upgrade the host to @grocer/shared-contracts ${Number(MAJOR) + 1}.x ` +
        'or pin the remote it loads. The page keeps its own header.',
    ]);
    const fallback = page.locator('[data-shell-fallback]');
    await expect(fallback).toBeVisible();
    expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toHaveCount(0);
    // Not retried: nothing more is said a while later.
    await page.waitForTimeout(3000);
    expect(warnings).toHaveLength(1);
  });
});

test('a remote on another minor version: the host renders and hydrates the header, with no warning', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const remoteVersion = `${MAJOR}.99.0`;
  await withHostOn(skewedManifest(remoteVersion), 3231, async (hostUrl) => {
    // A new host's warm-up is capped (5 s) and its first render has a deadline: on a busy machine its first page may be client-mounted.
    await untilServerRendered(page.request, `${hostUrl}/ecom`, { timeout: 60_000 });
    const warnings = consoleWarnings(page);
    const ownZod: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/contracts-zod\.[0-9a-f]+\.js$/.test(request.url())) ownZod.push(request.url());
    });
    await page.goto(`${hostUrl}/ecom`);
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    await expect(page.locator('[data-header-root]')).toHaveAttribute('data-contract-version', remoteVersion);
    await expect(page.locator('[data-header-ssr]')).toHaveAttribute('data-header-hydrated', '');
    await expect(page.locator('[data-shell-fallback]')).toHaveCount(0);
    expect(warnings).toEqual([]);
    // The host's contracts are older than the header's: its zod may lack a name the header uses, so
    // the header brought its own (decision 025), once.
    expect(ownZod).toHaveLength(1);
  });
});

test("a remote whose own React is newer than the host's: the header hydrates with the host's React, one React DOM", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withHostOn(skewedManifest(CONTRACT_VERSION, 0, '19.99.0'), 3233, async (hostUrl) => {
    await untilServerRendered(page.request, `${hostUrl}/ecom`, { timeout: 60_000 });
    await countReactCopies(page);
    const watch = watchForErrors(page);
    await page.goto(`${hostUrl}/ecom`);
    await expect(page.locator('[data-header-ssr]')).toHaveAttribute('data-header-hydrated', '');
    await expect(page.getByRole('navigation', { name: 'Fernleaf shops and help' })).toBeVisible();
    expect(await reactCopies(page)).toHaveLength(1);
    expect(watch.errors).toEqual([]);
  });
});
