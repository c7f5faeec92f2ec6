import { describe, expect, it } from 'vitest';
import { withPageBody } from './page-body.ts';
import { withHeader } from './page-header.ts';
import { fillPage, pageBytes, pageText, splitPage } from './page-parts.ts';
import { policyOrigins, securePages } from './page-security.ts';

const TEMPLATE =
  '<head><style nonce="__CSP_NONCE__">p::before{content:"›"}</style></head>' +
  '<div id="header-slot">__HEADER__</div><div id="root">__PAGE__</div>' +
  '<div id="footer-slot">__FOOTER__</div><script type="application/json">__PAGE_ANSWERS__</script>';
const securePage = securePages(
  TEMPLATE,
  policyOrigins({ headerManifestUrl: 'https://remote.test/mf-manifest.json', servicesUrl: 'https://api.test' }),
);
const body = { html: '<main>This week’s offers</main>', footer: '<footer>Help</footer>', header: '', answers: {} };
const sheet = { href: 'https://remote.test/mount.css', css: '.a{content:"£"}' };

describe('a page as the bytes it is sent in', () => {
  it('is the template with its nonce, header, body, footer and answers in their places, in UTF-8', () => {
    const page = securePage(true);
    const sent = pageBytes(
      withHeader(withPageBody(page, body), { fragment: '<header>Café</header>', stylesheets: [] }, 'inline').parts,
    );
    expect(sent.toString('utf8')).toBe(
      `<head><style nonce="${page.nonce}">p::before{content:"›"}</style></head>` +
        '<div id="header-slot"><header>Café</header></div><div id="root"><main>This week’s offers</main></div>' +
        '<div id="footer-slot"><footer>Help</footer></div><script type="application/json">{}</script>',
    );
    expect(sent.length).toBe(Buffer.byteLength(sent.toString('utf8')));
  });

  it("sends what a response puts in a place as it is, even when it names another place or the nonce's", () => {
    const page = securePage(false);
    const tricky = { ...body, html: '<p>__HEADER__ __CSP_NONCE__ __FOOTER__ __PAGE_ANSWERS__</p>' };
    const fragment = '<header>__PAGE__ __CSP_NONCE__</header>';
    const sent = pageText(withHeader(withPageBody(page, tricky), { fragment, stylesheets: [] }, 'inline').parts);
    expect(sent).toContain('<div id="header-slot"><header>__PAGE__ __CSP_NONCE__</header></div>');
    expect(sent).toContain('<div id="root"><p>__HEADER__ __CSP_NONCE__ __FOOTER__ __PAGE_ANSWERS__</p></div>');
    expect(sent).toContain('<div id="footer-slot"><footer>Help</footer></div>');
    expect(sent.split(page.nonce)).toHaveLength(2);
  });

  it("never gives a release's stylesheet text the page's nonce", () => {
    const page = securePage(false);
    const stylesheets = [{ href: 'https://remote.test/a.css', css: '.a::after{content:"__CSP_NONCE__"}' }];
    const sent = pageText(withHeader(page, { fragment: '', stylesheets }, 'inline').parts);
    expect(sent).toContain('.a::after{content:"__CSP_NONCE__"}');
  });

  it('gives each response its own nonce, in the header’s tags too', () => {
    const stylesheets = [sheet];
    const [first, second] = [securePage(false), securePage(false)].map((page) =>
      pageText(withHeader(page, { fragment: '', stylesheets }, 'inline').parts),
    );
    const nonces = (html = '') => new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
    expect(nonces(first).size).toBe(1);
    expect(nonces(second).size).toBe(1);
    expect([...nonces(first)]).not.toEqual([...nonces(second)]);
  });

  it("encodes a release's stylesheets once, not for every page: two pages send the same bytes for them", () => {
    const stylesheets = [{ href: 'https://remote.test/big.css', css: `.b{content:"${'x'.repeat(4000)}"}` }];
    const cssBytes = (page: ReturnType<typeof securePage>) =>
      withHeader(page, { fragment: '', stylesheets }, 'inline').parts.find(
        (part) => typeof part !== 'string' && part.includes('x'.repeat(4000)),
      );
    const first = cssBytes(securePage(false));
    expect(first).toBeInstanceOf(Buffer);
    expect(cssBytes(securePage(false))).toBe(first);
  });

  it('leaves a place no response filled empty, and fills every place of a name', () => {
    const parts = splitPage('a__PAGE__b__PAGE__c__FOOTER__d');
    expect(pageText(fillPage(parts, { page: 'é' }))).toBe('aébécd');
  });
});
