import type { AnalyticsEventMap } from '@grocer/shared-contracts';
import type { CmsComponent } from '@grocer/shared-contracts/domain';

type PromoClick = AnalyticsEventMap['promo_click'];

const ANALYTICS_FIELDS = [
  'promoName',
  'promoType',
  'promoPeriod',
  'bannerPurpose',
  'buyingOfficeAndGroup',
  'enhancedEcommerceInternalPromotion',
  'assetModuleType',
] as const;

/** The `promo_click` analytics data for a link clicked inside a component: its analytics fields and the link. */
export function promoClickData(
  component: Pick<CmsComponent, 'componentId' | 'resourceType' | 'analytics'>,
  link: { readonly text: string; readonly href: string },
): PromoClick {
  const data: { -readonly [K in (typeof ANALYTICS_FIELDS)[number]]?: string | boolean } = {};
  for (const field of ANALYTICS_FIELDS) {
    const value = component.analytics?.[field];
    if (typeof value === 'string' || typeof value === 'boolean') data[field] = value;
  }
  return {
    ...data,
    componentId: component.componentId,
    resourceType: component.resourceType,
    linkText: link.text.replace(/\s+/g, ' ').trim(),
    linkUrl: link.href,
  };
}
