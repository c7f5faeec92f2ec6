import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTER_ESSENTIAL_LINKS, FOOTER_LIMITS, FooterLink, FooterResponse, isFooterHref } from './footer.ts';

const link = (url: string, external = false) => ({ id: 'l', name: 'A link', url, external });

describe('the footer taxonomy', () => {
  it('takes site paths and https addresses, and defaults a link to the site', () => {
    const answer = FooterResponse.parse({
      groups: [
        {
          id: 'help',
          name: 'Help',
          links: [
            { id: 'cs', name: 'Customer service', url: '/ecom/help-information/customer-service' },
            { id: 'store', name: 'Find a store', url: 'https://www.fernleaf.example/find-a-store', external: true },
          ],
        },
      ],
    });
    expect(answer.groups[0]?.links.map((entry) => entry.external)).toEqual([false, true]);
  });

  it.each([
    'javascript:alert(1)',
    'http://www.fernleaf.example/',
    '//evil.example/',
    '/\\evil.example',
    'data:text/html,hi',
    ' https://www.fernleaf.example/',
    '',
  ])('refuses %j as a link', (url) => {
    expect(FooterLink.safeParse(link(url)).success).toBe(false);
  });

  it('never accepts an address that would leave the site by anything but https', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc
            .tuple(fc.constantFrom('/', '//', '/\\', 'https://', 'https:/', 'http://', 'javascript:'), fc.string())
            .map(([start, rest]) => start + rest),
          fc.webUrl(),
        ),
        (url) => {
          if (!isFooterHref(url)) return;
          const resolved = new URL(url, 'https://shop.example/');
          expect(resolved.protocol).toBe('https:');
          if (url.startsWith('/')) expect(resolved.host).toBe('shop.example');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses an answer larger than a footer', () => {
    const links = Array.from({ length: FOOTER_LIMITS.linksPerGroup + 1 }, (_, i) => link(`/ecom/${i}`));
    expect(FooterResponse.safeParse({ groups: [{ id: 'g', name: 'Group', links }] }).success).toBe(false);
    const group = { id: 'g', name: 'Group', links: [link('/ecom')] };
    const groups = Array.from({ length: FOOTER_LIMITS.groups + 1 }, () => group);
    expect(FooterResponse.safeParse({ groups }).success).toBe(false);
  });

  it('keeps customer service and the external store finder as the links a shopper always finds', () => {
    expect(FOOTER_ESSENTIAL_LINKS.map(({ name, external }) => [name, external])).toEqual([
      ['Customer service', false],
      ['Find a store', true],
    ]);
    for (const essential of FOOTER_ESSENTIAL_LINKS) expect(FooterLink.parse(essential)).toEqual(essential);
  });
});
