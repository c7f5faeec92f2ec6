import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from './page-security.ts';
import { hostStyles, stylesheetDelivery, withHostStyles } from './stylesheet-delivery.ts';

describe('how a page carries its stylesheets', () => {
  const ownPage = (pathname: string) => pathname.startsWith('/ecom');
  const fromPage = (referer: string | undefined, site = 'same-origin', mode = 'navigate') =>
    stylesheetDelivery({ 'sec-fetch-site': site, 'sec-fetch-mode': mode, referer }, ownPage);

  it('links them on a page reached from one of this host’s pages, which had them', () => {
    expect(fromPage('https://shop.test/ecom/shop/browse/groceries?page=2')).toBe('linked');
  });

  it('inlines them on a first visit, from another site or another app of the origin, from a typed address, or when the browser does not say', () => {
    for (const site of ['none', 'cross-site', 'same-site']) {
      expect(fromPage('https://shop.test/ecom', site)).toBe('inline');
    }
    expect(stylesheetDelivery({ 'sec-fetch-mode': 'navigate', referer: 'https://shop.test/ecom' }, ownPage)).toBe(
      'inline',
    );
    expect(stylesheetDelivery({}, ownPage)).toBe('inline');
    // Another team's app on the same origin: its pages never had this host's sheets.
    expect(fromPage('https://shop.test/recipes/pasta')).toBe('inline');
    // No referrer, or one that is no address.
    expect(fromPage(undefined)).toBe('inline');
    expect(fromPage('not a url')).toBe('inline');
    // A same-origin fetch of the page by script is no navigation: nothing says the sheets are cached.
    expect(fromPage('https://shop.test/ecom', 'same-origin', 'cors')).toBe('inline');
  });

  it('writes the host’s own sheets both ways, from its build’s CSS files, with the page’s nonce', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'host-styles-'));
    writeFileSync(path.join(dist, 'main.0123abcd.css'), 'a{content:"</style>"}');
    writeFileSync(path.join(dist, 'main.0123abcd.css.br'), 'compressed');
    writeFileSync(path.join(dist, 'main.js'), '');
    const styles = await hostStyles(dist);
    expect(styles.inline).toBe(
      `<style nonce="${NONCE_PLACEHOLDER}" data-href="main.0123abcd.css">a{content:"<\\/style>"}</style>`,
    );
    expect(styles.linked).toBe(
      `<link rel="stylesheet" href="/main.0123abcd.css" data-href="main.0123abcd.css" nonce="${NONCE_PLACEHOLDER}" />`,
    );
  });

  it('puts them in the template’s place for them, minified or not, and refuses a template without one', () => {
    expect(withHostStyles('<head><meta name=host-styles></head>', '<style>$&</style>')).toBe(
      '<head><style>$&</style></head>',
    );
    expect(withHostStyles('<head><meta name="host-styles" /></head>', '')).toBe('<head></head>');
    expect(() => withHostStyles('<head></head>', '')).toThrow(/host-styles/);
  });
});
