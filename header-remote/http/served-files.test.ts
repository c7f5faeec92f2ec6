// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { served } from './served-files.ts';

describe('served', () => {
  const production = { production: true, fromBrowser: true };

  it('keeps source maps from everyone in production, and serves them in development', () => {
    for (const map of ['/main.0123abcd.js.map', '/server/remoteEntry.js.map', '/main.0123abcd.js.map.br']) {
      expect(served(map, production)).toBe(false);
      expect(served(map, { production: true, fromBrowser: false })).toBe(false);
      expect(served(map, { production: false, fromBrowser: true })).toBe(true);
    }
  });

  it('serves the server build to hosts’ servers, never to browsers, in production', () => {
    expect(served('/server/remoteEntry.js', production)).toBe(false);
    expect(served('/server/remoteEntry.js', { production: true, fromBrowser: false })).toBe(true);
    expect(served('/server/remoteEntry.js', { production: false, fromBrowser: true })).toBe(true);
  });

  it('serves the browser build and the manifests to everyone', () => {
    for (const file of ['/main.0123abcd.js', '/mf-manifest.json', '/release.json', '/standalone.js']) {
      expect(served(file, production)).toBe(true);
    }
  });
});
