import { describe, expect, it } from 'vitest';
import { withPageBody } from './page-body.ts';
import { withHeader } from './page-header.ts';
import { fillPage, pageBytes, pageText, splitPage } from './page-parts.ts';
import { policyOrigins, securePages } from './page-security.ts';

/** A live header as the server half gives it, with no stylesheets. */
const live = (body: string) => ({ head: '', body, live: true, headParts: [''] });

const TEMPLATE =
  '<head><style nonce="__CSP_NONCE__">p::before{content:"›"}</style></head>' +
  '<div id="header-slot">__HEADER__</div><div id="root">__PAGE__</div>' +
  '<div id="footer-slot">__FOOTER__</div><script type="application/json">__PAGE_ANSWERS__</script>';
const securePage = securePages(
  TEMPLATE,
  policyOrigins({ headerManifestUrl: 'https://remote.test/mf-manifest.json', servicesUrl: 'https://api.test' }),
);
const body = { html: '<main>This week’s offers</main>', footer: '<footer>Help</footer>', header: '', answers: {} };

describe('a page as the bytes it is sent in', () => {
  it('is the template with its nonce, header, body, footer and answers in their places, in UTF-8', () => {
    const page = securePage(true);
    const sent = pageBytes(withHeader(withPageBody(page, body), live('<header>Café</header>')).parts);
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
    const sent = pageText(withHeader(withPageBody(page, tricky), live(fragment)).parts);
    expect(sent).toContain('<div id="header-slot"><header>__PAGE__ __CSP_NONCE__</header></div>');
    expect(sent).toContain('<div id="root"><p>__HEADER__ __CSP_NONCE__ __FOOTER__ __PAGE_ANSWERS__</p></div>');
    expect(sent).toContain('<div id="footer-slot"><footer>Help</footer></div>');
    expect(sent.split(page.nonce)).toHaveLength(2);
  });

  it('leaves a place no response filled empty, and fills every place of a name', () => {
    const parts = splitPage('a__PAGE__b__PAGE__c__FOOTER__d');
    expect(pageText(fillPage(parts, { page: 'é' }))).toBe('aébécd');
  });
});
