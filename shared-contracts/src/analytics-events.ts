import * as z from './zod.ts';

/**
 * Every analytics event the header sends (spec section 7: promo_click, click_megamenu, ad
 * impression and click, search history clicks, removals and clear-all, slot actions), each with
 * its own payload schema. They travel as the `analytics` header event, `{ name, data }`; a renamed
 * event or a changed payload is a type error at the place that emits it, not a broken dashboard.
 * The header imports this file for its types only, so the schemas cost its bundle nothing; hosts
 * and tests parse with them. docs/page-teams.md lists them for tag managers.
 */

const modal = z.object({
  /** Which modal: its tracking id. */
  modal: z.string(),
  /** The error code an order-error modal shows. */
  code: z.optional(z.string()),
});

const ad = z.object({ sponsorshipId: z.string(), trackingUrls: z.string(), vendor: z.string() });

/** A CMS field copied as the content carries it. */
const cmsField = z.optional(z.union([z.string(), z.boolean()]));

const slot = z.object({
  slotType: z.string(),
  branchId: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
});

const historyPick = z.object({ searchTerm: z.string(), position: z.number() });

export const AnalyticsEventSchemas = {
  modal_open: modal,
  modal_close: modal,
  /** A mega menu or mobile menu button or link: its level, words and path. */
  click_megamenu: z.object({ level: z.number(), name: z.string(), path: z.string() }),
  /** A sponsored banner half in view (spec section 9: 50 per cent). */
  impression: ad,
  click: ad,
  /** A link inside promotional content (CMS cells and cards, menu banners). */
  promo_click: z.object({
    promoName: cmsField,
    promoType: cmsField,
    promoPeriod: cmsField,
    bannerPurpose: cmsField,
    buyingOfficeAndGroup: cmsField,
    enhancedEcommerceInternalPromotion: cmsField,
    assetModuleType: cmsField,
    componentId: z.optional(z.string()),
    resourceType: z.optional(z.string()),
    sponsorshipId: z.optional(z.string()),
    linkText: z.optional(z.string()),
    linkUrl: z.nullable(z.string()),
  }),
  /** A search committed from the box, a suggestion or the history. */
  search: z.object({ searchTerm: z.string(), source: z.string() }),
  search_history_click: historyPick,
  search_history_remove: historyPick,
  search_history_clear_all: z.object({ count: z.number() }),
  slot_details_expanded: slot,
  slot_change_clicked: slot,
  slot_cancelled: slot,
  slot_cancel_failed: slot,
} as const;

export type AnalyticsEventMap = {
  [K in keyof typeof AnalyticsEventSchemas]: z.infer<(typeof AnalyticsEventSchemas)[K]>;
};
export type AnalyticsEventName = keyof AnalyticsEventMap;

/** The `analytics` header event's payload: one of the catalogue's events, its name with its data. */
export type AnalyticsEvent = {
  [K in AnalyticsEventName]: { readonly name: K; readonly data: AnalyticsEventMap[K] };
}[AnalyticsEventName];

export const ANALYTICS_EVENT_NAMES = Object.keys(AnalyticsEventSchemas) as AnalyticsEventName[];

/** Parses an `analytics` payload against its own entry: a name outside the catalogue, or data that does not fit, fails. */
export function parseAnalyticsEvent(
  payload: unknown,
): { readonly success: true; readonly event: AnalyticsEvent } | { readonly success: false; readonly error: string } {
  if (typeof payload !== 'object' || payload === null) return { success: false, error: 'not an object' };
  const { name, data } = payload as { name?: unknown; data?: unknown };
  if (typeof name !== 'string' || !Object.hasOwn(AnalyticsEventSchemas, name)) {
    return { success: false, error: `not an analytics event: ${String(name)}` };
  }
  const schema = AnalyticsEventSchemas[name as AnalyticsEventName];
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { success: true, event: { name, data: parsed.data } as AnalyticsEvent }
    : { success: false, error: z.prettifyError(parsed.error) };
}
