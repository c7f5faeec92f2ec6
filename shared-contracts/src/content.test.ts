import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BannersRequest,
  CMS_CONTENT_PREFIX,
  CmsComponent,
  ContentFragmentRequest,
  RichTextBlock,
  rewriteCmsPath,
  rewriteRichTextHref,
} from './content.ts';

/** Where a browser on the site would actually go for a path. */
const resolvedPath = (path: string): string => new URL(path, 'https://www.fernleaf.example/ecom/page').pathname;

describe('rewriteCmsPath', () => {
  it.each([
    ['/content/fernleaf/en/shop/browse/offers.html', '/ecom/shop/browse/offers'],
    [
      '/content/fernleaf/en/shop/browse/groceries/christmas.html?src=menu#top',
      '/ecom/shop/browse/groceries/christmas?src=menu#top',
    ],
    ['/content/fernleaf/en', '/ecom'],
    ['/content/fernleaf/en/', '/ecom'],
    ['/content/fernleaf/en.html', '/content/fernleaf/en.html'],
    ['/content/fernleaf/english/x.html', '/content/fernleaf/english/x.html'],
    ['/content/fernleaf/en/../../../admin.html', '/ecom/admin'],
    // A dot segment that appears only once `.html` is gone, and `.html` that appears once one is.
    ['/content/fernleaf/en/...html', '/ecom'],
    ['/content/fernleaf/en/x.html/y/..', '/ecom/x'],
    ['/ecom/recipes', '/ecom/recipes'],
    ['https://www.fernleafcellar.example/', 'https://www.fernleafcellar.example/'],
  ])('%s → %s', (input, expected) => {
    expect(rewriteCmsPath(input)).toBe(expected);
  });

  it('always lands under /ecom, without .html, and is idempotent', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._%-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, html) => {
        const input = `${CMS_CONTENT_PREFIX}/${segments.join('/')}${html ? '.html' : ''}`;
        const output = rewriteCmsPath(input);
        expect(output === '/ecom' || output.startsWith('/ecom/')).toBe(true);
        expect(resolvedPath(output).startsWith('/ecom')).toBe(true);
        expect(output).not.toMatch(/\.html$/i);
        expect(rewriteCmsPath(output)).toBe(output);
      }),
    );
  });

  it('leaves every path without the content prefix alone', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        fc.pre(!path.startsWith(CMS_CONTENT_PREFIX));
        expect(rewriteCmsPath(path)).toBe(path);
      }),
    );
  });
});

describe('rewriteRichTextHref', () => {
  it.each([
    ['recipes.html', '/ecom/recipes'],
    ['/shop/browse/offers.html', '/ecom/shop/browse/offers'],
    ['/ecom/shop/browse/new.html?x=1', '/ecom/shop/browse/new?x=1'],
    ['/content/fernleaf/en/delivery-pass.html', '/ecom/delivery-pass'],
    ['../../etc/passwd', '/ecom/etc/passwd'],
    ['/ecom/%2e%2e/admin', '/ecom/admin'],
    ['https://www.fernleafgarden.example/', 'https://www.fernleafgarden.example/'],
    ['mailto:help@fernleaf.example', 'mailto:help@fernleaf.example'],
    ['#terms', '#terms'],
  ])('%s → %s', (input, expected) => {
    expect(rewriteRichTextHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    '//evil.example/x',
    '\\\\evil',
    '',
    'https://',
    'https:evil.example',
    'http:///path',
  ])('drops the unsafe or empty link %j', (input) => {
    expect(rewriteRichTextHref(input)).toBeUndefined();
  });

  it('gives only safe links, and keeps a site link under /ecom wherever the browser resolves it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('..', '%2e%2e', '\\')), (href) => {
        const output = rewriteRichTextHref(href);
        if (output === undefined) return;
        if (/^(https?:|mailto:|tel:)/i.test(output)) return;
        if (output.startsWith('#')) return;
        expect(output).toMatch(/^\/ecom($|[/?#])/);
        expect(resolvedPath(output).startsWith('/ecom')).toBe(true);
        expect(rewriteRichTextHref(output)).toBe(output);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('content schemas', () => {
  it('parses nested components and rich text, keeping unmapped resource types', () => {
    const component = CmsComponent.parse({
      resourceType: 'fernleaf/components/container',
      componentId: 'outer',
      childComponents: [
        {
          resourceType: 'fernleaf/components/text-promo-card',
          componentId: 'card',
          richText: {
            valid: true,
            blocks: [{ type: 'block', children: [{ type: 'span', text: 'Hi', marks: ['strong'] }] }],
          },
        },
        { resourceType: 'somebody-else/components/carousel', componentId: 'odd' },
      ],
    });
    expect(component.childComponents?.[1]?.resourceType).toBe('somebody-else/components/carousel');
    expect(component.childComponents?.[0]?.richText?.blocks[0]?.children?.[0]?.text).toBe('Hi');
  });

  it('names the nested field that is wrong', () => {
    const result = RichTextBlock.safeParse({ type: 'block', children: [{ type: 'span', level: 9 }] });
    expect(result.error?.issues[0]?.path).toEqual(['children', 0, 'level']);
  });

  it('fills in an empty search request for content calls', () => {
    expect(ContentFragmentRequest.parse({ contentUrl: '/ecom', customerId: '-1' })).toEqual({
      contentUrl: '/ecom',
      customerId: '-1',
      customerSearchRequest: { queryParams: {} },
    });
    expect(ContentFragmentRequest.safeParse({ contentUrl: '//evil.example', customerId: '-1' }).success).toBe(false);
  });

  it('accepts only mega-menu banner requests', () => {
    expect(BannersRequest.safeParse({ type: 'mega-menu', categories: ['10051'] }).success).toBe(true);
    expect(BannersRequest.safeParse({ type: 'sidebar', categories: [] }).success).toBe(false);
    expect(BannersRequest.safeParse({ type: 'mega-menu', categories: ['a b'] }).success).toBe(false);
  });
});
