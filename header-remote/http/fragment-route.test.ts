// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveMetrics } from '@grocer/server-telemetry';
import { sampleOf } from '@grocer/server-telemetry/testing';
import { FRAGMENT_VARY, GUEST_CACHE_CONTROL, SHOPPER_CACHE_CONTROL, fragmentRoute } from './fragment-route.ts';
import { serveBuild } from './serve-build.ts';

/**
 * A stand-in for the remote's own server build: a federation container whose
 * render echoes what it was asked, in the build's folder as the real one is.
 */
const CONTAINER = `module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({
      renderHeader: async (request) =>
        request.cookie === 'slow=true'
          ? new Promise(() => {})
          : {
              html: '<p>' + JSON.stringify({ props: request.props, cookie: request.cookie ?? null }) + '</p>',
              stateJson: '{}',
              complete: request.cookie !== 'budget=spent' && request.cookie !== 'late=true',
              budgetMissed: request.cookie === 'late=true' && typeof request.fetch === 'function',
            },
      headerFragment: (rendered) => '<div data-header-ssr="">' + rendered.html + '</div>',
    }));
  },
};`;

let distDir = '';

/** A build's folder: the manifest, the `mount` expose's stylesheet and the server build. */
async function builtRemote(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'fragment-'));
  const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'mount',
        assets: {
          js: { sync: ['1.js', 'mount.js'], async: ['menu.1.js', 'header-live.2.js'] },
          css: { sync: ['mount.0123abcd.css'] },
        },
      },
    ],
    shared: [
      { name: 'react', assets: assets(['react.js']) },
      { name: 'react-dom', assets: assets(['1.js', 'react-dom.js']) },
      // Only the header's code, which loads on intent, uses it: not preloaded.
      { name: 'jotai', assets: assets(['jotai.js']) },
    ],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'mount.0123abcd.css'), '.header{color:green}/* </style> */');
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'server', 'remoteEntry.js'), CONTAINER);
  return dist;
}

beforeAll(async () => {
  distDir = await builtRemote();
});
afterEach(() => vi.unstubAllGlobals());

async function app(options: { maxInFlight?: number; fastify?: ReturnType<typeof Fastify>; distDir?: string } = {}) {
  const { fastify = Fastify(), ...route } = options;
  serveMetrics(fastify, { kind: 'open' });
  const fragments = await fragmentRoute(fastify, {
    distDir,
    publicUrl: 'https://header.fernleaf.example/',
    servicesUrl: 'https://api.fernleaf.example',
    deadlineMs: 300,
    ...route,
  });
  // Warmed as server.ts warms it once listening: loading the build is not the first fragment's to wait
  // for, and on a busy machine it took a cold first fragment past its 300 ms deadline.
  await fragments.warm();
  return fastify;
}

