import { CMS_CONTENT_PREFIX, CMS_RESOURCE_TYPES } from './content-rules.ts';
import type { CmsAnalytics, CmsComponent, DeviceBreakpoint, RichTextBlock } from './content.ts';

/*
 * Builders for CMS content written by hand: the sample content (cms-samples.ts) and the services'
 * demo seed. Links are written the way the CMS stores them (content-prefixed .html paths), so the
 * header's path rewriting has real work to do.
 */

/** A site page as the CMS links it: `/shop/browse/offers` → `/content/fernleaf/en/shop/browse/offers.html`. */
export const cmsPage = (sitePath: string): string => `${CMS_CONTENT_PREFIX}${sitePath}.html`;

type Columns = Readonly<Record<DeviceBreakpoint['name'], number>>;

/** Columns of 12 at each breakpoint (0 hides the component there). */
export function columns(widths: Columns): { deviceBreakpoints: DeviceBreakpoint[] } {
  return {
    deviceBreakpoints: (Object.entries(widths) as [DeviceBreakpoint['name'], number][]).map(([name, width]) => ({
      name,
      width,
      offset: 0,
      visible: width > 0,
      layout: width > 0 ? 'responsiveGrid' : 'hide',
    })),
  };
}

export const FULL_WIDTH = columns({ xs: 12, sm: 12, md: 12, lg: 12, xl: 12 });
export const HALF = columns({ xs: 12, sm: 6, md: 6, lg: 6, xl: 6 });
export const THIRD = columns({ xs: 12, sm: 6, md: 4, lg: 4, xl: 4 });
export const QUARTER = columns({ xs: 12, sm: 6, md: 3, lg: 3, xl: 3 });

export function analytics(promoName: string, extra: Partial<CmsAnalytics> = {}): CmsAnalytics {
  return {
    promoName,
    promoType: 'mega-menu',
    promoPeriod: 'always-on',
    bannerPurpose: 'navigation',
    buyingOfficeAndGroup: 'fresh-and-chilled',
    enhancedEcommerceInternalPromotion: true,
    assetModuleType: 'trading-cell',
    ...extra,
  };
}

/**
 * A component's first fields as the CMS writes them: its type, one id as its component and element
 * id, its columns and its analytics (`analytics(promoName, extra)`).
 */
export const cmsComponent = (
  resourceType: string,
  id: string,
  cqResponsive: { deviceBreakpoints: DeviceBreakpoint[] },
  promoName: string,
  extra: Partial<CmsAnalytics> = {},
) =>
  ({
    resourceType,
    componentId: id,
    elementId: id,
    analytics: analytics(promoName, extra),
    cqResponsive,
  }) satisfies CmsComponent;

type FirstFields = [
  id: string,
  cqResponsive: { deviceBreakpoints: DeviceBreakpoint[] },
  promoName: string,
  extra?: Partial<CmsAnalytics>,
];
/** A trading cell's first fields, as cmsComponent's. */
export const tradingCell = (...fields: FirstFields) => cmsComponent(CMS_RESOURCE_TYPES.tradingCell, ...fields);
/** A text promo card's first fields, as cmsComponent's. */
export const textPromoCard = (...fields: FirstFields) => cmsComponent(CMS_RESOURCE_TYPES.textPromoCard, ...fields);

/** An image with its landscape and portrait crops and the quality presets the header picks from. */
export function pictured(src: string, altText: string, width = 640, height = 360) {
  return {
    image: {
      landscapeImage: { src, altText, width, height },
      portraitImage: { src, altText, width: height, height: width },
    },
    dynamicImages: { highQuality95: src, mediumQuality80: src },
    assetMetadataWidth: width,
    assetMetadataHeight: height,
  } satisfies Partial<CmsComponent>;
}

// ---------------------------------------------------------------- rich text

export const span = (text: string, marks: string[] = []): RichTextBlock => ({ type: 'span', text, marks });
export const paragraph = (...children: RichTextBlock[]): RichTextBlock => ({ type: 'block', children, markDefs: [] });
export const heading = (text: string, level = 3): RichTextBlock => ({
  type: 'block',
  level,
  attributes: { fontWeight: '700', fontSize: level <= 2 ? '1.5rem' : '1.125rem' },
  children: [span(text)],
});
export const bullet = (text: string, level = 1): RichTextBlock => ({
  type: 'block',
  listItem: 'bullet',
  level,
  children: [span(text)],
});
export const numbered = (text: string, level = 1): RichTextBlock => ({
  type: 'block',
  listItem: 'number',
  level,
  children: [span(text)],
});

/** A paragraph with one linked phrase: the link is a markDef the span refers to by key. */
export function linkedParagraph(
  before: string,
  linkText: string,
  href: string,
  after = '',
  target?: string,
): RichTextBlock {
  return {
    type: 'block',
    markDefs: [{ key: 'link-1', type: 'link', attributes: { href, title: linkText, ...(target ? { target } : {}) } }],
    children: [span(before), span(linkText, ['link-1']), ...(after ? [span(after)] : [])],
  };
}
