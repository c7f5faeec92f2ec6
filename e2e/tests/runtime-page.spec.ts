import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, HEADER_LAYOUT } from '@grocer/shared-contracts';
import { expect, test } from '../support/csp-watch.ts';
import { consoleWarnings, countReactCopies, headerEvents, reactCopies, watchForErrors } from '../support/page-watch.ts';
import { skewedManifest } from '../support/skewed-remote.ts';
import { E2E_PORTS, startFixture, stopServer } from '../support/servers.ts';

/**
 * The runtime-API recipe of docs/page-teams/runtime-only.md, run as written
 * (e2e/fixtures/runtime-page/mount-header.js) in a React page bundled without a federation
 * plugin. The remote is the suite's, reached directly or through the contract-skew proxy, which
 * makes it report another contract version or answer slowly.
 */
const REMOTE = `http://localhost:${E2E_PORTS.remote}`;
const SERVICES = `http://localhost:${E2E_PORTS.services}`;
const [MAJOR = '1'] = CONTRACT_VERSION.split('.');

const runtimePage = (manifest: string) =>
  `http://localhost:${E2E_PORTS.runtimePage}/runtime-page/?${new URLSearchParams({ manifest, api: SERVICES })}`;

let fixture: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  fixture = await startFixture('runtime-page', E2E_PORTS.runtimePage);
});
test.afterAll(async () => {
  if (fixture) await stopServer(fixture);
});

test.use({ viewport: { width: 1280, height: 900 } });

test('docs/page-teams/runtime-only.md shows exactly the lines this page runs', async () => {
  const root = path.join(import.meta.dirname, '..', '..');
  const recipe = await readFile(path.join(root, 'e2e', 'fixtures', 'runtime-page', 'mount-header.js'), 'utf8');
  const docs = await readFile(path.join(root, 'docs', 'page-teams', 'runtime-only.md'), 'utf8');
  // The file's first line says where it is shown; the rest is the recipe, character for character.
  const lines = recipe.slice(recipe.indexOf('\n') + 1);
  expect(docs).toContain(['```js', lines].join('\n'));
});

