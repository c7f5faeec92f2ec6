/** Serves a built static site (Storybook's) for the browser tests: `node static-server.ts <dir> <port>`. */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = '.', port = '6106'] = process.argv.slice(2);
const root = path.resolve(dir);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://static');
  const file = path.join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
  // The header's links point at the site's pages, which a story does not have; the header prefetches a
  // link a pointer or focus rests on (spec section 9), so those answer 204 rather than a 404 error.
  if (pathname.startsWith('/ecom/')) {
    response.writeHead(204).end();
    return;
  }
  if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    response.writeHead(pathname === '/health' ? 200 : 404).end(pathname === '/health' ? 'ok' : 'not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
