// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderMetrics } from './header-metrics.ts';
import { MAX_STYLESHEET_BYTES } from './header-stylesheets.ts';
import { remoteHeaderRenderer } from './remote-header-renderer.ts';
import { serverHeader } from './server-header.ts';
import { countedMetrics } from './testing/counted-metrics.ts';
import { releaseKey, releaseKeyText, startFakeRemote, type FakeRemote } from './testing/fake-remote.ts';

/** A page's deadline in these tests: room for a release's first load, in a worker of its own, on a loaded machine. */
const PAGE_DEADLINE_MS = 5000;

/**
 * The remote's files: its browser manifest, and a server entry that is a real federation container
 * (CommonJS, `init` and `get`) whose render says which release it is. Tests publish new releases.
 */
function containerSource(release: string): string {
  return `module.exports = {
    init() {},
    get() {
      return Promise.resolve(() => ({
        renderHeader: async (request) => ({
          html: '<p>release ${release} for ' + (request.cookie ?? 'a guest') + '</p>',
          stateJson: '{}',
          complete: true,
        }),
        headerFragment: (rendered) => '<div data-header-ssr="">' + rendered.html + '</div>',
        hydrationChunks: ['state'],
        stylesheetChunks: ['controls'],
        hydrationShares: ['react', 'react-dom'],
      }));
    },
  };`;
}

/** The part of a browser manifest the host reads, as the remote's build writes it. */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Header', assets: { js: { sync: ['header.js'] }, css: { sync: ['header.css'] } } },
    {
      name: 'mount',
      assets: {
        js: { sync: ['1.js', 'mount.js'], async: ['menu.5.js', 'state.6.js', 'controls.7.js'] },
        css: { sync: ['mount.1234abcd.css'], async: ['menu.5.css', 'controls.7.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'] }, css: { sync: [] } } },
    { name: 'jotai', assets: { js: { sync: ['jotai.js'] }, css: { sync: [] } } },
  ],
};

let remote: FakeRemote;
let manifestUrl = '';

/** Publishes a release of the remote: its entry (release 1's unless given), manifest and stylesheets, signed. */
function publish(entry = containerSource('1'), changes: Record<string, string> = {}) {
  remote.files.set('server/remoteEntry.js', entry);
  remote.files.set('mf-manifest.json', JSON.stringify(manifest));
  remote.files.set('mount.1234abcd.css', '.header{color:green}');
  remote.files.set('controls.7.css', '.controls{color:blue}');
  for (const [path, body] of Object.entries(changes)) remote.files.set(path, body);
  remote.publish();
}

beforeAll(async () => {
  remote = await startFakeRemote();
  manifestUrl = remote.manifestUrl;
});
afterAll(() => remote.close());
beforeEach(() => {
  remote.files.clear();
  remote.asked.clear();
  remote.authorizations.clear();
  remote.types.clear();
  remote.serverBuildToken = undefined;
  remote.flapEtags = false;
  publish();
});

function renderer(checkEveryMs = 0, serverBuildToken?: string, metrics?: HeaderMetrics) {
  const logged: string[] = [];
  const details: Record<string, unknown>[] = [];
  const log = (message: string, detail: Record<string, unknown> = {}) => {
    logged.push(message);
    details.push(detail);
  };
  const header = remoteHeaderRenderer({
    manifestUrl,
    releaseKeys: [releaseKey.publicKey],
    serverBuildToken,
    checkEveryMs,
    pageShares: ['react'],
    proofProps: {},
    log,
    ...(metrics ? { metrics } : {}),
  });
  return { header, logged, details };
}

/**
 * Renders until the answer holds `text`: a new release is loaded in the background while the current one
 * serves. Its worker starts in 0.1 s on a quiet machine and in seconds on a loaded one, so the wait is
 * bounded by time, well inside the test's, not by a count of tries.
 */
async function renderUntil(header: ReturnType<typeof remoteHeaderRenderer>, text: string) {
  return vi.waitFor(
    async () => {
      const page = await header.render({ props: {} }, PAGE_DEADLINE_MS);
      if (!page?.fragment.includes(text)) throw new Error(`never rendered ${text}`);
      return page;
    },
    { timeout: 15_000, interval: 20 },
  );
}

