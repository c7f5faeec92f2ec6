import { describe, expect, it } from 'vitest';
import { type HostileField, expectFieldFastOnHostileInput, repeatTo } from '../../../test-support/hostile-input.ts';
import { contentHref, contentImageSrc, richTextHref } from '../content/links/content-href.ts';
import { promoClickData } from '../content/links/promo-click.ts';
import { imageSources } from '../content/images/image-rules.ts';
import {
  safeColor,
  safeFontFamily,
  safeFontSize,
  safeFontWeight,
  safeMarginLeft,
  safeStyle,
} from '../content/rich-text/style-attributes.ts';
import { loginUrl, registerUrl } from '../lib/account-urls.ts';
import { appBannerPlatform } from '../features/app-banner/app-banner-rule.ts';
import { isCurrentPage } from '../features/link-bar/primary-links.ts';
import { limitListText } from '../features/multi-search/limit-list-text.ts';
import { shopAllUrl } from '../navigation/seasonal-shop-all-url.ts';
import { highlightSegments } from '../ui/highlight.ts';
import { readCookie } from '../lib/cookies.ts';

/**
 * Every header input that reaches a pattern, sent 64 KB of hostile text:
 * what a shopper types or pastes, the page's address and cookies, the user
 * agent, and content from the content service (links, images, rich-text
 * styles). The search-term sanitiser and multi-search splitter are the
 * contracts' and are tested there. Each field also gets every generic shape.
 */
const FIELDS: readonly HostileField[] = [
  {
    field: 'highlightSegments text (a suggestion)',
    shapes: [repeatTo('mil', '', 'k'), repeatTo('e\u0301', 'cr', 'me')],
    run: (text) => highlightSegments(text, 'milk creme'),
  },
  {
    field: 'highlightSegments query (what was typed)',
    shapes: [repeatTo('abc ', ''), repeatTo('milk,', '')],
    run: (query) => highlightSegments('Semi skimmed milk 2 pints', query),
  },
  {
    field: 'limitListText (a multi-search paste)',
    shapes: [repeatTo(',\n_'), repeatTo('<', '', '\n'), repeatTo('a', '', '\uD83C')],
    run: limitListText,
  },
  {
    field: 'readCookie source (document.cookie)',
    shapes: [repeatTo(';', 'a=', '='), repeatTo('%', 'app-banner-dismissed=')],
    run: (cookies) => readCookie('app-banner-dismissed', cookies),
  },
  {
    field: 'appBannerPlatform user agent',
    shapes: [
      repeatTo('1.', 'iPhone Version/', ' Safar'),
      repeatTo('Version/1 ', 'iPhone ', 'x'),
      repeatTo(' ', 'Android', ''),
    ],
    run: (userAgent) => appBannerPlatform(userAgent, ''),
  },
  {
    field: 'appBannerPlatform cookies',
    shapes: [repeatTo('; ', 'a=b')],
    run: (cookies) => appBannerPlatform('Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1', cookies),
  },
  {
    field: 'contentHref (a content link)',
    shapes: [repeatTo('/', '/content/fernleaf/en', 'x'), repeatTo('a', 'https://', '\\')],
    run: contentHref,
  },
  {
    field: 'richTextHref (a rich-text link)',
    shapes: [repeatTo('a', 'https:', ''), repeatTo('/.', ''), repeatTo('.html', '/')],
    run: richTextHref,
  },
  {
    field: 'contentImageSrc src',
    shapes: [repeatTo('/', '/images/', '')],
    run: (src) => contentImageSrc(src, 'https://services.example/'),
  },
  {
    field: 'contentImageSrc base',
    shapes: [repeatTo('/', 'https://services.example', 'x')],
    run: (base) => contentImageSrc('/images/content/a.svg', base),
  },
  { field: 'imageSources src', shapes: [repeatTo('{width}', '/i?w=')], run: imageSources },
  {
    field: 'safeColor',
    shapes: [
      repeatTo(' ', 'rgb(', 'x'),
      repeatTo('1', 'rgb(1,1,', ''),
      repeatTo(' ', 'rgba(1,1,1,', ')x'),
      repeatTo('f', '#'),
    ],
    run: safeColor,
  },
  { field: 'safeFontSize', shapes: [repeatTo('1', '', 'p')], run: safeFontSize },
  { field: 'safeMarginLeft', shapes: [repeatTo('1.', '')], run: safeMarginLeft },
  { field: 'safeFontWeight', run: safeFontWeight },
  { field: 'safeFontFamily', shapes: [repeatTo("a, '", '', '(')], run: safeFontFamily },
  {
    field: 'safeStyle (every rich-text style attribute at once)',
    run: (value) =>
      safeStyle({
        color: value,
        fontSize: value,
        marginLeft: value,
        fontWeight: value,
        fontFamily: value,
        textAlign: value,
      }),
  },
  {
    field: 'isCurrentPage pathname',
    shapes: [repeatTo('/', '/ecom', 'x')],
    run: (path) => isCurrentPage('/ecom', path),
  },
  {
    field: 'loginUrl pathname and search',
    shapes: [repeatTo('/', '/', '?')],
    run: (value) => loginUrl({ pathname: value, search: value }),
  },
  {
    field: 'registerUrl token service base',
    shapes: [repeatTo('/', 'https://token.example', 'x')],
    run: (base) => registerUrl(base, 'https://www.example'),
  },
  {
    field: 'shopAllUrl (a page title)',
    shapes: [repeatTo('&', ''), repeatTo("'", 'a'), repeatTo('_ ', 'a', 'a')],
    run: shopAllUrl,
  },
  {
    field: 'promoClickData link text',
    shapes: [repeatTo(' \n', 'a', 'a')],
    run: (text) => promoClickData({ componentId: 'c', resourceType: 't' }, { text, href: '/ecom' }),
  },
];

describe('header inputs under 64 KB of hostile input', () => {
  it.each(FIELDS)('$field answers within the budget', expectFieldFastOnHostileInput);

  it('keeps what the rules are for: hostile styles and links are dropped, not passed on', () => {
    expect(safeColor(repeatTo(' ', 'rgb(', 'x'))).toBeUndefined();
    expect(contentHref(repeatTo('/', '//', 'x'))).toBeUndefined();
    expect(appBannerPlatform(repeatTo('1.', 'iPhone Version/', ' Safar'), '')).toBe('ios');
  });
});