test("mounts the header with the page's own React, one React DOM on the page", async ({ page }) => {
  await countReactCopies(page);
  const watch = watchForErrors(page);
  const warnings = consoleWarnings(page);
  await page.goto(runtimePage(`${REMOTE}/mf-manifest.json`));
  await expect(page.getByRole('heading', { level: 1, name: 'A page on the federation runtime' })).toBeVisible();

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-fallback-header]')).toHaveCount(0);
  await expect.poll(async () => (await headerEvents(page)).map((event) => event.name)).toContain('header_ready');
  // The page's React DOM rendered both its body and the header: the remote's copy never loaded.
  expect(await reactCopies(page)).toHaveLength(1);

  // Suggestions from the real term-suggest service.
  await banner.getByRole('combobox', { name: /search/i }).fill('mil');
  await expect(banner.getByRole('listbox')).toBeVisible();

  expect((await headerEvents(page)).map((event) => event.name)).not.toContain('contract_mismatch');
  expect(warnings).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('with the remote down, the page keeps its own header at the same height, and its body', async ({ page }) => {
  const warnings = consoleWarnings(page);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // A remote on a closed port: the manifest request fails at once.
  await page.goto(runtimePage('http://localhost:9/mf-manifest.json'));
  await expect(page.getByRole('heading', { level: 1, name: 'A page on the federation runtime' })).toBeVisible();
  await expect.poll(() => warnings.filter((text) => text.startsWith('[page] No header ('))).toHaveLength(1);
  const fallback = page.locator('[data-fallback-header]');
  expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
  await page.getByRole('searchbox', { name: 'Search groceries' }).fill('milk');
  await expect(page.getByRole('link', { name: 'Trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
  expect(uncaught).toEqual([]);
});

test('with the remote slowed, the page body does not wait for it, and the header arrives later', async ({ page }) => {
  test.setTimeout(90_000);
  // Every answer from the remote 2 s late: the manifest, the entry, then the chunks.
  await page.goto(runtimePage(skewedManifest(CONTRACT_VERSION, 2000)));
  await expect(page.getByRole('heading', { level: 1, name: 'A page on the federation runtime' })).toBeVisible();
  const fallback = page.locator('[data-fallback-header]');
  await expect(fallback).toBeVisible();
  expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(fallback).toHaveCount(0);
});

test('a remote on another contract major is refused: the own header stays, one contract_mismatch event, one warning', async ({
  page,
}) => {
  const remoteVersion = `${Number(MAJOR) + 1}.0.0`;
  const warnings = consoleWarnings(page);
  await page.goto(runtimePage(skewedManifest(remoteVersion)));
  await expect(page.getByRole('heading', { level: 1, name: 'A page on the federation runtime' })).toBeVisible();
  await expect
    .poll(() => headerEvents(page))
    .toEqual([
      { name: 'contract_mismatch', payload: { hostVersion: CONTRACT_VERSION, remoteVersion, status: 'incompatible' } },
    ]);
  expect(warnings).toEqual([
    `Header contract version mismatch: host ${CONTRACT_VERSION}, remote ${remoteVersion}. Major versions differ, so ` +
      `props or events may be misread. Upgrade the host to @grocer/shared-contracts ${Number(MAJOR) + 1}.x or pin ` +
      'the remote it loads. The page keeps its own header.',
  ]);
  const fallback = page.locator('[data-fallback-header]');
  expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
  await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toHaveCount(0);
});

test('a remote on another minor version renders, with no warning', async ({ page }) => {
  const remoteVersion = `${MAJOR}.99.0`;
  const warnings = consoleWarnings(page);
  await page.goto(runtimePage(skewedManifest(remoteVersion)));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
  // The header itself says it runs another minor, as an event for the page's monitoring.
  await expect
    .poll(() => headerEvents(page))
    .toContainEqual({
      name: 'contract_mismatch',
      payload: { hostVersion: CONTRACT_VERSION, remoteVersion, status: 'compatible' },
    });
  await expect.poll(async () => (await headerEvents(page)).map((event) => event.name)).toContain('header_ready');
  expect(warnings).toEqual([]);
});

test("a remote whose own React is newer than the page's still renders with the page's React: one React DOM, no error", async ({
  page,
  request,
}) => {
  const manifest = skewedManifest(CONTRACT_VERSION, 0, '19.99.0');
  const entry = await (await request.get(manifest.replace('mf-manifest.json', 'remoteEntry.js'))).text();
  expect(entry).toContain('"react","19.99.0"');
  await countReactCopies(page);
  const watch = watchForErrors(page);
  // The page's React is loaded when the header asks: the runtime keeps it over the remote's newer, unloaded copy.
  await page.goto(runtimePage(manifest));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
  await banner.getByRole('combobox', { name: /search/i }).fill('mil');
  await expect(banner.getByRole('listbox')).toBeVisible();
  expect(await reactCopies(page)).toHaveLength(1);
  expect(watch.errors).toEqual([]);
});

test("a page on React 18, below the header's range, keeps its own header and says why: never a crash", async ({
  page,
}) => {
  const warnings = consoleWarnings(page);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${runtimePage(`${REMOTE}/mf-manifest.json`)}&react=18`);
  await expect(page.getByRole('heading', { level: 1, name: 'A page on the federation runtime' })).toBeVisible();
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('[page] No header (')))
    .toEqual([
      '[page] No header (Error: The header needs React ^19.0.0; this page shares React 18.3.1. The page keeps its ' +
        'own header.); the page keeps its own.',
    ]);
  const fallback = page.locator('[data-fallback-header]');
  expect((await fallback.boundingBox())?.height).toBe(HEADER_LAYOUT.height);
  await expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toHaveCount(0);
  expect(uncaught).toEqual([]);
});
