import * as z from './zod.ts';
import { ContentLocations } from './content.ts';
import { Address, Branch, DeliveryPassStatus, SlotReservation } from './fulfilment.ts';
import { Money } from './money.ts';
import { ShoppingContext } from './shopping-context.ts';
import { InstantCheckoutStatus } from './trolley.ts';
import type { TrolleySummary as TrolleySummaryType } from './trolley-rules.ts';

/**
 * The shopper's sign-in as the server found it. 'unknown': the token-session
 * cookie was there but the services did not answer within the server's budget,
 * so the header shows the signed-in display (spec section 4) and the browser asks again.
 * It never holds the bearer token or any other credential (decision 029): the
 * browser asks for the token itself, with the HttpOnly cookie, when it needs one.
 */
export const HeaderAuthState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-out'), hasTokenSession: z.boolean() }),
  z.object({ status: z.literal('unknown'), hasTokenSession: z.literal(true) }),
  z.object({
    status: z.literal('signed-in'),
    hasTokenSession: z.boolean(),
    customerId: z.string(),
    isSignedOnAsCustomer: z.boolean(),
  }),
]);
export type HeaderAuthState = z.infer<typeof HeaderAuthState>;

/** What the header draws of a trolley, never its lines (`TrolleySummary` in trolley-rules.ts). */
export const TrolleySummary = z.object({
  itemCount: z.number().check(z.gte(0)),
  totals: z.nullable(
    z.object({
      totalEstimatedCost: Money,
      minimumSpendThresholdMet: z.boolean(),
      collectionMinimumOrderValue: Money,
      deliveryMinimumOrderValue: Money,
      trolleyItemCounts: z.object({ hardConflicts: z.number().check(z.gte(0)) }),
    }),
  ),
  amendingOrder: z.boolean(),
  containsEntertainingLines: z.boolean(),
  slotChangeable: z.boolean(),
  instantCheckout: InstantCheckoutStatus,
});
// The schema and the rules' type are one shape.
export type TrolleySummary = z.infer<typeof TrolleySummary> & TrolleySummaryType;

/** The trolley as the header holds it once settled: nothing to load, its summary, or failed (cost text "Trolley"). */
export const HeaderTrolleyState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('loaded'), summary: TrolleySummary }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type HeaderTrolleyState = z.infer<typeof HeaderTrolleyState>;

/** The slot once settled: booked (with its address and branch), none, nothing to load, or failed ("Slot"). */
export const HeaderSlotState = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['idle', 'none', 'error']) }),
  z.object({
    status: z.literal('booked'),
    reservation: SlotReservation,
    address: z.nullable(Address),
    branch: Branch,
  }),
]);
export type HeaderSlotState = z.infer<typeof HeaderSlotState>;

/**
 * The seasonal menu as the header shows it (spec section 5): a page title and
 * at least one location with components, else there is no button.
 */
export const HeaderSeasonalMenu = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  locations: ContentLocations.check(
    z.refine((locations) => Object.values(locations).some((components) => components.length > 0), {
      message: 'Expected a location with components',
    }),
  ),
});
export type HeaderSeasonalMenu = z.infer<typeof HeaderSeasonalMenu>;

const menuEntryShape = {
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  url: z.string(),
  iconName: z.nullable(z.string()),
  offer: z.boolean(),
  generated: z.boolean(),
  bold: z.boolean(),
  showWarningIcon: z.boolean(),
  /** It opens a sub-menu (spec section 5): shown children, and room for another menu. */
  subMenu: z.boolean(),
};

/** One entry of a menu's first level as the menus draw it: a link to its page, or a button opening its sub-menu. */
export const HeaderMenuEntry = z.object(menuEntryShape);
export type HeaderMenuEntry = z.infer<typeof HeaderMenuEntry>;

/**
 * The menus' first level, from the server's taxonomy with spec section 5's rules applied: what
 * both menus draw before they are opened further, so the server's HTML and the browser's first
 * render are the same without the whole taxonomy in the page.
 */
export const HeaderMenuTop = z.object({
  /** The shown catalogue roots: the phone menu's level 0. */
  roots: z.array(HeaderMenuEntry),
  /** The Groceries root with its shown departments, the Groceries menu's first column; null without one. */
  groceries: z.nullable(z.object({ ...menuEntryShape, children: z.array(HeaderMenuEntry) })),
});
export type HeaderMenuTop = z.infer<typeof HeaderMenuTop>;

/**
 * What the server knew when it rendered the header, sent to the browser as
 * JSON so the first client render equals the server's. A missing part was not
 * known in time; `complete: false` tells the browser to load what is missing.
 */
export const HeaderInitialState = z.object({
  auth: HeaderAuthState,
  context: z.optional(ShoppingContext),
  trolley: z.optional(HeaderTrolleyState),
  slot: z.optional(HeaderSlotState),
  /**
   * The seasonal menu's content for this page: null when there is none to show (no button), absent
   * when the server did not get it in time, and then the browser asks for it as it loads.
   */
  seasonalMenu: z.optional(z.nullable(HeaderSeasonalMenu)),
  /** The menus' first level; absent when the server had no taxonomy in time, and the menus then wait for the browser's. */
  menuTop: z.optional(HeaderMenuTop),
  /** The signed-in shopper's delivery pass (spec section 6), from GET /v1/header-state; absent when not known: UNKNOWN. */
  deliveryPass: z.optional(DeliveryPassStatus),
  /**
   * The page's absolute URL, for links that come back to it (sign in, register); absent when the
   * server was not told, and then the browser adds it once hydrated.
   */
  pageUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /**
   * When the server rendered: the browser's first render uses this time too (the amend bar's
   * "today" and cut-off), so a page clock that differs from the server's cannot make it differ.
   */
  renderedAt: z.optional(z.iso.datetime()),
  complete: z.boolean(),
});
export type HeaderInitialState = z.infer<typeof HeaderInitialState>;