describe('GET /fragment', () => {
  it('renders from the server build on disk, in production, though nothing answers HTTP for it', async () => {
    // Its own build, loaded by no earlier test, and a network that fails every request.
    const dist = await builtRemote();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      throw new Error('no network here');
    });
    const fastify = Fastify();
    await serveBuild(fastify, { root: dist, production: true, serverBuildToken: undefined });
    const fragments = await app({ fastify, distDir: dist });
    expect((await fragments.inject({ url: '/server/remoteEntry.js' })).statusCode).toBe(404);
    const response = await fragments.inject({ url: '/fragment?placement=home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div data-header-ssr=""><p>{"props":{');
    expect(response.body).toContain('"placement":"home"');
    expect(fetched).toEqual([]);
  });

  it("names after the markup every script the standalone script loads with the page, in its loader's CORS mode, each once", async () => {
    const response = await (
      await app()
    ).inject({ url: '/fragment', headers: { 'x-csp-nonce': 'AbCdEfGhIjKlMnOpQrStUv' } });
    const preloads = [
      ...response.body.matchAll(
        /<link rel="preload" as="script" href="([^"]+)"( crossorigin="anonymous")? nonce="AbCdEfGhIjKlMnOpQrStUv" \/>/g,
      ),
    ];
    expect(
      preloads.map(([, href, cors]) => [href?.replace('https://header.fernleaf.example/', ''), cors !== undefined]),
    ).toEqual([
      ['remoteEntry.js', false],
      ['1.js', true],
      ['mount.js', true],
      ['react.js', true],
      ['react-dom.js', true],
    ]);
    expect(response.body.indexOf('<link rel="preload"')).toBeGreaterThan(response.body.indexOf('data-header-ssr'));
    expect(response.body.indexOf('<link rel="preload"')).toBeLessThan(response.body.indexOf('standalone.js'));
  });

  it('renders for the shopper who asked: stylesheet, markup and the standalone script, all with the page nonce', async () => {
    const response = await (
      await app()
    ).inject({
      url: '/fragment?placement=home&features=searchHistory,menuBanners',
      headers: { cookie: 'fernleaf_token=t', 'x-csp-nonce': 'AbCdEfGhIjKlMnOpQrStUv' },
    });
    expect(response.statusCode).toBe(200);
    // Its first paint asks the remote for nothing: the rules are inlined, marked with their address so no loader fetches them again.
    expect(response.body).toMatch(
      /^<style nonce="AbCdEfGhIjKlMnOpQrStUv" data-href="https:\/\/header\.fernleaf\.example\/mount\.0123abcd\.css">\.header\{color:green\}\/\* <\\\/style> \*\/<\/style><link rel="stylesheet" href="https:\/\/header\.fernleaf\.example\/mount\.0123abcd\.css" disabled crossorigin="anonymous" nonce="AbCdEfGhIjKlMnOpQrStUv" \/><div data-header-ssr="">/,
    );
    expect(response.body).toContain('"cookie":"fernleaf_token=t"');
    expect(response.body).toContain('"placement":"home"');
    expect(response.body).toContain('"features":{"searchHistory":true,"sitePinBar":false,"menuBanners":true}');
    expect(response.body).toContain('"services":{"api":"https://api.fernleaf.example"}');
    expect(response.body).toMatch(
      /<script src="https:\/\/header\.fernleaf\.example\/standalone\.js" defer nonce="AbCdEfGhIjKlMnOpQrStUv"><\/script>$/,
    );
  });

  it.each([
    ['one that could leave its attribute', '"><script>alert(1)</script>'],
    ['a placeholder too short to be a nonce', '__NONCE__'],
  ])('refuses %s with a clear error, and never echoes it', async (_case, nonce) => {
    const response = await (await app()).inject({ url: '/fragment', headers: { 'x-csp-nonce': nonce } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^x-csp-nonce must be the page's CSP nonce: 16 to 64 base64 or base64url characters/);
    expect(response.body).not.toContain(nonce);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('takes a placeholder nonce the page replaces, so one guest fragment serves every page', async () => {
    const response = await (
      await app()
    ).inject({ url: '/fragment', headers: { 'x-csp-nonce': '__CSP_NONCE_PLACEHOLDER__' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<script src="https://header.fernleaf.example/standalone.js" defer nonce="__CSP_NONCE_PLACEHOLDER__">',
    );
  });

  it("lets a CDN keep a guest's fragment only as long as the remote says it is current: no-cache with an ETag, Vary on the cookie and the nonce", async () => {
    const fragments = await app();
    const guest = await fragments.inject({ url: '/fragment?placement=home', headers: { cookie: 'consent=all' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    expect(GUEST_CACHE_CONTROL).toBe('public, no-cache');
    expect(guest.headers['vary']).toBe(FRAGMENT_VARY);
    expect(FRAGMENT_VARY).toBe('Cookie, X-CSP-Nonce');
    const etag = guest.headers['etag'];
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The same answer again: the same tag, and a 304 with no body for a cache that has it.
    const again = await fragments.inject({
      url: '/fragment?placement=home',
      headers: { cookie: 'consent=all', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    // Another placement is another fragment.
    const other = await fragments.inject({ url: '/fragment' });
    expect(other.headers['etag']).not.toBe(etag);
  });

  it("keeps a shopper's fragment out of shared caches: private, no ETag", async () => {
    const response = await (
      await app()
    ).inject({ url: '/fragment', headers: { cookie: 'X-Has-Token-Session=true; fernleaf_token=t' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHOPPER_CACHE_CONTROL);
    expect(SHOPPER_CACHE_CONTROL).toMatch(/^private\b/);
    expect(response.headers['etag']).toBeUndefined();
  });

  it("keeps no guest render the services' budget cut short, nor a refusal", async () => {
    const fragments = await app();
    const partial = await fragments.inject({ url: '/fragment', headers: { cookie: 'budget=spent' } });
    expect(partial.statusCode).toBe(200);
    expect(partial.headers['cache-control']).toBe('no-store');
    expect(partial.headers['etag']).toBeUndefined();
    const late = await fragments.inject({ url: '/fragment', headers: { cookie: 'slow=true' } });
    expect(late.statusCode).toBe(503);
    expect(late.headers['cache-control']).toBe('no-store');
  });

  // The spec's page state holds response cookies; the header keeps none (decision 046): its cookies are
  // written in the browser, and a fragment a shared cache keeps must set no one's cookie.
  it("sets no cookie, for a guest or a shopper: the header's cookies are written in the browser", async () => {
    const fragments = await app();
    for (const cookie of ['consent=all', 'X-Has-Token-Session=true; fernleaf_token=t']) {
      const response = await fragments.inject({ url: '/fragment?placement=home', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a query it does not know, so nothing else reaches the render', async () => {
    const response = await (await app()).inject({ url: '/fragment?placement=everywhere' });
    expect(response.statusCode).toBe(400);
  });

  it('may not be framed by any page', async () => {
    const response = await (await app()).inject({ url: '/fragment' });
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a render past the ones in hand with 503 and retry-after, and serves again once they end', async () => {
    const fragments = await app({ maxInFlight: 2 });
    const slow = () => fragments.inject({ url: '/fragment', headers: { cookie: 'slow=true' } });
    const answers = await Promise.all([slow(), slow(), slow()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    // Two waited for their deadline; the third was refused at once, told when to come back.
    expect(answers.filter((answer) => answer.headers['retry-after'] === '1')).toHaveLength(1);
    expect((await fragments.inject({ url: '/fragment' })).statusCode).toBe(200);
  });

  it('answers 503 at its deadline rather than hold the page that includes it', async () => {
    // The render never answers: without the deadline this would wait for the test's timeout.
    const response = await (await app()).inject({ url: '/fragment', headers: { cookie: 'slow=true' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('');
  });

  it('counts its renders by outcome, its fallbacks by reason and the services budget misses on /metrics', async () => {
    const fragments = await app({ maxInFlight: 1 });
    const scrape = async () => (await fragments.inject({ url: '/metrics' })).body;
    const before = await scrape();
    await fragments.inject({ url: '/fragment' });
    await fragments.inject({ url: '/fragment', headers: { cookie: 'late=true' } });
    await Promise.all([
      fragments.inject({ url: '/fragment', headers: { cookie: 'slow=true' } }),
      fragments.inject({ url: '/fragment', headers: { cookie: 'slow=true' } }),
    ]);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('header_server_render_duration_seconds_count', { outcome: 'rendered' })).toBe(2);
    expect(moved('header_server_fallbacks_total', { reason: 'deadline' })).toBe(1);
    expect(moved('header_server_fallbacks_total', { reason: 'busy' })).toBe(1);
    // The render was given a fetch to call the services with (one that carries the trace on).
    expect(moved('header_services_budget_misses_total')).toBe(1);
    expect(moved('http_server_request_duration_seconds_count', { route: '/fragment', status_code: '503' })).toBe(2);
  });
});
