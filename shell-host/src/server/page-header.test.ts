import { describe, expect, it } from 'vitest';
import { withHeader } from './page-header.ts';

const page = {
  html: '<head></head><body><div id="header-slot">__HEADER__</div></body>',
  headers: {},
  nonce: 'n0nce',
};

describe('the page with its server-rendered header', () => {
  it('puts the fragment in the slot, after its stylesheets, each with the nonce', () => {
    const { html } = withHeader(page, {
      fragment: '<div data-header-ssr="">header</div>',
      stylesheets: ['http://remote/mount.css'],
    });
    expect(html).toBe(
      '<head></head><body><div id="header-slot">' +
        '<link rel="stylesheet" href="http://remote/mount.css" crossorigin="anonymous" nonce="n0nce" />' +
        '<div data-header-ssr="">header</div>' +
        '</div></body>',
    );
  });

  it('inserts the fragment as it is, `$` patterns included', () => {
    const { html } = withHeader(page, { fragment: "<p>$& $' $$</p>", stylesheets: [] });
    expect(html).toContain('<div id="header-slot"><p>$& $\' $$</p></div>');
  });

  it('escapes a stylesheet URL that would leave its attribute', () => {
    const { html } = withHeader(page, { fragment: '', stylesheets: ['http://remote/a.css"><script>'] });
    expect(html).toContain('href="http://remote/a.css&quot;>&lt;script>"');
  });

  it('leaves an empty slot, for the browser to fill, when there is no server header', () => {
    expect(withHeader(page, undefined).html).toBe('<head></head><body><div id="header-slot"></div></body>');
  });
});
