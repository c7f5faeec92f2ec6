/**
 * A local npm registry for the page-team recipes: `npm publish` puts a package in it and `npm
 * install` reads it back, through the registry's own HTTP API (a package's document, its
 * tarballs), as a page team's install reads the company's registry. It holds only what was
 * published to it: a recipe app's `.npmrc` points the `@grocer` scope here, and every other
 * package comes from the npm registry the machine is set up with. In memory, on a free port.
 * (Verdaccio does not install from this machine's registry mirror: one of its dependencies asks
 * for `node-fetch@cjs`, a dist-tag the mirror does not carry.)
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Packument = {
  name: string;
  'dist-tags': Record<string, string>;
  versions: Record<string, { dist: { tarball: string } } & Record<string, unknown>>;
};
type Publication = Packument & { _attachments: Record<string, { data: string }> };

export type LocalRegistry = { readonly url: string; readonly close: () => Promise<void> };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startLocalRegistry(): Promise<LocalRegistry> {
  const packages = new Map<string, Packument>();
  const tarballs = new Map<string, Buffer>();
  let url = '';

  const server: Server = createServer(async (request, response) => {
    // `@grocer%2fheader-loader`, or `@grocer/header-loader/-/header-loader-1.0.0.tgz`
    const path = decodeURIComponent(new URL(request.url ?? '/', url).pathname.slice(1));
    if (request.method === 'PUT') {
      const publication = JSON.parse((await readBody(request)).toString('utf8')) as Publication;
      const known = packages.get(publication.name) ?? { name: publication.name, 'dist-tags': {}, versions: {} };
      for (const [version, manifest] of Object.entries(publication.versions)) {
        const file = `${publication.name}/-/${publication.name.split('/').pop()}-${version}.tgz`;
        const attachment = Object.values(publication._attachments)[0];
        if (!attachment) return void response.writeHead(400).end('{"error":"no tarball"}');
        tarballs.set(file, Buffer.from(attachment.data, 'base64'));
        known.versions[version] = { ...manifest, dist: { ...manifest.dist, tarball: `${url}${file}` } };
      }
      Object.assign(known['dist-tags'], publication['dist-tags']);
      packages.set(publication.name, known);
      return void response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
    const tarball = tarballs.get(path);
    if (tarball) return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball);
    const packument = packages.get(path);
    if (packument)
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument));
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
