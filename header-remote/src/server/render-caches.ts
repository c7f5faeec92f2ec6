import type { HeaderInitialState } from '@grocer/shared-contracts/domain';
import type { MenuItem } from '../navigation/menu-items.ts';
import type { SeasonalMenu } from '../navigation/navigation-state.ts';
import { createMemo, createServerCache, type Memo, type ServerCache } from './server-cache.ts';

/**
 * What the server keeps between renders (decision 016): the taxonomy, the same
 * for every shopper; a page's seasonal menu, the same for every shopper too
 * (decision 029); and a guest's whole rendered header for a page, which is the
 * same for every guest until one of those answers changes. Nothing of a
 * signed-in shopper is kept.
 */

/** The taxonomy changes rarely: one load serves every render for this long. */
export const TAXONOMY_CACHE_MS = 5 * 60_000;
/** Past fresh, the last taxonomy is still rendered for this long while a new one is loaded (or the services are down). */
export const TAXONOMY_STALE_MS = 60 * 60_000;

/** A page's seasonal menu: a minute, so a new season's content shows within one. */
export const GUEST_SEASONAL_CACHE_MS = 60_000;
export const GUEST_SEASONAL_STALE_MS = 10 * 60_000;
/** Pages whose seasonal menu is kept: the site's pages and more, never one per request a crawler invents. */
export const GUEST_SEASONAL_MAX_PAGES = 512;

/** Keyed by the services' base URL. */
export type TaxonomyCache = ServerCache<readonly MenuItem[]>;
/** Keyed by the content base and the page's path; `menu` is null when the page has none to show. */
export type GuestSeasonalCache = ServerCache<{ readonly menu: SeasonalMenu | null }>;

export function createTaxonomyCache({
  maxAgeMs = TAXONOMY_CACHE_MS,
  now = Date.now,
}: { readonly maxAgeMs?: number; readonly now?: () => number } = {}): TaxonomyCache {
  return createServerCache({ maxAgeMs, staleMs: TAXONOMY_STALE_MS, maxEntries: 8, now });
}

export function createGuestSeasonalCache({ now = Date.now }: { readonly now?: () => number } = {}): GuestSeasonalCache {
  return createServerCache({
    maxAgeMs: GUEST_SEASONAL_CACHE_MS,
    staleMs: GUEST_SEASONAL_STALE_MS,
    maxEntries: GUEST_SEASONAL_MAX_PAGES,
    now,
  });
}

/** A guest's rendered header is reused for this long at most: as long as their seasonal menu is fresh. */
export const GUEST_RENDER_CACHE_MS = GUEST_SEASONAL_CACHE_MS;
/** Guest renders kept (each some 20 KB of HTML): the busiest pages. */
export const GUEST_RENDER_MAX_ENTRIES = 64;

/**
 * Keyed by everything the render depends on (props, page URL, state, taxonomy);
 * the value is that earlier render whole, with the time it was rendered at.
 */
export type GuestRenderCache = Memo<RenderedHeader>;

/** One render of the header, as `renderHeader` answers it. */
export type RenderedHeader = {
  /** Exactly the children that `hydrate(element, props)` expects in its element. */
  readonly html: string;
  readonly state: HeaderInitialState;
  /** `state` as JSON safe inside `<script type="application/json">`. */
  readonly stateJson: string;
  /** False when the budget ran out: the browser loads the rest. */
  readonly complete: boolean;
  /** The services took longer than the budget (counted by the host's and the remote's servers). */
  readonly budgetMissed?: boolean;
};

export type RenderCaches = {
  readonly taxonomy: TaxonomyCache;
  readonly guestSeasonal: GuestSeasonalCache;
  readonly guestRenders: GuestRenderCache;
};

export function createRenderCaches({ now = Date.now }: { readonly now?: () => number } = {}): RenderCaches {
  return {
    taxonomy: createTaxonomyCache({ now }),
    guestSeasonal: createGuestSeasonalCache({ now }),
    guestRenders: createMemo({ maxAgeMs: GUEST_RENDER_CACHE_MS, maxEntries: GUEST_RENDER_MAX_ENTRIES, now }),
  };
}

/** This server module's own: every render by this release of the remote, in this process, shares them. */
export const serverRenderCaches = createRenderCaches();
