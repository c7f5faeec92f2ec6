import { describe, expect, it } from 'vitest';
import { withHeader } from './page-header.ts';
import { pageText, splitPage } from './page-parts.ts';

const page = {
  parts: splitPage('<head></head><body><div id="header-slot">__HEADER__</div></body>'),
  headers: {},
  nonce: 'n0nce',
};

const mount = { href: 'http://remote/mount.css', css: '.bar{color:green}' };

describe('the page with its server-rendered header', () => {
  it('puts the fragment in the slot after its stylesheets, inlined with the nonce and marked with their address', () => {
    const html = pageText(
      withHeader(page, { fragment: '<div data-header-ssr="">header</div>', stylesheets: [mount] }, 'inline').parts,
    );
    expect(html).toBe(
      '<head></head><body><div id="header-slot">' +
        '<style nonce="n0nce" data-href="http://remote/mount.css">.bar{color:green}</style>' +
        '<link rel="stylesheet" href="http://remote/mount.css" disabled crossorigin="anonymous" nonce="n0nce" />' +
        '<div data-header-ssr="">header</div>' +
        '</div></body>',
    );
  });

  it('links the stylesheets instead, with the nonce and CORS, on a page the browser has them for', () => {
    const html = pageText(
      withHeader(page, { fragment: '<div data-header-ssr="">header</div>', stylesheets: [mount] }, 'linked').parts,
    );
    expect(html).toBe(
      '<head></head><body><div id="header-slot">' +
        '<link rel="stylesheet" href="http://remote/mount.css" crossorigin="anonymous" nonce="n0nce" />' +
        '<div data-header-ssr="">header</div>' +
        '</div></body>',
    );
  });

  it("names the header script's files after the fragment, as preloads with the nonce and their loaders' CORS mode", () => {
    const preloads = [
      { href: 'http://remote/mf-manifest.json', as: 'fetch', cors: true },
      { href: 'http://remote/remoteEntry.js', as: 'script', cors: false },
    ] as const;
    const html = pageText(
      withHeader(page, { fragment: '<div>header</div>', stylesheets: [], preloads }, 'linked').parts,
    );
    expect(html).toBe(
      '<head></head><body><div id="header-slot"><div>header</div>' +
        '<link rel="preload" as="fetch" href="http://remote/mf-manifest.json" crossorigin="anonymous" nonce="n0nce" />' +
        '<link rel="preload" as="script" href="http://remote/remoteEntry.js" nonce="n0nce" />' +
        '</div></body>',
    );
  });

  it('inserts the fragment as it is, `$` patterns included', () => {
    const html = pageText(withHeader(page, { fragment: "<p>$& $' $$</p>", stylesheets: [] }, 'inline').parts);
    expect(html).toContain('<div id="header-slot"><p>$& $\' $$</p></div>');
  });

  it('escapes a stylesheet URL that would leave its attribute', () => {
    for (const delivery of ['inline', 'linked'] as const) {
      const html = pageText(
        withHeader(page, { fragment: '', stylesheets: [{ href: 'http://remote/a.css"><script>', css: '' }] }, delivery)
          .parts,
      );
      expect(html).toContain('href="http://remote/a.css&quot;>&lt;script>"');
      expect(html).not.toContain('<script>');
    }
  });

  it("puts the host's own header in the slot when there is no server header, for the browser to replace", () => {
    expect(pageText(withHeader(page, undefined, 'inline', '<header data-shell-fallback="">own</header>').parts)).toBe(
      '<head></head><body><div id="header-slot"><header data-shell-fallback="">own</header></div></body>',
    );
    // Without a page renderer there is no own header to send: the browser draws one.
    expect(pageText(withHeader(page, undefined, 'inline').parts)).toBe(
      '<head></head><body><div id="header-slot"></div></body>',
    );
  });
});
