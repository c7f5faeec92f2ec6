/**
 * The smallest remote a host runs, on a free port of localhost: a server entry whose `header/server`
 * renders with the given `renderHeader` (source text), a browser manifest with the `mount` expose
 * only, and the release.json over both, signed with the development key the suite's hosts trust. A
 * release that is genuine and proven, and misbehaves only as its render is written to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVELOPMENT_RELEASE_PRIVATE_KEY } from '@grocer/shared-contracts/development-release-key';
import {
  RELEASE_MANIFEST_FILE,
  releasePrivateKey,
  sha256,
  signRelease,
} from '@grocer/shared-contracts/release-manifest';

export type SignedRemote = { readonly manifestUrl: string; readonly close: () => Promise<void> };

export async function signedRemote(renderHeader: string): Promise<SignedRemote> {
  const files = new Map<string, string>([
    [
      'server/remoteEntry.js',
      `module.exports = { init() {}, get() { return Promise.resolve(() => ({
        renderHeader: ${renderHeader},
        headerFragment: (rendered) => '<div data-header-ssr="">' + rendered.html + '</div>',
      })); } };`,
    ],
    [
      'mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'mount', assets: { js: { sync: ['mount.js'] }, css: { sync: [] } } }],
        shared: [],
      }),
    ],
  ]);
  const signed = Object.fromEntries([...files].map(([path, body]) => [path, sha256(body)]));
  const manifest = { builtAt: new Date().toISOString(), files: signed };
  files.set(RELEASE_MANIFEST_FILE, signRelease(manifest, releasePrivateKey(DEVELOPMENT_RELEASE_PRIVATE_KEY)));

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://remote').pathname.slice(1);
    const body = files.get(path);
    if (body === undefined) return void response.writeHead(404).end();
    const type = path.endsWith('.js') ? 'text/javascript' : 'application/json';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
