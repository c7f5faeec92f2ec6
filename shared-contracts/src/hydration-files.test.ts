import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hydrationFiles, preloadTag, RemoteManifest, stylesheetTag } from './hydration-files.ts';

const manifestUrl = 'https://header.example/releases/7/mf-manifest.json';
const at = (file: string) => `https://header.example/releases/7/${file}`;
const assets = (sync: string[], css: string[] = [], async: string[] = [], asyncCss: string[] = []) => ({
  js: { sync, async },
  css: { sync: css, async: asyncCss },
});

/** A manifest as the remote's build writes it (trimmed to what is read). */
const manifest = RemoteManifest.parse({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Header', assets: assets(['header.js'], ['header.css']) },
    {
      name: 'mount',
      assets: assets(
        ['1.js', 'mount.js'],
        ['mount.css'],
        ['menu.2.js', 'server-state.3.js', 'header-controls.4.js'],
        ['menu.2.css', 'header-controls.4.css'],
      ),
    },
  ],
  shared: [
    { name: 'react', assets: assets(['react.js']) },
    { name: 'react-dom', assets: assets(['react-dom.js']) },
    { name: 'jotai', assets: assets(['jotai.js']) },
  ],
});

describe("a remote's manifest, read for the files that bring a server-rendered header to life", () => {
  it("for a federation host: the manifest and the shared modules the page lacks too; the entry and the expose's chunks without CORS", () => {
    const files = hydrationFiles(manifest, manifestUrl, {
      loader: 'federation-runtime',
      pageShares: new Set(['react', 'react-dom']),
      hydrationChunks: ['server-state'],
    });
    expect(files.stylesheets).toEqual([at('mount.css')]);
    expect(files.preloads).toEqual([
      { href: manifestUrl, as: 'fetch', cors: true },
      { href: at('remoteEntry.js'), as: 'script', cors: false },
      { href: at('1.js'), as: 'script', cors: false },
      { href: at('mount.js'), as: 'script', cors: false },
      { href: at('server-state.3.js'), as: 'script', cors: true },
      { href: at('jotai.js'), as: 'script', cors: true },
    ]);
  });

  it("for the standalone script: no manifest, every shared module, and webpack's chunks with CORS", () => {
    const files = hydrationFiles(manifest, manifestUrl, { loader: 'standalone', hydrationChunks: ['server-state'] });
    expect(files.preloads.map(({ href, cors }) => [href.replace(at(''), ''), cors])).toEqual([
      ['remoteEntry.js', false],
      ['1.js', true],
      ['mount.js', true],
      ['server-state.3.js', true],
      ['react.js', true],
      ['react-dom.js', true],
      ['jotai.js', true],
    ]);
  });

  it('links the stylesheets of the chunks the remote names, whose markup the first HTML has before their code, and preloads none of their code', () => {
    const files = hydrationFiles(manifest, manifestUrl, {
      loader: 'federation-runtime',
      hydrationChunks: ['server-state'],
      stylesheetChunks: ['header-controls'],
    });
    expect(files.stylesheets).toEqual([at('mount.css'), at('header-controls.4.css')]);
    expect(files.preloads.map(({ href }) => href)).not.toContain(at('header-controls.4.js'));
    expect(hydrationFiles(manifest, manifestUrl, { loader: 'standalone' }).stylesheets).toEqual([at('mount.css')]);
  });

  it('preloads only the shared modules the remote says its hydration loads, when it says; every one when it does not', () => {
    for (const loader of ['federation-runtime', 'standalone'] as const) {
      const files = (hydrationShares?: readonly string[]) =>
        hydrationFiles(manifest, manifestUrl, { loader, hydrationShares }).preloads.map(({ href }) => href);
      expect(files(['react', 'react-dom'])).not.toContain(at('jotai.js'));
      expect(files(undefined)).toContain(at('jotai.js'));
      expect(files([])).not.toContain(at('react.js'));
    }
    const saidReact = hydrationFiles(manifest, manifestUrl, {
      loader: 'standalone',
      hydrationShares: ['react', 'react-dom'],
    });
    expect(saidReact.preloads.map(({ href }) => href)).toEqual(
      ['remoteEntry.js', '1.js', 'mount.js', 'react.js', 'react-dom.js'].map(at),
    );
  });

  it('finds an entry kept in a folder of its own, and preloads no lazy file the remote did not name', () => {
    const inFolder = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    const hrefs = hydrationFiles(inFolder, manifestUrl, { loader: 'standalone' }).preloads.map(({ href }) => href);
    expect(hrefs[0]).toBe(at('entry/remoteEntry.js'));
    expect(hrefs).not.toContain(at('server-state.3.js'));
    expect(hrefs).not.toContain(at('menu.2.js'));
  });

  it('refuses a manifest without the mount expose, and the parser one not shaped as the build writes it', () => {
    const noMount = { ...manifest, exposes: [] };
    expect(() => hydrationFiles(noMount, manifestUrl, { loader: 'standalone' })).toThrow('has no mount expose');
    expect(RemoteManifest.safeParse({ exposes: 'mount' }).success).toBe(false);
  });

  it("names each file once, under the manifest's address, and never a module the page provides", () => {
    const fileName = fc.stringMatching(/^[a-z0-9-]{1,12}\.js$/);
    const shared = fc.array(
      fc.record({ name: fc.constantFrom('react', 'jotai', 'zod', 'dom'), files: fc.array(fileName, { maxLength: 3 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(
        fc.array(fileName, { maxLength: 4 }),
        shared,
        fc.subarray(['react', 'jotai', 'zod', 'dom']),
        (sync, modules, provided) => {
          const generated = {
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [{ name: 'mount', assets: assets(sync) }],
            shared: modules.map(({ name, files }) => ({ name, assets: assets(files) })),
          };
          const pageShares = new Set(provided);
          const { preloads } = hydrationFiles(generated, manifestUrl, { loader: 'federation-runtime', pageShares });
          const hrefs = preloads.map(({ href }) => href);
          expect(new Set(hrefs).size).toBe(hrefs.length);
          for (const href of hrefs) expect(href.startsWith('https://header.example/releases/7/')).toBe(true);
          const onlyProvided = modules
            .filter(({ name }) => pageShares.has(name))
            .flatMap(({ files }) => files)
            .filter(
              (file) => !sync.includes(file) && !modules.some((m) => !pageShares.has(m.name) && m.files.includes(file)),
            );
          for (const file of onlyProvided) expect(hrefs).not.toContain(at(file));
        },
      ),
    );
  });
});

describe('the tags a page puts them in', () => {
  it('write a preload in its CORS mode, and a stylesheet with CORS, with the page nonce when there is one', () => {
    expect(preloadTag({ href: at('remoteEntry.js'), as: 'script', cors: false }, 'n0nce')).toBe(
      `<link rel="preload" as="script" href="${at('remoteEntry.js')}" nonce="n0nce" />`,
    );
    expect(preloadTag({ href: manifestUrl, as: 'fetch', cors: true })).toBe(
      `<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous" />`,
    );
    expect(stylesheetTag(at('mount.css'), 'n0nce')).toBe(
      `<link rel="stylesheet" href="${at('mount.css')}" crossorigin="anonymous" nonce="n0nce" />`,
    );
  });

  it('keep an address inside its attribute', () => {
    const tags = [
      preloadTag({ href: 'http://remote/a.js"><script>', as: 'script', cors: true }, 'n'),
      stylesheetTag('http://remote/a.css"><script>'),
    ];
    for (const tag of tags) {
      expect(tag).toContain('&quot;>&lt;script>"');
      expect(tag).not.toContain('<script>');
    }
  });
});
