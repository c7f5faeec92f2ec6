import { describe, expect, it } from 'vitest';
import { hasServerHeader, headerMarkup, inlinesStylesheets } from './page-html.ts';

const page = (slot: string, nonce = 'abc') =>
  `<html><head><meta property="csp-nonce" nonce="${nonce}" /></head><body>
    <div id="header-slot">${slot}</div>
    <div id="root"></div>
  </body></html>`;

describe('the host page’s header slot', () => {
  it('is empty when the host’s server sent no header', () => {
    expect(headerMarkup(page(''))).toBe('');
    expect(hasServerHeader(page(''))).toBe(false);
  });

  it('holds the server-rendered header, nonces blanked so two responses compare', () => {
    const header = (nonce: string) =>
      `<div data-header-root><form action="/ecom/shop/search"></form></div><script type="application/json" nonce="${nonce}">{}</script>`;
    expect(hasServerHeader(page(header('n1'), 'n1'))).toBe(true);
    expect(headerMarkup(page(header('n1'), 'n1'))).toBe(headerMarkup(page(header('n2'), 'n2')));
    expect(headerMarkup(page(header('n1')))).toMatch(/^<div data-header-root>.*<\/script>$/);
  });

  it('reads the built, minified page, whose attributes lose their quotes', () => {
    const minified = (nonce: string) =>
      `<html><head><meta property=csp-nonce nonce=${nonce}></head><div id=header-slot><div data-header-ssr=""><div data-header-root=""></div></div><script type=application/json nonce=${nonce}>{}</script></div><div id=root></div></body></html>`;
    expect(hasServerHeader(minified('n1'))).toBe(true);
    expect(headerMarkup(minified('n1'))).toBe(headerMarkup(minified('n2')));
    expect(headerMarkup(minified('n1'))).toMatch(/^<div data-header-ssr="">.*<\/script>$/);
    expect(hasServerHeader('<div id=header-slot></div><div id=root></div>')).toBe(false);
  });

  it('does not take header markup elsewhere in the page for a server header', () => {
    expect(hasServerHeader(`${page('')}<template><div data-header-root></div></template>`)).toBe(false);
    expect(hasServerHeader('<html><body><div data-header-root></div></body></html>')).toBe(false);
  });
});

describe('how the page carries its stylesheets', () => {
  it('inlines them on a first page, and links them on a page reached from another', () => {
    expect(inlinesStylesheets('<head><style nonce=n data-href=832.css>a{}</style></head>')).toBe(true);
    expect(inlinesStylesheets('<head><style nonce="n">body{margin:0}</style></head>')).toBe(false);
    expect(
      inlinesStylesheets(
        '<head><style nonce="n">body{margin:0}</style><link rel="stylesheet" href="/832.css" data-href="832.css" nonce="n" /></head>',
      ),
    ).toBe(false);
  });
});
