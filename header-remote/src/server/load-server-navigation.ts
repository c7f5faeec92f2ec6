import type { KyInstance } from 'ky';
import type { HeaderInitialState } from '@grocer/shared-contracts/domain';
import type { Logger } from '../lib/logger.ts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { fetchMenuItems, fetchSeasonalMenu } from '../navigation/navigation-calls.ts';
import type { GuestSeasonalCache, TaxonomyCache } from './render-caches.ts';

/** A guest's customerId in content requests (spec section 6). */
const GUEST_CUSTOMER_ID = '-1';

/**
 * The seasonal menu for the page, from `guestCache`: the content service
 * answers a page's seasonal content the same for every shopper, signed in or
 * not (`findContentFragment` reads the page's path and the time alone), so one
 * answer per page serves every render and no render asks with a shopper's token
 * (decision 029). Null when there is none to show; undefined when it did not
 * come within the budget or failed, and the browser then asks for it as it loads.
 */
export async function loadServerSeasonalMenu({
  api,
  contentUrl,
  pageUrl,
  signal,
  logger,
  guestCache,
}: {
  /** A client with no shopper's token, made when a load needs one. */
  readonly api: () => KyInstance;
  /** The content service's base, absolute; undefined when this server cannot reach it. */
  readonly contentUrl: string | undefined;
  readonly pageUrl: string | undefined;
  readonly signal: AbortSignal;
  readonly logger: Logger;
  readonly guestCache: GuestSeasonalCache;
}): Promise<HeaderInitialState['seasonalMenu']> {
  if (contentUrl === undefined || signal.aborted) return undefined;
  const path = pageUrl !== undefined && URL.canParse(pageUrl) ? new URL(pageUrl).pathname : '/';
  const forGuests = guestCache.get(`${contentUrl} ${path}`, () =>
    // Shared by renders with budgets of their own, so none of them aborts it: ky's own timeout ends a hung call.
    fetchSeasonalMenu(api(), {
      baseUrl: contentUrl,
      contentUrl: path,
      customerId: GUEST_CUSTOMER_ID,
      signal: new AbortController().signal,
    }).then(
      (menu) => ({ menu }),
      (error: unknown) => {
        logger.error('Error loading the seasonal menu on the server; the browser loads it', {
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      },
    ),
  );
  const cached = await withinBudget(forGuests, signal, null);
  return cached === null ? undefined : cached.menu;
}

/**
 * The taxonomy for the crawler links the server renders, from `cache` (it is
 * the same for every shopper, so it is asked for without the shopper's token).
 * Null when it is not there within the budget: a load that outlives the
 * budget goes on, and fills the cache for the renders that follow.
 */
export function loadServerTaxonomy({
  api,
  servicesUrl,
  cache,
  signal,
  logger,
}: {
  /** A client with no shopper's token, made when a load needs one. */
  readonly api: () => KyInstance;
  readonly servicesUrl: string;
  readonly cache: TaxonomyCache;
  readonly signal: AbortSignal;
  readonly logger: Logger;
}): Promise<readonly MenuItem[] | null> {
  const taxonomy = cache.get(servicesUrl, () =>
    // Shared by renders with budgets of their own, so none of them aborts it: ky's own timeout ends a hung call.
    fetchMenuItems(api(), { baseUrl: servicesUrl, signal: new AbortController().signal }).catch((error: unknown) => {
      logger.error('Error loading the taxonomy on the server; the crawler links wait for the browser', {
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }),
  );
  return withinBudget(taxonomy, signal, null);
}

/** The promise's value, or `late` once the budget's signal aborts first. */
function withinBudget<T, L>(promise: Promise<T>, signal: AbortSignal, late: L): Promise<T | L> {
  if (signal.aborted) return Promise.resolve(late);
  return new Promise((resolve) => {
    const onAbort = () => resolve(late);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(late);
      },
    );
  });
}
