import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HEADER_LAYOUT } from '@grocer/shared-contracts/page-teams';
import { expect, test } from '../support/csp-watch.ts';
import { watchForErrors } from '../support/page-watch.ts';
import { recipeFiles } from '../support/recipes/docs-recipes.ts';
import { E2E_PORTS } from '../support/servers.ts';

/**
 * The recipe of docs/edge-include.md, run with Debian's nginx (`.ci/run` installs
 * nginx-light): its nginx.conf and page, extracted from the docs' own blocks, with only the
 * examples' addresses and port replaced by the suite's remote, services and a port of this spec's, and
 * a read timeout for a hang rather than a quiet server's deadline.
 * A second edge, whose remote is a closed port, shows the page's own header.
 */
const NGINX = '/usr/sbin/nginx';
const DOC = path.join(import.meta.dirname, '..', '..', 'docs', 'edge-include.md');
const REMOTE = `http://localhost:${E2E_PORTS.remote}`;
const SERVICES = `http://localhost:${E2E_PORTS.services}`;

type Edge = { readonly url: string; readonly dir: string; readonly process: ChildProcess };
const edges: Edge[] = [];

/** The recipe's files with the suite's addresses, in a folder of their own, served by nginx on `port`. */
async function startEdge(port: number, remote: string): Promise<Edge> {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-include-'));
  const files = recipeFiles(readFileSync(DOC, 'utf8')).filter((file) => file.app === 'edge');
  expect(files.map((file) => file.file)).toEqual(['nginx.conf', 'html/index.html']);
  for (const { file, text } of files) {
    const local = text
      .replaceAll('proxy_pass https://header.fernleaf.example/', `proxy_pass ${remote}/`)
      .replaceAll('Host header.fernleaf.example', `Host ${new URL(remote).host}`)
      .replaceAll('https://header.fernleaf.example', REMOTE)
      .replaceAll('https://api.fernleaf.example', SERVICES)
      .replace('listen 8080;', `listen ${port};`)
      // The recipe's 400 ms is a page's deadline on a quiet server; a shopper's first render on a
      // loaded two-core machine can take longer, and these tests are about what the edge includes and
      // keeps. The remote's answer within the suite's budget is what they wait for.
      .replace('proxy_read_timeout 400ms;', 'proxy_read_timeout 5s;');
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), local);
  }
  // Readable by nginx's workers, which run as nobody when it is started as root (CI).
  chmodSync(dir, 0o755);
  // In the foreground, so it stops with this process. Its log (the down edge's refused connections) is not the suite's.
  const nginx = spawn(NGINX, ['-p', dir, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://localhost:${port}/`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const edge = { url, dir, process: nginx };
  edges.push(edge);
  return edge;
}

let edge: Edge;
let downEdge: Edge;

test.beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX}: install Debian's nginx-light (.ci/run does)`).toBe(true);
  edge = await startEdge(E2E_PORTS.edge, REMOTE);
  downEdge = await startEdge(E2E_PORTS.downEdge, 'http://localhost:9');
});
test.afterAll(async () => {
  for (const { process: nginx, dir } of edges.splice(0)) {
    // Gone before the next start on the same port, whose check for an answer would otherwise find this one.
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

const headerLogo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Fernleaf, groceries home' });

/** The files of the edge's header cache: one per kept fragment. */
function cachedFragments(): string[] {
  const cache = path.join(edge.dir, 'header-cache');
  if (!existsSync(cache)) return [];
  return readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(cache, file)).isFile(),
  );
}

/** Every nonce the page's HTML carries, and the one its policy allows. */
async function nonces(page: Page, url: string) {
  const response = await page.goto(url);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const html = (await response?.text()) ?? '';
  return {
    allowed: /'nonce-([\w+/-]+={0,2})'/.exec(policy)?.[1],
    inPage: new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1])),
    html,
  };
}

test.describe.configure({ mode: 'serial' });

test("a guest's page: the edge includes the header, with the page's nonce, and its script hydrates it", async ({
  page,
}) => {
  const watch = watchForErrors(page);
  const first = await nonces(page, edge.url);
  expect(first.allowed).toMatch(/^[0-9a-f]{32}$/);
  expect([...first.inPage]).toEqual([first.allowed]);
  expect(first.html).not.toContain('__CSP_NONCE_PLACEHOLDER__');
  expect(first.html).toContain('data-header-ssr');
  await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
  await expect(headerLogo(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-own-header]')).toHaveCount(0);
  expect(watch.errors).toEqual([]);

  // The next guest gets the kept fragment, with a nonce of its own.
  expect(cachedFragments()).toHaveLength(1);
  const second = await nonces(page, edge.url);
  expect([...second.inPage]).toEqual([second.allowed]);
  expect(second.allowed).not.toBe(first.allowed);
  expect(cachedFragments()).toHaveLength(1);
});

test("a shopper's page: the edge forwards their cookies, and keeps nothing of theirs", async ({ page }) => {
  const signIn = await page.request.post(`${SERVICES}/v1/auth/sign-in`, {
    data: { email: 'booked@example.com', password: 'groceries' },
  });
  expect(signIn.status()).toBe(200);
  const before = cachedFragments();
  await page.goto(edge.url);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(page.locator('[data-header-hydrated]')).toHaveCount(1);
  expect(cachedFragments()).toEqual(before);
});

test.describe('with the remote out of the edge’s reach', () => {
  // No header comes, so nothing waits for one to hydrate.
  test.use({ wakeHeader: false });
  test("the page's own header, at the header's height", async ({ page }) => {
    await page.goto(downEdge.url);
    await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
    expect((await page.locator('[data-own-header]').boundingBox())?.height).toBe(HEADER_LAYOUT.height);
    await expect(page.getByRole('searchbox', { name: 'Search groceries' })).toBeVisible();
    await expect(page.locator('[data-header-ssr]')).toHaveCount(0);
  });
});