describe('the header rendered by the remote server build, loaded at runtime', () => {
  it('renders the shopper who asked, with the stylesheets of the mount expose and of the chunks the release names', async () => {
    const { header } = renderer();
    const page = await header.render({ props: {}, cookie: 'fernleaf_token=abc' }, PAGE_DEADLINE_MS);
    expect(page?.fragment).toBe('<div data-header-ssr=""><p>release 1 for fernleaf_token=abc</p></div>');
    expect(page?.stylesheets).toEqual([
      { href: new URL('mount.1234abcd.css', manifestUrl).href, css: '.header{color:green}' },
      { href: new URL('controls.7.css', manifestUrl).href, css: '.controls{color:blue}' },
    ]);
  });

  it('names the files that bring the header to life (its hydration chunks too), in the modes their loaders fetch them, but not the shared modules the page provides or the hydration does not load (jotai)', async () => {
    const page = await renderer().header.render({ props: {} }, PAGE_DEADLINE_MS);
    const at = (file: string) => new URL(file, manifestUrl).href;
    expect(page?.preloads).toEqual([
      { href: manifestUrl, as: 'fetch', cors: true },
      { href: at('remoteEntry.js'), as: 'script', cors: false },
      { href: at('1.js'), as: 'script', cors: false },
      { href: at('mount.js'), as: 'script', cors: false },
      { href: at('state.6.js'), as: 'script', cors: true },
    ]);
  });

  it('renders a release that names no hydration or stylesheet chunks or shares, or names them wrongly, and preloads or links none of its lazy files', async () => {
    for (const [release, named] of [
      ['unnamed', ''],
      ['misnamed', "hydrationChunks: 'state', stylesheetChunks: [{}], hydrationShares: 'react',"],
    ] as const) {
      publish(
        containerSource(release)
          .replace("hydrationChunks: ['state'],", named)
          .replace("stylesheetChunks: ['controls'],", '')
          .replace("hydrationShares: ['react', 'react-dom'],", ''),
      );
      const { header, logged } = renderer();
      const page = await header.render({ props: {} }, PAGE_DEADLINE_MS);
      expect(page?.fragment).toContain(`release ${release}`);
      expect(logged.includes('header/server names its hydration chunks wrongly; none is preloaded')).toBe(
        release === 'misnamed',
      );
      expect(logged.includes('header/server names its stylesheet chunks wrongly; none is linked')).toBe(
        release === 'misnamed',
      );
      expect(
        logged.includes("header/server names its hydration's shared modules wrongly; every one is preloaded"),
      ).toBe(release === 'misnamed');
      // Said nothing, or nothing readable: every shared module the page lacks is preloaded, as before 1.7.0.
      expect(page?.preloads.map(({ href }) => href)).toContain(new URL('jotai.js', manifestUrl).href);
      expect(page?.preloads.map(({ href }) => href)).not.toContain(new URL('state.6.js', manifestUrl).href);
      expect(page?.stylesheets.map(({ href }) => href)).toEqual([new URL('mount.1234abcd.css', manifestUrl).href]);
    }
  });

  it('keeps rules that say </style inside the element the page puts them in, escaped once per release', async () => {
    publish(undefined, { 'mount.1234abcd.css': '.a::after{content:"</STYLE><script>x()</script>"}' });
    const rendered = await renderer().header.render({ props: {} }, PAGE_DEADLINE_MS);
    expect(rendered?.stylesheets[0]?.css).toBe('.a::after{content:"<\\/STYLE><script>x()</script>"}');
    const header = serverHeader({ manifestUrl, releaseKeys: releaseKeyText, props: {}, deadlineMs: PAGE_DEADLINE_MS });
    const html = (await header.render({ nonce: 'n0nce-n0nce-n0nce', fallback: 'own' })).head;
    expect(html).toContain('content:"<\\/STYLE><script>x()</script>"}</style>');
    // One closing tag per stylesheet (the expose's and the controls'): none from inside the rules.
    expect(html.match(/<\/style>/gi)).toHaveLength(2);
  });

  it('refuses a release whose stylesheet is past the size a page can carry, and renders no header from it', async () => {
    publish(undefined, { 'mount.1234abcd.css': 'a'.repeat(MAX_STYLESHEET_BYTES + 1) });
    const { header, logged } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(logged).toContainEqual('Could not load the header server build');
  });

  it('does not render a server build on another major contract version, and does not load it again for every page', async () => {
    publish(containerSource('another-major').replace('headerFragment:', "contractVersion: '999.0.0', headerFragment:"));
    const { header, logged } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(logged).toEqual(['Refused a release of the header server build']);
    expect(remote.asked.get('server/remoteEntry.js')).toBe(1);
    expect(header.status().refused.contract).toBe(1);
  });

  it('picks up a new release without a restart, and keeps serving the old one until the new one is ready', async () => {
    const { header, logged } = renderer();
    await renderUntil(header, 'release 1');
    publish(containerSource('2'));
    await renderUntil(header, 'release 2');
    expect(logged).toContain('Loaded a new release of the header server build');
  });

  it('keeps the release it has when a new one is broken', async () => {
    const { header, logged } = renderer();
    await renderUntil(header, 'release 1');
    publish('module.exports = { init() {}, get() { throw new Error("broken release"); } };');
    for (let i = 0; i < 5; i += 1)
      expect((await header.render({ props: {} }, PAGE_DEADLINE_MS))?.fragment).toContain('release 1');
    await expect.poll(() => header.status().refused.proof).toBe(1);
    expect(logged).toContain('Refused a release of the header server build');
  });

  it('answers nothing, and says why, when the remote is down: the page then renders its header in the browser', async () => {
    remote.files.delete('release.json');
    const { header, logged } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(logged).toContain('Could not load the header server build');
  });

  it('keeps asking for a release while it has none, with no page asking: a host started before its remote finds it', async () => {
    remote.files.delete('release.json');
    const { header, logged } = renderer();
    let warmed = false;
    const warming = header.warm().then(() => (warmed = true));
    await vi.waitFor(() => expect(logged).toContain('Could not load the header server build'));
    expect(warmed).toBe(false);
    publish();
    await warming;
    expect(header.status().release).toMatch(/^[0-9a-f]{64}$/);
  });

  it('renders nothing from the release it has while the remote does not answer (its script could not start), and again once it does', async () => {
    let network: 'up' | 'down' | 'hanging' = 'up';
    const header = remoteHeaderRenderer({
      manifestUrl,
      releaseKeys: [releaseKey.publicKey],
      checkEveryMs: 0,
      proofProps: {},
      fetch: (url, init) => {
        if (network === 'down') return Promise.reject(new TypeError('fetch failed'));
        if (network === 'up') return fetch(url, init);
        // An answer that never comes: only the read's own time limit ends it.
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
    });
    await renderUntil(header, 'release 1');
    network = 'down';
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    // A check that never ends holds a page no longer than its deadline.
    network = 'hanging';
    const started = performance.now();
    expect(await header.render({ props: {} }, 200)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    network = 'up';
    await renderUntil(header, 'release 1');
    expect(header.status().release).not.toBeNull();
  });

  it('answers nothing past its deadline, so a slow render never holds the page', async () => {
    publish(`module.exports = { init() {}, get() { return Promise.resolve(() => ({
      renderHeader: () => new Promise(() => {}),
      headerFragment: () => '',
    })); } };`);
    const { header, logged } = renderer();
    // The remote's render never answers: without the deadline this would hang until the test's timeout.
    expect(await header.render({ props: {} }, 200)).toBeUndefined();
    expect(logged).toContain('Header server render passed its deadline');
  });

  it('refuses a release whose answer is of the wrong shape', async () => {
    publish(`module.exports = { init() {}, get() { return Promise.resolve(() => ({
      renderHeader: async () => ({ html: 42 }),
      headerFragment: () => '',
    })); } };`);
    const { header, logged } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(header.status().refused.proof).toBe(1);
    expect(logged).toContain('Refused a release of the header server build');
  });
});

describe('a remote the host can trust (decision 034): a rogue release leaves the host on its last good one', () => {
  it('runs nothing from a release signed with a key the host does not trust, and counts it', async () => {
    publish(containerSource('rogue'));
    remote.publish(generateKeyPairSync('ed25519').privateKey);
    const { header, logged } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(logged).toEqual(['Refused a release of the header server build']);
    expect(header.status().refused.signature).toBe(1);
    expect(remote.asked.get('server/remoteEntry.js')).toBeUndefined();
  });

  it("keeps its release when a new release's server entry is not the one it signed, and counts it", async () => {
    const { header, logged } = renderer();
    await renderUntil(header, 'release 1');
    // Release 2 is published; whoever holds the origin's storage swaps its entry, and cannot sign for it.
    publish(containerSource('2'));
    remote.files.set('server/remoteEntry.js', containerSource('rogue'));
    await expect
      .poll(async () => {
        expect((await header.render({ props: {} }, PAGE_DEADLINE_MS))?.fragment).toContain('release 1');
        return header.status().refused.hash;
      })
      .toBeGreaterThan(0);
    expect(logged).toContain('Refused a release of the header server build');
  });

  it('renders no header from a first release whose entry is not the one it signed: the page renders it in the browser', async () => {
    remote.files.set('server/remoteEntry.js', containerSource('rogue'));
    const { header } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(header.status()).toEqual({
      release: null,
      refused: { signature: 0, hash: 1, origin: 0, contract: 0, older: 0, proof: 0 },
    });
  });

  it('never fetches or inlines a stylesheet a manifest names on another origin', async () => {
    const internal = await startFakeRemote();
    internal.files.set('secret.css', '.secret{content:"internal only"}');
    try {
      const elsewhere = {
        ...manifest,
        exposes: [
          { name: 'mount', assets: { js: { sync: ['mount.js'] }, css: { sync: [`${internal.origin}/secret.css`] } } },
        ],
      };
      publish(containerSource('1'), { 'mf-manifest.json': JSON.stringify(elsewhere) });
      const { header } = renderer();
      expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
      expect(header.status().refused.origin).toBe(1);
      expect(internal.asked.get('secret.css')).toBeUndefined();
    } finally {
      await internal.close();
    }
  });

  it('loads a release once though the instances serving it disagree on its ETag', async () => {
    remote.flapEtags = true;
    const { header } = renderer();
    await expect
      .poll(async () => {
        expect((await header.render({ props: {} }, PAGE_DEADLINE_MS))?.fragment).toContain('release 1');
        return remote.asked.get('release.json');
      })
      .toBeGreaterThanOrEqual(5);
    expect(remote.asked.get('server/remoteEntry.js')).toBe(1);
  });
});

describe("the server build behind the remote's credential (decision 045)", () => {
  const TOKEN = 'a-server-build-token-of-32-chars!';

  it("sends the credential with every read of the release's files, and renders from a remote that requires it", async () => {
    remote.serverBuildToken = TOKEN;
    const page = await renderer(0, TOKEN).header.render({ props: {} }, PAGE_DEADLINE_MS);
    expect(page?.fragment).toContain('release 1');
    expect(new Set(remote.authorizations.values())).toEqual(new Set([`Bearer ${TOKEN}`]));
    expect([...remote.authorizations.keys()].sort()).toEqual([
      'controls.7.css',
      'mf-manifest.json',
      'mount.1234abcd.css',
      'release.json',
      'server/remoteEntry.js',
    ]);
  });

  it("without it, gets the remote's JSON 404, runs nothing, says why and keeps the browser-rendered header", async () => {
    remote.serverBuildToken = TOKEN;
    const { header, logged, details } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(logged).toContain('Could not load the header server build');
    expect(JSON.stringify(details)).toContain('server/remoteEntry.js answered 404');
    expect(header.status().release).toBeNull();
  });

  it('never runs an entry served as anything but JavaScript, even the signed one, nor parses a manifest served as anything but JSON', async () => {
    publish(`globalThis.__headerEntryRan = true;\n${containerSource('1')}`);
    remote.types.set('server/remoteEntry.js', 'application/json');
    const { header, logged, details } = renderer();
    expect(await header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect((globalThis as { __headerEntryRan?: boolean }).__headerEntryRan).toBeUndefined();
    expect(logged).toContain('Could not load the header server build');
    expect(JSON.stringify(details)).toContain(
      'server/remoteEntry.js is served as application/json, not text/javascript',
    );

    remote.types.clear();
    remote.types.set('mf-manifest.json', 'text/html');
    const again = renderer();
    expect(await again.header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(JSON.stringify(again.details)).toContain('mf-manifest.json is served as text/html, not application/json');
    delete (globalThis as { __headerEntryRan?: boolean }).__headerEntryRan;
  });
});

describe("what the page server's metrics are told (the host's /metrics, docs/operations.md)", () => {
  it('release loads and the release serving, refusals by reason, renders by outcome and fallbacks by reason', async () => {
    const { metrics, counted, serving } = countedMetrics();
    const { header } = renderer(0, undefined, metrics);
    await renderUntil(header, 'release 1');
    publish(containerSource('rogue'));
    remote.publish(generateKeyPairSync('ed25519').privateKey);
    // A page asks, which checks for the new release, and is served the last good one.
    await expect
      .poll(async () => {
        await header.render({ props: {} }, PAGE_DEADLINE_MS);
        return header.status().refused.signature;
      })
      .toBe(1);
    expect(counted('releaseLoaded')).toBe(1);
    expect(counted('refused:signature')).toBe(1);
    expect(serving()).toBe(header.status().release);
    expect(counted('rendered')).toBeGreaterThan(0);

    remote.files.delete('release.json');
    const down = countedMetrics();
    expect(await renderer(0, undefined, down.metrics).header.render({ props: {} }, PAGE_DEADLINE_MS)).toBeUndefined();
    expect(down.counted('fallback:no_release')).toBe(1);
    expect(down.counted('releaseLoadFailed')).toBeGreaterThan(0);
  });

  it('a render past its deadline as a fallback, once', async () => {
    publish(`module.exports = { init() {}, get() { return Promise.resolve(() => ({
      renderHeader: () => new Promise(() => {}),
      headerFragment: () => '',
    })); } };`);
    const { metrics, counted } = countedMetrics();
    expect(await renderer(0, undefined, metrics).header.render({ props: {} }, 200)).toBeUndefined();
    expect(counted('fallback:deadline')).toBe(1);
    expect(counted('rendered')).toBe(0);
  });
});
