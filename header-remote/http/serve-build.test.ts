// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from './serve-build.ts';

const TOKEN = 'a-server-build-token-of-32-chars!';
let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'remote-build-'));
  await mkdir(path.join(root, 'server'));
  await writeFile(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = {};');
  await writeFile(path.join(root, 'server', 'remoteEntry.js.br'), 'compressed');
  await writeFile(path.join(root, 'mf-manifest.json'), '{}');
});

async function remote(serverBuildToken: string | undefined) {
  const app = Fastify();
  await serveBuild(app, { root, production: true, serverBuildToken });
  return app;
}

describe("the remote's files over HTTP, in production", () => {
  it('gives the server build to the credential alone, whatever else a request says, and no shared cache keeps it', async () => {
    const app = await remote(TOKEN);
    const get = (headers: Record<string, string>, url = '/server/remoteEntry.js') => app.inject({ url, headers });
    expect((await get({})).statusCode).toBe(404);
    expect((await get({ 'sec-fetch-mode': 'no-cors' })).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${TOKEN.replace('!', '?')}` })).statusCode).toBe(404);
    expect((await get({ 'accept-encoding': 'br' })).statusCode).toBe(404);
    expect((await get({}, '/server/remoteEntry.js.br')).statusCode).toBe(404);
    const granted = await get({ authorization: `Bearer ${TOKEN}`, 'sec-fetch-mode': 'cors' });
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(granted.headers['cache-control']).toBe('private, no-cache');
    expect((await get({}, '/mf-manifest.json')).statusCode).toBe(200);
  });

  it('gives the server build to nobody without a token', async () => {
    const app = await remote(undefined);
    expect((await app.inject({ url: '/server/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
  });
});
