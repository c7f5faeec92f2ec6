// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { served, type ServedTo } from './served-files.ts';

const TOKEN = 'a-server-build-token-of-32-chars!';
const ENTRY = '/server/remoteEntry.js';

/**
 * A request's credential, on a remote with the token set or without one. A browser-like request (it
 * says `Sec-Fetch-Mode`, which served() never reads) and a curl-like one alike send none.
 */
const withToken = (production: boolean, authorization?: string): ServedTo => ({
  production,
  serverBuildToken: TOKEN,
  authorization,
});
const withoutToken = (production: boolean, authorization?: string): ServedTo => ({
  production,
  serverBuildToken: undefined,
  authorization,
});

describe('served', () => {
  it('keeps source maps from everyone in production, the credential’s holder too, and serves them in development', () => {
    for (const map of ['/main.0123abcd.js.map', '/main.0123abcd.js.map.br', '/standalone.js.map.gz']) {
      expect(served(map, withToken(true))).toBe(false);
      expect(served(map, withToken(true, `Bearer ${TOKEN}`))).toBe(false);
      expect(served(map, withToken(false))).toBe(true);
    }
    expect(served('/server/remoteEntry.js.map', withToken(true, `Bearer ${TOKEN}`))).toBe(false);
  });

  it('serves the server build only with its credential, to a browser-like or a curl-like request alike', () => {
    for (const production of [true, false]) {
      expect(served(ENTRY, withToken(production))).toBe(false);
      expect(served(ENTRY, withToken(production, `Bearer ${TOKEN}`))).toBe(true);
      expect(served(`${ENTRY}?v=1`, withToken(production, `Bearer ${TOKEN}`))).toBe(true);
    }
  });

  it('refuses a wrong token, a token one character short or long, and the token without its scheme', () => {
    for (const authorization of [
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}!`,
      TOKEN,
      `Basic ${TOKEN}`,
      '',
    ]) {
      expect(served(ENTRY, withToken(true, authorization))).toBe(false);
    }
  });

  it('without a token, serves the server build to anyone in development and to nobody in production', () => {
    expect(served(ENTRY, withoutToken(false))).toBe(true);
    expect(served(ENTRY, withoutToken(true))).toBe(false);
    expect(served(ENTRY, withoutToken(true, 'Bearer '))).toBe(false);
  });

  it('serves the browser build and the manifests to everyone', () => {
    for (const file of [
      '/main.0123abcd.js',
      '/mf-manifest.json',
      '/release.json',
      '/standalone.js',
      '/remoteEntry.js',
    ]) {
      expect(served(file, withToken(true))).toBe(true);
      expect(served(file, withoutToken(true))).toBe(true);
    }
  });
});
