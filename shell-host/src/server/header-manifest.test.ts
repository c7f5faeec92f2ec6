// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrationFiles, pageSharesFrom } from './header-manifest.ts';

const manifestUrl = 'https://header.example/releases/7/mf-manifest.json';
const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'mount', assets: assets(['mount.js'], ['mount.css']) }],
  shared: [{ name: 'react', assets: assets(['react.js']) }],
};
const options = { pageShares: new Set(['react']), hydrationChunks: [] };

describe("the remote's manifest, fetched for the files that bring a server-rendered header to life", () => {
  it("names them as this host's federation runtime will ask for them, the manifest first", async () => {
    const files = await hydrationFiles(manifestUrl, async () => Response.json(manifest), options);
    expect(files.stylesheets).toEqual(['https://header.example/releases/7/mount.css']);
    expect(files.preloads).toEqual([
      { href: manifestUrl, as: 'fetch', cors: true },
      { href: 'https://header.example/releases/7/remoteEntry.js', as: 'script', cors: false },
      { href: 'https://header.example/releases/7/mount.js', as: 'script', cors: false },
    ]);
  });

  it('refuses a manifest the remote does not serve, or one not shaped as its build writes it', async () => {
    const down = async () => new Response('', { status: 503 });
    await expect(hydrationFiles(manifestUrl, down, options)).rejects.toThrow('answered 503');
    await expect(
      hydrationFiles(manifestUrl, async () => Response.json({ exposes: 'mount' }), options),
    ).rejects.toThrow();
  });

  it("reads the shared modules a page's own build provides from its manifest", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'host-manifest-'));
    const file = path.join(folder, 'mf-manifest.json');
    await writeFile(file, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }, { name: 'react-dom' }] }));
    expect(await pageSharesFrom(file)).toEqual(['react', 'react-dom']);
  });
});
