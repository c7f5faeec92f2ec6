import { describe, expect, it } from 'vitest';
import { withHeader } from './page-header.ts';
import { pageText, splitPage } from './page-parts.ts';

const page = (nonce: string) => ({
  parts: splitPage('<head></head><body><div id="header-slot">__HEADER__</div></body>'),
  headers: {},
  nonce,
});

/** A live header as the server half gives it: its head split at the nonce. */
const live = (headParts: readonly string[], body: string) => ({
  head: headParts.join('n0nce'),
  body,
  live: true,
  headParts,
});

describe("the page's header slot", () => {
  it("holds the header's head, with this page's nonce, then the live header", () => {
    const header = live(['<style nonce="', '">.a{}</style>'], '<div data-header-ssr="">header</div>');
    expect(pageText(withHeader(page('N1'), header).parts)).toBe(
      '<head></head><body><div id="header-slot"><style nonce="N1">.a{}</style>' +
        '<div data-header-ssr="">header</div></div></body>',
    );
  });

  it("holds the host's own header when there is no live one: never an empty slot once the host renders its own", () => {
    const none = { head: '', body: '', live: false, headParts: [''] };
    expect(pageText(withHeader(page('N1'), none, '<header data-shell-fallback="">own</header>').parts)).toBe(
      '<head></head><body><div id="header-slot"><header data-shell-fallback="">own</header></div></body>',
    );
  });

  it("encodes a release's head once, not for every page: two pages send the same bytes for it", () => {
    const header = live(['<style nonce="', `">.b{content:"${'x'.repeat(4000)}"}</style>`], '<p>h</p>');
    const cssBytes = (nonce: string) =>
      withHeader(page(nonce), header).parts.find((part) => typeof part !== 'string' && part.includes('x'.repeat(4000)));
    const first = cssBytes('N1');
    expect(first).toBeInstanceOf(Buffer);
    expect(cssBytes('N2')).toBe(first);
  });
});
