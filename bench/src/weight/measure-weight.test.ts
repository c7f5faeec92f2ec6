import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureWeight, weightFigures } from './measure-weight.ts';
import { encodeVlq } from './source-map-bytes.ts';

const RUNTIME =
  'webpack://header/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js';
const OWN = 'webpack://header/./src/app/header.tsx';
const MOUNT = 'webpack://header/./src/expose/mount.tsx';
const REACT = 'webpack://header/../node_modules/.pnpm/react@19.3.0/node_modules/react/index.js';

/** A one-line file whose first `split` characters come from `first` and the rest from `second`. */
function mapped(dir: string, file: string, code: string, split: number, first: string, second: string): void {
  writeFileSync(path.join(dir, file), code);
  const mappings = `${encodeVlq([0, 0, 0, 0])},${encodeVlq([split, 1, 0, 0])}`;
  writeFileSync(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources: [first, second], mappings }));
}

/** A fake remote build: an entry (runtime + own code), the two exposes, shared jotai and contracts' zod, and a React fallback copy. */
function fakeBuilds(): { remoteDist: string; hostDist: string } {
  const remoteDist = mkdtempSync(path.join(tmpdir(), 'bench-remote-'));
  const hostDist = mkdtempSync(path.join(tmpdir(), 'bench-host-'));
  const assets = (sync: string[], css: string[] = [], async: string[] = [], asyncCss: string[] = []) => ({
    js: { sync, async },
    css: { sync: css, async: asyncCss },
  });
  writeFileSync(
    path.join(remoteDist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        // ./Header is what the browser renders with no server header; ./mount hydrates the server's.
        { path: './Header', assets: assets(['header.js'], ['header.css']) },
        {
          path: './mount',
          assets: assets(
            ['header.js', 'mount.js'],
            ['mount.css'],
            ['lazy.js', 'header-live.4567cdef.js'],
            ['lazy.css', 'header-live.4567cdef.css'],
          ),
        },
      ],
      shared: [
        { name: 'jotai', assets: assets(['jotai.js']) },
        { name: '@grocer/shared-contracts/zod', assets: assets(['contracts-zod.js']) },
        { name: 'react', assets: assets(['react.js']) },
      ],
    }),
  );
  mapped(remoteDist, 'remoteEntry.js', 'R'.repeat(600) + 'own();'.repeat(50), 600, RUNTIME, OWN);
  mapped(remoteDist, 'header.js', 'header();'.repeat(40), 0, OWN, OWN);
  mapped(remoteDist, 'mount.js', 'hydrate();'.repeat(10), 0, MOUNT, MOUNT);
  writeFileSync(path.join(remoteDist, 'mount.css'), '.header{display:flex}'.repeat(5));
  writeFileSync(path.join(remoteDist, 'header.css'), '.header{display:flex}'.repeat(5));
  writeFileSync(path.join(remoteDist, 'header-live.4567cdef.css'), '.account{display:flex}'.repeat(5));
  writeFileSync(path.join(remoteDist, 'lazy.css'), '.menu{display:grid}'.repeat(5));
  mapped(remoteDist, 'header-live.4567cdef.js', 'controls();'.repeat(20), 0, OWN, OWN);
  writeFileSync(path.join(remoteDist, 'jotai.js'), 'atom();'.repeat(30));
  writeFileSync(path.join(remoteDist, 'contracts-zod.js'), 'object();'.repeat(30));
  mapped(remoteDist, 'react.js', 'react();'.repeat(80), 0, REACT, REACT);
  mapped(remoteDist, 'lazy.js', 'lazy();'.repeat(20), 0, OWN, OWN);
  writeFileSync(path.join(remoteDist, 'lazy.js.LICENSE.txt'), 'licence');
  mapped(hostDist, 'main.js', 'R'.repeat(300) + 'host();'.repeat(10), 300, RUNTIME, OWN);
  return { remoteDist, hostDist };
}

