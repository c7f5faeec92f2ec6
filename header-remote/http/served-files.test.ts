// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { servedToBrowsers } from './served-files.ts';

describe('servedToBrowsers', () => {
  it('keeps source maps from browsers in production, and serves them in development', () => {
    for (const map of ['/main.0123abcd.js.map', '/server/remoteEntry.js.map', '/main.0123abcd.js.map.br']) {
      expect(servedToBrowsers(map, { production: true })).toBe(false);
      expect(servedToBrowsers(map, { production: false })).toBe(true);
    }
    expect(servedToBrowsers('/main.0123abcd.js', { production: true })).toBe(true);
    expect(servedToBrowsers('/mf-manifest.json', { production: true })).toBe(true);
  });
});
