import type { KyInstance } from 'ky';
import {
  TOKEN_SESSION_COOKIE,
  type HeaderInitialState,
  type HeaderTrolleyState,
  type ShoppingContext,
  type TokenSessionResponse,
} from '@grocer/shared-contracts';
import { createApiClient } from '../lib/api-client.ts';
import { readCookie } from '../lib/cookies.ts';
import { silentLogger, type Logger } from '../lib/logger.ts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { getTokenSession } from '../shopping/api/get-token-session.ts';
import { fetchShoppingContext } from '../shopping/load-shopping-context.ts';
import { fetchSlotState } from '../shopping/load-slot.ts';
import { fetchTrolleyState } from '../shopping/load-trolley.ts';
import { loadServerSeasonalMenu, loadServerTaxonomy } from './load-server-navigation.ts';
import { serverRenderCaches, type RenderCaches } from './render-caches.ts';

/** What the header's calls may take in all on the server; past it, the browser completes the rest. */
export const DEFAULT_SERVER_BUDGET_MS = 150;

export type ServerStateRequest = {
  /** The services' base as this server reaches them (absolute). */
  readonly servicesUrl: string;
  /** The GraphQL trolley's base, when not the services' (`props.services.graph`). */
  readonly graphUrl?: string;
  /** The content service's base, when not the services' (`props.services.content`); absolute, or it is left to the browser. */
  readonly contentUrl?: string;
  /** The page request's Cookie header. */
  readonly cookie: string | undefined;
  /** The page's absolute URL: the seasonal content is asked for its path. */
  readonly pageUrl?: string;
  readonly budgetMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  readonly logger?: Logger;
  readonly now?: () => Date;
  /** Where the taxonomy and guests' seasonal menus are kept between renders: the server module's own unless given. */
  readonly caches?: RenderCaches;
};

export type ServerState = {
  /** What the browser hydrates with: it crosses as the state JSON. */
  readonly state: HeaderInitialState;
  /**
   * The menu roots, for the crawler links in the server's HTML only (the
   * browser keeps the list the server rendered, and loads its own taxonomy on
   * intent). Null when it did not come within the budget.
   */
  readonly taxonomy: readonly MenuItem[] | null;
};

type Session = TokenSessionResponse | null;

const ignoreEvents = () => {};

/**
 * What the server renders the header with, as the browser's loaders would
 * find it (shopping/start-shopping-state.ts, navigation/navigation-loader.tsx):
 * the token from the page's cookies, then the shopping context, then the
 * trolley and the slot; the seasonal menu once the token has answered (for the
 * shopper's customerId; a guest's from a cache), and the taxonomy, the same for
 * everyone, from a cache.
 * Every answer is parsed with the contract's schemas. All calls share one
 * deadline; past it the state holds what is known with `complete: false`, and
 * the browser loads the rest. Never throws: failures degrade as spec section 8
 * says, and are logged; a failed token call or seasonal menu is left to the
 * browser, which asks again.
 */
export async function loadServerState({
  servicesUrl,
  graphUrl,
  contentUrl = servicesUrl,
  cookie,
  pageUrl,
  budgetMs = DEFAULT_SERVER_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = silentLogger,
  now = () => new Date(),
  caches = serverRenderCaches,
}: ServerStateRequest): Promise<ServerState> {
  const hasTokenSession = cookie !== undefined && readCookie(TOKEN_SESSION_COOKIE, cookie) === 'true';
  if (!URL.canParse(servicesUrl)) {
    logger.warn('The services URL is not absolute; the browser loads the shopper and the navigation', { servicesUrl });
    // Until the token answers, the cookie's promise stands: the signed-in display (spec section 4).
    const auth = hasTokenSession ? UNKNOWN_AUTH : { status: 'signed-out' as const, hasTokenSession };
    return { state: { auth, complete: false }, taxonomy: null };
  }
  const budget = startBudget(budgetMs);
  const { signal } = budget;
  const clientFor = (token?: string) =>
    createApiClient({ baseUrl: servicesUrl, logger, emit: ignoreEvents, getToken: () => token, fetch });
  try {
    // No token session: signed out, as in the browser, without asking for a token.
    const session: Promise<Session> =
      hasTokenSession && cookie !== undefined
        ? loadSession(clientFor().extend({ headers: { cookie } }), signal, logger)
        : Promise.resolve(null);
    const shopperOf = (found: Session) => (found && found.role !== 'support' ? found : null);
    const [shopper, seasonalMenu, taxonomy] = await Promise.all([
      loadShopper(session, { hasTokenSession, clientFor, graphUrl: graphUrl ?? servicesUrl, signal, logger, now }),
      session
        .then(shopperOf, () => null)
        .then((found) =>
          loadServerSeasonalMenu({
            api: clientFor(found?.token),
            contentUrl: URL.canParse(contentUrl) ? contentUrl : undefined,
            customerId: found?.customerId,
            pageUrl,
            signal,
            logger,
            guestCache: caches.guestSeasonal,
          }),
        ),
      loadServerTaxonomy({ api: clientFor(), servicesUrl, cache: caches.taxonomy, signal, logger }),
    ]);
    if (signal.aborted)
      logger.warn(`The services took longer than the ${budgetMs} ms budget; the browser loads the rest`);
    const state: HeaderInitialState = {
      ...shopper,
      ...(seasonalMenu !== undefined ? { seasonalMenu } : {}),
      complete: shopper.complete && seasonalMenu !== undefined,
    };
    return { state, taxonomy };
  } finally {
    budget.stop();
  }
}

