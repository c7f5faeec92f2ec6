import * as z from './zod.ts';
import type { AnalyticsEvent } from './analytics-events.ts';
import type { VitalsBatch } from './vitals.ts';

/**
 * Events a page sends to the header. Pages dispatch them on `window` (see
 * `dispatchHostEvent`) around their own trolley updates; the header shows its
 * loading state between them and refreshes the totals after the second.
 */
export const HostEventSchemas = {
  started_trolley_update: z.object({ source: z.optional(z.string()) }),
  finished_trolley_update: z.object({ source: z.optional(z.string()) }),
} as const;
export type HostEventMap = { [K in keyof typeof HostEventSchemas]: z.infer<(typeof HostEventSchemas)[K]> };
export type HostEventName = keyof HostEventMap;

const AnalyticsValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One trolley line as the personalisation service takes it (spec section 7: cart rows). */
export const PersonalisationCartRow = z.object({
  productId: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  currency: z.string(),
});
export type PersonalisationCartRow = z.infer<typeof PersonalisationCartRow>;

/** Spec section 7's custom variables; null when the header does not know them (no booked slot, signed out). */
export const PersonalisationVariables = z.object({
  branchId: z.nullable(z.string()),
  customerId: z.nullable(z.string()),
  /** The booked slot's start date in London, YYYY-MM-DD. */
  slotDate: z.nullable(z.string()),
  slotType: z.nullable(z.string()),
});
export type PersonalisationVariables = z.infer<typeof PersonalisationVariables>;

/** Events the header sends out, through the single `onEvent(name, payload)` prop. */
export const HeaderEventSchemas = {
  /** The header rendered for the first time. */
  header_ready: z.object({ contractVersion: z.string(), placement: z.enum(['home', 'default']) }),
  /** Host and remote were built against different contract versions. */
  contract_mismatch: z.object({
    hostVersion: z.string(),
    remoteVersion: z.string(),
    status: z.enum(['compatible', 'incompatible']),
  }),
  /** A service refused the shopper's token; the host decides whether to send them to sign in. */
  auth_required: z.object({ service: z.string(), status: z.number() }),
  /** The header hit an error it recovered from (bad props, a failed call); for the host's monitoring. */
  header_error: z.object({ code: z.string(), message: z.string() }),
  /**
   * An analytics event for the host's tag manager: one of the catalogue's (analytics-events.ts),
   * typed by it; checked here only as a name and flat data, so the header's bundle carries no
   * schema per event.
   */
  analytics: z.object({ name: z.string(), data: z.record(z.string(), AnalyticsValue) }),
  /**
   * The trolley for the personalisation service, sent when it loads and after
   * every refresh; only with the shopper's advertising consent (consent.ts).
   */
  personalisation: z.object({ cartRows: z.array(PersonalisationCartRow), customVariables: PersonalisationVariables }),
  /**
   * What the header measured of its cost to the page (LCP, INP, CLS, hydration) and the failures its
   * boundaries caught, as a batch, when the page is hidden: the same batch it sends to the services'
   * `POST /v1/vitals`, so a page team can forward it to its own tools. Only with analytics consent.
   * Its schema is `VitalsBatch` (vitals.ts); here only its type, so the closed header, which carries
   * this map, carries no vitals schema.
   */
  vitals: z.custom<VitalsBatch>(),
} as const;
export type HeaderEventMap = {
  [K in keyof typeof HeaderEventSchemas]: K extends 'analytics'
    ? AnalyticsEvent
    : z.infer<(typeof HeaderEventSchemas)[K]>;
};
export type HeaderEventName = keyof HeaderEventMap;

export type OnHeaderEvent = <K extends HeaderEventName>(name: K, payload: HeaderEventMap[K]) => void;