describe('weighing the builds', () => {
  const dirs = fakeBuilds();
  const report = measureWeight(dirs);

  it('takes the critical path from the manifest: the hydrating ./mount expose’s JS and CSS, the header’s stylesheet (not its code, nor jotai, nor the contracts’ zod), React left to the host', () => {
    expect(report.remoteCritical.files.map((file) => [file.file, file.why])).toEqual([
      ['remoteEntry.js', 'federation runtime and container'],
      ['header.js', './mount expose'],
      ['mount.js', './mount expose'],
      ['mount.css', './mount expose'],
      ['header-live.4567cdef.css', "./mount: the header's stylesheet (its code loads on intent)"],
    ]);
    expect(report.remoteReactFallback.files.map((file) => file.file)).toEqual(['react.js']);
  });

  it('leaves the contracts’ zod to a host that validates with the contracts, as it leaves React', () => {
    expect(report.remoteCriticalOnContractsHost.files.map((file) => file.file)).toEqual([
      'remoteEntry.js',
      'header.js',
      'mount.js',
      'mount.css',
      'header-live.4567cdef.css',
    ]);
  });

  it('counts every JavaScript file of the remote as something it can load, licences and maps not', () => {
    expect(report.remoteEverything.files.map((file) => file.file)).toEqual([
      'contracts-zod.js',
      'header-live.4567cdef.css',
      'header-live.4567cdef.js',
      'header.css',
      'header.js',
      'jotai.js',
      'lazy.css',
      'lazy.js',
      'mount.css',
      'mount.js',
      'react.js',
      'remoteEntry.js',
    ]);
  });

  it('sums each file’s exact gzip size, as each travels on its own', () => {
    const entry = report.remoteCritical.files[0];
    expect(entry?.sizes.gzip).toBe(gzipSync('R'.repeat(600) + 'own();'.repeat(50), { level: 9 }).length);
    expect(report.remoteCritical.total.gzip).toBe(
      report.remoteCritical.files.reduce((sum, file) => sum + file.sizes.gzip, 0),
    );
    expect(report.remoteCritical.total.brotli).toBeGreaterThan(0);
  });

  it('finds the federation runtime’s bytes through the source maps, in the remote and in the host', () => {
    expect(report.remoteCritical.federationRuntime.raw).toBe(600);
    expect(report.hostJs.federationRuntime.raw).toBe(300);
    expect(report.remoteReactFallback.federationRuntime.raw).toBe(0);
    expect(report.remoteCritical.contributors).toContainEqual({ name: 'Module Federation runtime', raw: 600 });
    expect(report.remoteCritical.contributors[0]).toEqual({ name: 'src/app', raw: 300 + 360 });
    expect(report.remoteCritical.contributors).toContainEqual({ name: 'src/expose', raw: 100 });
    expect(report.remoteCritical.contributors.map((entry) => entry.name)).toContain('(no source map) mount.css');
    expect(report.remoteEverything.contributors.map((entry) => entry.name)).toContain(
      '(no source map) contracts-zod.js',
    );
  });

  it('names a figure for every budgeted number', () => {
    expect(Object.keys(weightFigures(report)).sort()).toEqual([
      'hostJs.brotli',
      'hostJs.federationRuntime.brotli',
      'hostJs.federationRuntime.gzip',
      'hostJs.gzip',
      'remoteCritical.brotli',
      'remoteCritical.federationRuntime.brotli',
      'remoteCritical.federationRuntime.gzip',
      'remoteCritical.gzip',
      'remoteCriticalOnContractsHost.brotli',
      'remoteCriticalOnContractsHost.gzip',
      'remoteEverything.brotli',
      'remoteEverything.federationRuntime.brotli',
      'remoteEverything.federationRuntime.gzip',
      'remoteEverything.gzip',
      'remoteReactFallback.brotli',
      'remoteReactFallback.gzip',
    ]);
  });
});
