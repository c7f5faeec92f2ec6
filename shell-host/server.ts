/**
 * Serves the built host (dist/) and its /ecom pages. Each page is the same
 * index.html with runtime configuration written into a JSON script tag, so
 * one build can point at any remote or services deployment:
 *   HEADER_MANIFEST_URL (default http://localhost:3001/mf-manifest.json)
 *   SERVICES_URL        (default http://localhost:4000)
 *   CLIENT_LOGGING      ("true" turns on the header's console logging)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { findPage } from './src/pages/routes.ts';
import { ShellConfig } from './src/app/shell-config.ts';

const port = Number(process.env.HOST_PORT ?? 3000);
const listenHost = process.env.HOST_HOST ?? '127.0.0.1';
const root = path.join(import.meta.dirname, 'dist');

const config = ShellConfig.parse({
  headerManifestUrl:
    process.env.HEADER_MANIFEST_URL ?? `http://localhost:${process.env.REMOTE_PORT ?? 3001}/mf-manifest.json`,
  servicesUrl: process.env.SERVICES_URL ?? `http://localhost:${process.env.SERVICES_PORT ?? 4000}`,
  clientLogging: process.env.CLIENT_LOGGING === 'true',
});
// "<" is escaped so no value can close the script tag.
const configJson = JSON.stringify(config).replaceAll('<', '\\u003c');
const page = (await readFile(path.join(root, 'index.html'), 'utf8')).replace('__SHELL_CONFIG__', configJson);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await app.register(fastifyStatic, {
  root,
  // The build writes Brotli and gzip copies; the one the browser accepts is sent.
  preCompressed: true,
  index: false,
  wildcard: false,
  setHeaders: (reply, filePath) => {
    reply.header(
      'cache-control',
      /\.[0-9a-f]{8}\.js/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});
app.get('/health', async () => ({ status: 'ok' }));
app.get('/*', async (request, reply) => {
  const { pathname } = new URL(request.url, 'http://host');
  if (pathname === '/') return reply.redirect('/ecom');
  return reply
    .code(findPage(pathname) ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(page);
});

await app.listen({ port, host: listenHost });
console.log(`shell host: http://localhost:${port}/ecom (header from ${config.headerManifestUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
