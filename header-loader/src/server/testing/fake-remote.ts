/**
 * A stand-in remote origin for the host's tests: it serves whatever `files` holds (its browser
 * manifest, its server entry, stylesheets) and the release.json that `publish` signs over them, as
 * the remote's build does (header-remote/release/), each with its type. A test publishes a release
 * with the host's key, or a rogue one, and may change a file after publishing it, as an attacker
 * with the origin's storage would, or serve it as another type. With `serverBuildToken` set, the
 * server build (`server/`) goes only to its credential, and anyone else gets the remote's JSON 404.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RELEASE_MANIFEST_FILE, sha256, signRelease } from '@grocer/shared-contracts/release-manifest';

/** The key pair of the remote's build: the host under test trusts its public half. */
export const releaseKey = generateKeyPairSync('ed25519');
/** Its public half as a page server is given it (HEADER_RELEASE_PUBLIC_KEY): base64 DER. */
export const releaseKeyText = releaseKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** What the host reads of a release: the release manifest signs these. */
const SIGNED = /^(server\/remoteEntry\.js|mf-manifest\.json|.*\.css)$/;

export type FakeRemote = {
  readonly origin: string;
  readonly manifestUrl: string;
  /** The files served, by path; change one after `publish` to serve a file the release did not sign. */
  readonly files: Map<string, string>;
  /** How many times each path was asked for. */
  readonly asked: Map<string, number>;
  /** The Authorization header each path was last asked with ('' for none). */
  readonly authorizations: Map<string, string>;
  /** The type a path is served as, instead of its extension's. */
  readonly types: Map<string, string>;
  /** When set, the server build goes only to `Authorization: Bearer <serverBuildToken>`, as the remote's does. */
  serverBuildToken: string | undefined;
  /** Signs the files served now as a release, with `key` (the build's unless a test says otherwise). */
  publish: (key?: KeyObject) => void;
  /**
   * Serves and signs the smallest release the host runs: a server entry whose `renderHeader` and
   * `headerFragment` are the given source text, and a manifest with only the `mount` expose.
   */
  publishServerBuild: (renderHeader: string, headerFragment?: string) => void;
  /** Sends each answer with a new ETag, as two instances of the remote behind one name disagree. */
  flapEtags: boolean;
  close: () => Promise<void>;
};

export async function startFakeRemote(): Promise<FakeRemote> {
  const files = new Map<string, string>();
  const asked = new Map<string, number>();
  const authorizations = new Map<string, string>();
  const types = new Map<string, string>();
  let etag = 0;
  /** When the last release was signed: each is signed later, as the remote's builds are. */
  let signedAt = 0;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://remote').pathname.slice(1);
    asked.set(path, (asked.get(path) ?? 0) + 1);
    authorizations.set(path, request.headers.authorization ?? '');
    const body = files.get(path);
    const refused =
      remote.serverBuildToken !== undefined &&
      path.startsWith('server/') &&
      request.headers.authorization !== `Bearer ${remote.serverBuildToken}`;
    if (body === undefined || refused) {
      return void response
        .writeHead(404, { 'content-type': TYPES.json })
        .end(JSON.stringify({ message: `Route GET:/${path} not found`, error: 'Not Found', statusCode: 404 }));
    }
    if (remote.flapEtags) response.setHeader('etag', `"${(etag += 1)}"`);
    response.setHeader('content-type', types.get(path) ?? TYPES[path.split('.').pop() ?? ''] ?? 'text/plain');
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const remote: FakeRemote = {
    origin,
    manifestUrl: `${origin}/mf-manifest.json`,
    files,
    asked,
    authorizations,
    types,
    serverBuildToken: undefined,
    flapEtags: false,
    publish(key = releaseKey.privateKey) {
      const signed = [...files].filter(([path]) => SIGNED.test(path)).map(([path, body]) => [path, sha256(body)]);
      signedAt = Math.max(Date.now(), signedAt + 1);
      const manifest = { builtAt: new Date(signedAt).toISOString(), files: Object.fromEntries(signed) };
      files.set(RELEASE_MANIFEST_FILE, signRelease(manifest, key));
    },
    publishServerBuild(renderHeader, headerFragment = '(rendered) => rendered.html') {
      files.set(
        'server/remoteEntry.js',
        `module.exports = { init() {}, get() { return Promise.resolve(() => ({
          renderHeader: ${renderHeader},
          headerFragment: ${headerFragment},
        })); } };`,
      );
      files.set(
        'mf-manifest.json',
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'mount', assets: { js: { sync: ['mount.js'] }, css: { sync: [] } } }],
          shared: [],
        }),
      );
      remote.publish();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return remote;
}
