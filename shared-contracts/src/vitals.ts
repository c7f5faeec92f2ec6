import * as z from './zod.ts';

/**
 * The header's real-user measurements: what it costs shoppers' pages, sent in batches
 * on page hide to `POST /v1/vitals` and summarised for support users as p75 per metric by page
 * type, host and release (`GET /v1/admin/vitals/summary`). No personal data: names, numbers and
 * the header's own component names only.
 */

/**
 * Measured values, in the web-vitals library's units: LCP, INP and hydration in milliseconds, CLS
 * unitless. LCP and INP are the page's, `fromHeader` saying whether the header was the cause; CLS is
 * the header's share (the shifts in the page's worst window whose sources are in the header);
 * `hydration` is the time from the page's navigation to a live header (`data-header-hydrated`, or
 * the first render of a header the browser draws), as the bench's "navigation → header interactive".
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'hydration'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * "Good" and "poor" per metric, as web.dev and the web-vitals library rate them at the 75th
 * percentile (the spec names no numbers of its own). Hydration has no published rating: "good" is
 * the bench's goal for navigation → header interactive (1.2 s), "poor" twice that.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, { readonly good: number; readonly poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  hydration: { good: 1200, poor: 2400 },
};

/** Counted happenings: a render error a boundary caught, a remote that failed to load, a fallback header shown. */
export const VITAL_EVENTS = ['render_error', 'remote_load_failure', 'fallback'] as const;

/**
 * The most events one batch may carry. Measurements are one per metric: a page has one LCP, INP,
 * CLS and hydration, so a batch that repeats a metric is refused rather than let one page (or one
 * sender) outweigh every other in a percentile.
 */
export const MAX_VITAL_EVENTS_PER_BATCH = 10;
/** What `POST /v1/vitals` accepts before it parses anything (bytes). */
export const MAX_VITALS_BATCH_BYTES = 16 * 1024;

/** A short name: a host, a page type, a release, a control, a component. Letters, digits and `._:-`. */
const name = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[\w.:-]+$/));

const Vital = z.object({
  metric: z.enum(VITAL_METRICS),
  /** Milliseconds (LCP, INP, hydration) or CLS's score; a minute at most. */
  value: z.number().check(z.gte(0), z.lte(60_000)),
  /** The LCP element is in the header; the INP's interaction, or the shifts, were the header's. */
  fromHeader: z.boolean(),
  /** INP: which of the header's controls (its name, e.g. `search-box`). */
  control: z.optional(name(64)),
});

const VitalEvent = z.object({
  kind: z.enum(VITAL_EVENTS),
  /** The header's component that failed, or the piece that fell back. */
  component: z.optional(name(64)),
  /** A render error's message, as the header cut it (it sends none that holds a shopper's data). */
  message: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * What a page team may tell the header about its page (the `vitals` prop, read by the header's
 * vitals code alone, so the closed header parses nothing more): its host name and the page's type.
 * Left out, the host is the page's host name and the type the first segment of its path.
 */
export const VitalsPage = z.object({ host: z.optional(name(64)), pageType: z.optional(name(40)) });
export type VitalsPage = z.infer<typeof VitalsPage>;

/**
 * The kind of page, from its path when the page does not say: the first segment after `/ecom`
 * (and `/shop`), `home` for `/ecom` itself, `other` for anything that is not plain words (an id
 * never becomes a page type).
 */
export function pageTypeFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'ecom') segments.shift();
  if (segments[0] === 'shop') segments.shift();
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return 'home';
  return /^[a-z][a-z-]{0,39}$/.test(first) ? first : 'other';
}

export const VitalsBatch = z.object({
  /** The page team's app: its host name as it calls itself (`shell-host`, `recipes`). */
  host: name(64),
  /** The kind of page: `home`, `browse`, `search`, `trolley`… */
  pageType: name(40),
  /** The remote's release that ran (its signed manifest's hash, or its version). */
  release: name(80),
  contractVersion: z.string().check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/)),
  vitals: z.array(Vital).check(
    z.refine((vitals) => new Set(vitals.map((vital) => vital.metric)).size === vitals.length, {
      message: 'one value per metric',
    }),
  ),
  events: z.array(VitalEvent).check(z.maxLength(MAX_VITAL_EVENTS_PER_BATCH)),
});
export type VitalsBatch = z.infer<typeof VitalsBatch>;

const Group = { release: z.string(), host: z.string(), pageType: z.string() };

/** The beacons anyone's browser may send without signing in: the header's vitals and its banner ads' impressions and clicks. */
export const OPEN_BEACONS = ['vitals', 'banner-events'] as const;
/**
 * Why a beacon was refused: not sent from a page of the site's (its origin is none of the services'
 * CORS origins and the browser did not call it same-site), not in the contract's shape (or naming
 * nothing the services know), or sent when the day's room for new counts was spent.
 */
export const BEACON_REFUSALS = ['not-our-page', 'malformed', 'storage-full'] as const;

export const VitalsSummary = z.object({
  /**
   * The releases summarised: those with the most measurements and events within retention (a
   * release named by a few beacons cannot push out one that pages run), at most the number asked
   * for, oldest first (by when each was first seen).
   */
  releases: z.array(z.string()),
  /**
   * p75 of each metric for each release, host and page type that sent it, and of the measurements
   * that were the header's (`fromHeader`: the LCP element in the header, an interaction with one of
   * its controls): `headerP75` (null when none was) over `headerCount` of the `count`.
   */
  p75: z.array(
    z.object({
      ...Group,
      metric: z.enum(VITAL_METRICS),
      p75: z.number(),
      count: z.number(),
      headerP75: z.nullable(z.number()),
      headerCount: z.number(),
    }),
  ),
  /** How many of each event. */
  events: z.array(z.object({ ...Group, kind: z.enum(VITAL_EVENTS), count: z.number() })),
  /** How many beacons of each open kind were refused within retention, and why. */
  refused: z._default(
    z.array(z.object({ beacon: z.enum(OPEN_BEACONS), reason: z.enum(BEACON_REFUSALS), count: z.number() })),
    [],
  ),
});
export type VitalsSummary = z.infer<typeof VitalsSummary>;
