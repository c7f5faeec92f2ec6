import { describe, expect, it } from 'vitest';
import { served } from './served-files.ts';

describe("the host's build files a browser gets", () => {
  it('scripts and stylesheets, in development and in production', () => {
    for (const production of [false, true]) {
      expect(served('/main.1234abcd.js', { production })).toBe(true);
      expect(served('/420.8c8e0495.css.br', { production })).toBe(true);
    }
  });

  it('source maps only outside production, whichever copy is asked for', () => {
    expect(served('/main.1234abcd.js.map', { production: false })).toBe(true);
    for (const map of ['/main.1234abcd.js.map', '/main.1234abcd.js.map.br', '/main.1234abcd.js.map.gz?v=1']) {
      expect(served(map, { production: true })).toBe(false);
    }
  });

  it('never the page template, the server build or the federation manifest', () => {
    for (const production of [false, true]) {
      for (const file of ['/index.html', '/index.html.gz', '/server/render-page.cjs', '/mf-manifest.json']) {
        expect(served(file, { production })).toBe(false);
      }
    }
  });
});
