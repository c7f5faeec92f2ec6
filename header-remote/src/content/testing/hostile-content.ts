import fc from 'fast-check';
import {
  CMS_RESOURCE_TYPES,
  type CmsComponent,
  type RichTextBlock,
  type RichTextContent,
  type RichTextMarkDef,
} from '@grocer/shared-contracts/domain';

/*
 * fast-check arbitraries for CMS data written by an attacker: hostile hrefs
 * and srcs, markup in text, event-handler-looking keys, deep and odd trees.
 */

export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example',
  'https:evil.example',
  '/content/fernleaf/en/../../../evil.html',
  '/content/fernleaf/en/%2e%2e/%2e%2e/evil',
  'recipes.html"><script>alert(1)</script>',
  '" onmouseover="alert(1)',
] as const;

export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_URLS),
  fc.webUrl(),
  fc.string(),
  fc
    .tuple(
      fc.constantFrom(
        'javascript:',
        'data:',
        'vbscript:',
        '//',
        '/',
        'https://',
        'mailto:',
        'tel:',
        '#',
        '/content/fernleaf/en/',
        '',
      ),
      fc.string(),
    )
    .map(([prefix, rest]) => prefix + rest),
);

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '',
  ),
);

const MARK_KEYS = ['link-a', 'link-b', '__proto__', 'constructor', 'toString'] as const;
const marks = fc.array(fc.constantFrom('strong', 'em', 'underline', 'strike', 'code', 'unknown', ...MARK_KEYS), {
  maxLength: 4,
});

const styleValue = fc.oneof(
  fc.string(),
  fc.constantFrom('red', '#fff', '12px', 'url(javascript:alert(1))', 'expression(1)'),
);

const attributes = fc.record(
  {
    color: styleValue,
    textAlign: fc.constantFrom('left', 'center', 'right', 'justify') as fc.Arbitrary<
      'left' | 'center' | 'right' | 'justify'
    >,
    marginLeft: styleValue,
    fontSize: styleValue,
    fontWeight: styleValue,
    font: styleValue,
    href: hostileUrl,
    target: fc.constantFrom('_blank', '_self', 'javascript:alert(1)'),
    title: hostileText,
  },
  { requiredKeys: [] },
);

const markDef: fc.Arbitrary<RichTextMarkDef> = fc.record({
  key: fc.constantFrom(...MARK_KEYS),
  type: fc.constantFrom('link', 'link', 'other'),
  attributes,
});

const { block } = fc.letrec<{ block: RichTextBlock }>((tie) => ({
  block: fc.record(
    {
      type: fc.constantFrom('block', 'span', 'heading', 'h2', 'h7', 'script', 'onclick'),
      text: hostileText,
      marks,
      attributes,
      children: fc.array(tie('block'), { maxLength: 3, depthIdentifier: 'rich-text' }),
      markDefs: fc.array(markDef, { maxLength: 3 }),
      listItem: fc.constantFrom('bullet', 'number') as fc.Arbitrary<'bullet' | 'number'>,
      level: fc.integer({ min: -2, max: 9 }),
    },
    { requiredKeys: ['type'] },
  ),
}));

export const hostileBlock = block;

export const hostileRichText: fc.Arbitrary<RichTextContent> = fc.record({
  valid: fc.boolean(),
  blocks: fc.array(block, { maxLength: 8 }),
});

const link = fc.record(
  { text: hostileText, altText: hostileText, url: hostileUrl, newWindow: fc.boolean() },
  { requiredKeys: ['text'] },
);
const image = fc.record({ src: hostileUrl, altText: hostileText });

/** Trading cells, text cards and menu cards with hostile links, images and text. */
export const hostileComponent: fc.Arbitrary<CmsComponent> = fc.record(
  {
    resourceType: fc.constantFrom(
      CMS_RESOURCE_TYPES.tradingCell,
      CMS_RESOURCE_TYPES.textPromoCard,
      CMS_RESOURCE_TYPES.menuCard,
      'fernleaf/components/iframe',
    ),
    componentId: fc.string({ minLength: 1 }),
    linkPath: hostileUrl,
    dynamicImages: fc.dictionary(fc.constantFrom('highQuality95', 'mediumQuality80'), hostileUrl),
    image: fc.record({ landscapeImage: image, portraitImage: image }, { requiredKeys: [] }),
    textArea: fc.record(
      { heading: hostileText, subheading: hostileText, disclaimer: hostileText, displayDisclaimer: fc.boolean(), link },
      { requiredKeys: [] },
    ),
    icons: fc.record(
      {
        offerRoundel: fc.record({ text: hostileText, src: hostileUrl }),
        brandIcon: fc.record({
          display: fc.boolean(),
          position: fc.constantFrom('floated', 'pinned') as fc.Arbitrary<'floated' | 'pinned'>,
          src: hostileUrl,
          altText: hostileText,
        }),
      },
      { requiredKeys: [] },
    ),
    products: fc.array(fc.record({ id: fc.string(), lineNumber: hostileText }), { maxLength: 3 }),
    richText: hostileRichText,
  },
  { requiredKeys: ['resourceType', 'componentId'] },
);

/** What may be followed from content: http(s), mailto, tel, a fragment, or a site path under /ecom (or a CTA's site path). */
export const SAFE_HREF = /^(?:https?:\/\/[^/\\]|mailto:|tel:|#|\/(?![/\\]))/i;

/** Everything a rendered tree must never contain, whatever the data. */
export function unsafeMarkup(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'base', 'form', 'meta', 'link'].includes(tag))
      problems.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(`${tag}[${attribute.name}]`);
      if (attribute.name === 'style' && /url\(|expression|javascript:/i.test(attribute.value)) {
        problems.push(`${tag}[style="${attribute.value}"]`);
      }
    }
  }
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href)) problems.push(`a[href="${href}"]`);
    if (anchor.parentElement?.closest('a')) problems.push('a inside a');
    if (anchor.getAttribute('target') === '_blank' && anchor.getAttribute('rel') !== 'noopener noreferrer') {
      problems.push('_blank without noopener noreferrer');
    }
  }
  for (const img of root.querySelectorAll('img, source')) {
    for (const value of [img.getAttribute('src'), img.getAttribute('srcset')]) {
      if (value !== null && !/^(?:https?:\/\/[^/\\]|\/(?![/\\]))/i.test(value))
        problems.push(`${img.tagName}="${value}"`);
    }
  }
  return problems;
}
