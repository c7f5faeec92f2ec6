// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fetchRemoteManifest, MAX_MANIFEST_BYTES, pageSharesFrom } from './header-manifest.ts';

const manifestUrl = 'https://header.example/releases/7/mf-manifest.json';
const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'mount', assets: assets(['mount.js'], ['mount.css']) }],
  shared: [{ name: 'react', assets: assets(['react.js']) }],
};

describe("the remote's manifest, fetched for the files that bring a server-rendered header to life", () => {
  it('is read as the build wrote it', async () => {
    expect(await fetchRemoteManifest(manifestUrl, async () => Response.json(manifest))).toEqual(manifest);
  });

  it('refuses a manifest the remote does not serve, or one not shaped as its build writes it', async () => {
    const down = async () => new Response('', { status: 503 });
    await expect(fetchRemoteManifest(manifestUrl, down)).rejects.toThrow('answered 503');
    await expect(fetchRemoteManifest(manifestUrl, async () => Response.json({ exposes: 'mount' }))).rejects.toThrow();
  });

  it('refuses a manifest not served as JSON before parsing it', async () => {
    const page = async () => new Response(JSON.stringify(manifest), { headers: { 'content-type': 'text/html' } });
    await expect(fetchRemoteManifest(manifestUrl, page)).rejects.toThrow(
      'is served as text/html, not application/json',
    );
  });

  it('refuses a manifest past its size before parsing it, whether it says its length or not', async () => {
    const big = JSON.stringify({ ...manifest, padding: 'x'.repeat(MAX_MANIFEST_BYTES) });
    const declared = async () =>
      new Response(big, { headers: { 'content-type': 'application/json', 'content-length': String(big.length) } });
    await expect(fetchRemoteManifest(manifestUrl, declared)).rejects.toThrow(`is over ${MAX_MANIFEST_BYTES} bytes`);
    const streamed = async () =>
      new Response(new Blob([big]).stream(), { headers: { 'content-type': 'application/json' } });
    await expect(fetchRemoteManifest(manifestUrl, streamed)).rejects.toThrow(`is over ${MAX_MANIFEST_BYTES} bytes`);
  });

  it("reads the shared modules a page's own build provides from its manifest", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'host-manifest-'));
    const file = path.join(folder, 'mf-manifest.json');
    await writeFile(file, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }, { name: 'react-dom' }] }));
    expect(await pageSharesFrom(file)).toEqual(['react', 'react-dom']);
  });
});
