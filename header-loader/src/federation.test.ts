import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION } from '@grocer/shared-contracts';
import { loadExpose } from './federation.ts';
import { loadHeader } from './load-header.ts';

/**
 * The page's real federation runtime loading the header, with the network faked at the network: the
 * manifests a test serves, and the header's origin, whose `remoteEntry.js` sets its container when a
 * script asks for it. Nothing else answers.
 */
const ORIGIN = 'https://header.fernleaf.example';
/** An origin nothing answers on: its fetches fail as a browser's do. */
const DOWN = 'https://down.fernleaf.example';
const manifests = new Map<string, unknown>();
const scriptsAsked: string[] = [];
const ran = globalThis as { manifestRan?: boolean } & Record<string, unknown>;

/** A browser manifest as the remote's build writes it (`publicPath: "auto"`), its `metaData` changed as a test says. */
function serveManifest(path: string, metaData: Record<string, unknown> = { publicPath: 'auto' }): string {
  const url = `${ORIGIN}/${path}/mf-manifest.json`;
  const globalName = `header_${path}`;
  const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  manifests.set(url, {
    id: 'header',
    name: 'header',
    metaData: {
      name: 'header',
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: '@grocer/header-remote' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName,
      pluginVersion: '2.9.2',
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [{ id: 'header:mount', name: 'mount', path: './mount', assets: noAssets }],
  });
  return url;
}

const scripts = new MutationObserver((records) => {
  for (const node of records.flatMap((record) => [...record.addedNodes])) {
    if (!(node instanceof HTMLScriptElement) || !node.src) continue;
    scriptsAsked.push(node.src);
    const { origin, pathname } = new URL(node.src);
    const globalName = /^\/(\w+)\/remoteEntry\.js$/.exec(pathname)?.[1];
    if (origin === ORIGIN && globalName) {
      ran[`header_${globalName}`] = {
        init: () => {},
        get: () => Promise.resolve(() => ({ mount: () => () => {}, contractVersion: CONTRACT_VERSION })),
      };
    }
    node.dispatchEvent(new Event(origin === ORIGIN && globalName ? 'load' : 'error'));
  }
});

beforeEach(() => {
  // The runtime's own lines: a refused manifest is logged as its error.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  scripts.observe(document.head, { childList: true });
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith(DOWN)) throw new TypeError('Failed to fetch');
    return manifests.has(url) ? Response.json(manifests.get(url)) : new Response('', { status: 404 });
  });
});
afterEach(() => {
  scripts.disconnect();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  manifests.clear();
  scriptsAsked.length = 0;
  delete ran.manifestRan;
});

describe("the header's manifest, read by the page's federation runtime", () => {
  // First in the file: a first attempt registers the remote only where none is yet (the runtime is the file's).
  it('fetches the manifest once for two exposes asked for at once, as the header and the footer are', async () => {
    const manifestUrl = serveManifest('together');
    const asked: string[] = [];
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string) => (asked.push(url), serve(url)));
    const [header, footer] = (await Promise.all([
      loadExpose(manifestUrl, 'mount', 0),
      loadExpose(manifestUrl, 'mount', 0),
    ])) as { mount?: unknown }[];
    expect([header?.mount, footer?.mount].map((mount) => typeof mount)).toEqual(['function', 'function']);
    expect(asked.filter((url) => url === manifestUrl)).toEqual([manifestUrl]);
    expect(scriptsAsked).toEqual([`${ORIGIN}/together/remoteEntry.js`]);
  });

  it('loads the header from the manifest’s own folder, as the remote’s build names it', async () => {
    const manifestUrl = serveManifest('good');
    const header = (await loadExpose(manifestUrl, 'mount', 1)) as { mount?: unknown };
    expect(header.mount).toBeTypeOf('function');
    expect(scriptsAsked).toEqual([`${ORIGIN}/good/remoteEntry.js`]);
  });

  it('never runs code the manifest names as its getPublicPath, and loads nothing from it', async () => {
    const manifestUrl = serveManifest('code', {
      getPublicPath: `globalThis.manifestRan = true; return '${ORIGIN}/code/'`,
    });
    await expect(loadExpose(manifestUrl, 'mount', 1)).rejects.toThrow(/getPublicPath/);
    expect(ran.manifestRan).toBeUndefined();
    expect(scriptsAsked).toEqual([]);
  });

  it('loads no entry from another origin than the manifest’s', async () => {
    const manifestUrl = serveManifest('elsewhere', { publicPath: 'https://cdn.elsewhere.example/elsewhere/' });
    await expect(loadExpose(manifestUrl, 'mount', 1)).rejects.toThrow(/another origin/);
    expect(scriptsAsked).toEqual([]);
  });
});

describe('a remote that cannot be reached, retried', () => {
  /**
   * Loads with `loadHeader`'s retries 10 ms apart until `attempts` have failed; every line the console got. From a
   * retry's number, as every test here forces its registration: the runtime is one for the whole file.
   */
  async function consoleLines(manifestUrl: string, attempts: number) {
    const failed: number[] = [];
    const stop = loadHeader<{ mount: () => void; contractVersion: string }>({
      manifestUrl,
      expose: 'mount',
      exports: ['mount'],
      onModule: () => {},
      firstAttempt: 1,
      delay: (attempt) => (failed.push(attempt), 10),
    });
    await vi.waitFor(() => expect(failed.length).toBeGreaterThanOrEqual(attempts));
    stop();
    const lines = (level: 'warn' | 'error') =>
      vi.mocked(console[level]).mock.calls.map((args) => args.map(String).join(' '));
    return { warnings: lines('warn'), errors: lines('error') };
  }

  it('its manifest cannot be fetched: one warning an attempt, the loader’s, and nothing from the runtime', async () => {
    const { warnings, errors } = await consoleLines(`${DOWN}/mf-manifest.json`, 3);
    expect(warnings.slice(0, 3)).toEqual(
      [2, 3, 4].map(
        (attempt) =>
          `[header-loader] No header yet (attempt ${attempt}): Failed to fetch. The page keeps its own header; retrying in 0.01 s.`,
      ),
    );
    expect(warnings.every((line) => line.startsWith('[header-loader] No header yet'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('its manifest answers and its entry does not load: still one warning an attempt', async () => {
    const manifestUrl = serveManifest('no/entry');
    const { warnings, errors } = await consoleLines(manifestUrl, 3);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(warnings.every((line) => line.startsWith('[header-loader] No header yet'))).toBe(true);
    expect(errors).toEqual([]);
    // Each attempt went back to the network for the manifest, and for the entry.
    expect(scriptsAsked.filter((src) => src === `${ORIGIN}/no/entry/remoteEntry.js`).length).toBeGreaterThanOrEqual(3);
  });
});