const UNKNOWN_AUTH = { status: 'unknown', hasTokenSession: true } as const;

/** One deadline for every call of a render: a timer (not AbortSignal.timeout), so a test's fake clock drives it. */
function startBudget(budgetMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`The server's ${budgetMs} ms budget ran out`, 'TimeoutError'));
  }, budgetMs);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** The token session: null when signed out (a 401); throws when the answer says nothing either way. */
async function loadSession(api: KyInstance, signal: AbortSignal, logger: Logger): Promise<Session> {
  try {
    return await getTokenSession(api, signal);
  } catch (error) {
    if (!signal.aborted) {
      // The browser asks again: a failure here (say, this server cannot reach the token service)
      // must not show a signed-in shopper "Sign in" until the next page.
      logger.error('Error loading the token session; the browser loads it', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  }
}

type ShopperOptions = {
  readonly hasTokenSession: boolean;
  readonly clientFor: (token?: string) => KyInstance;
  readonly graphUrl: string;
  readonly signal: AbortSignal;
  readonly logger: Logger;
  readonly now: () => Date;
};

/** The shopper's part of the state: sign-in, then the context, then the trolley and the slot. */
async function loadShopper(session: Promise<Session>, options: ShopperOptions): Promise<HeaderInitialState> {
  const { hasTokenSession, signal, logger } = options;
  let known: HeaderInitialState = { auth: UNKNOWN_AUTH, complete: false };
  try {
    const found = await session;
    // A support user's own sign-in is not a shopper: the header stays signed out for it.
    if (!found || found.role === 'support') {
      return { auth: { status: 'signed-out', hasTokenSession }, complete: true };
    }
    known = {
      auth: {
        status: 'signed-in',
        hasTokenSession,
        customerId: found.customerId,
        token: found.token,
        isSignedOnAsCustomer: found.isSignedOnAsCustomer,
      },
      complete: false,
    };
    const api = options.clientFor(found.token);
    const context = await fetchShoppingContext(api, signal, logger);
    known = { ...known, context };
    if (context.customerOrderId === '') {
      return { ...known, trolley: { status: 'idle' }, slot: { status: 'idle' }, complete: true };
    }
    return await loadTrolleyAndSlot(api, known, context, options);
  } catch (error) {
    if (!signal.aborted && known.auth.status !== 'unknown') {
      logger.error('Error loading the shopper on the server', { message: String(error) });
    }
    return known;
  }
}

/** Each part on its own: one past the deadline is left to the browser while the other is kept. */
async function loadTrolleyAndSlot(
  api: KyInstance,
  known: HeaderInitialState,
  { customerOrderId }: ShoppingContext,
  options: ShopperOptions,
): Promise<HeaderInitialState> {
  const { signal, logger } = options;
  const [trolley, slot] = await Promise.allSettled([
    fetchTrolleyState(api, { graphBase: options.graphUrl, customerOrderId, signal, logger }),
    fetchSlotState(api, { customerOrderId, signal, logger, now: options.now() }),
  ]);
  return {
    ...known,
    ...(trolley.status === 'fulfilled' ? { trolley: withoutUpdating(trolley.value) } : {}),
    ...(slot.status === 'fulfilled' ? { slot: slot.value } : {}),
    complete: trolley.status === 'fulfilled' && slot.status === 'fulfilled',
  };
}

/** The trolley as it crosses to the browser: a page's update in progress is the browser's own business. */
function withoutUpdating(trolley: Awaited<ReturnType<typeof fetchTrolleyState>>): HeaderTrolleyState {
  if (trolley.status === 'error') return trolley;
  return { status: 'loaded', result: trolley.result, containsEntertainingLines: trolley.containsEntertainingLines };
}
