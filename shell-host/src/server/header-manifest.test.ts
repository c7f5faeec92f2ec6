// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrationFiles, pageSharesFrom } from './header-manifest.ts';

const manifestUrl = 'https://header.example/releases/7/mf-manifest.json';
const none = { pageShares: new Set<string>(), hydrationChunks: [] };
const assets = (js: string[], css: string[] = []) => ({ js: { sync: js }, css: { sync: css } });

function answering(body: unknown): typeof fetch {
  return async () => Response.json(body);
}

describe("the remote's manifest, read for the files that bring a server-rendered header to life", () => {
  it('finds an entry kept in a folder of its own, beside the manifest', async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes: [{ name: 'mount', assets: assets(['mount.js'], ['mount.css']) }],
      shared: [],
    };
    const files = await hydrationFiles(manifestUrl, answering(manifest), none);
    expect(files.stylesheets).toEqual(['https://header.example/releases/7/mount.css']);
    expect(files.preloads.map(({ href }) => href)).toEqual([
      manifestUrl,
      'https://header.example/releases/7/entry/remoteEntry.js',
      'https://header.example/releases/7/mount.js',
    ]);
  });

  it("preloads the hydration chunks the remote names, found among the expose's lazy files, and no other lazy file", async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'mount',
          assets: {
            js: { sync: ['mount.js'], async: ['menu.1.js', 'server-state.0a1b2c3d.js', 'server-state-extra.2.js'] },
            css: { sync: [] },
          },
        },
      ],
      shared: [],
    };
    const files = await hydrationFiles(manifestUrl, answering(manifest), {
      pageShares: new Set(),
      hydrationChunks: ['server-state'],
    });
    expect(files.preloads.slice(3)).toEqual([
      { href: 'https://header.example/releases/7/server-state.0a1b2c3d.js', as: 'script', cors: true },
    ]);
  });

  it('refuses a manifest without the mount expose, or not shaped as the build writes it', async () => {
    const noMount = { metaData: { remoteEntry: { name: 'e.js', path: '' } }, exposes: [], shared: [] };
    await expect(hydrationFiles(manifestUrl, answering(noMount), none)).rejects.toThrow('has no mount expose');
    await expect(hydrationFiles(manifestUrl, answering({ exposes: 'mount' }), none)).rejects.toThrow();
  });

  it("reads the shared modules a page's own build provides from its manifest", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'host-manifest-'));
    const file = path.join(folder, 'mf-manifest.json');
    await writeFile(file, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }, { name: 'react-dom' }] }));
    expect(await pageSharesFrom(file)).toEqual(['react', 'react-dom']);
  });
});
