import {
  TOKEN_SESSION_COOKIE,
  type HeaderInitialState,
  type HeaderStateResponse,
} from '@grocer/shared-contracts/domain';
import { createApiClient } from '../lib/api-client.ts';
import { callStarted } from '../lib/call-log.ts';
import { readCookie } from '../lib/cookies.ts';
import { silentLogger, type Logger } from '../lib/logger.ts';
import type { MenuItem } from '../navigation/menu-items.ts';
import { shopperStateFrom } from '../shopping/shopper-state.ts';
import { getHeaderState, headerStateFailure } from '../shopping/api/get-header-state.ts';
import { loadServerSeasonalMenu, loadServerTaxonomy } from './load-server-navigation.ts';
import { serverRenderCaches, type RenderCaches } from './render-caches.ts';

/** What the header's calls may take in all on the server; past it, the browser completes the rest. */
export const DEFAULT_SERVER_BUDGET_MS = 150;

export type ServerStateRequest = {
  /** The services' base as this server reaches them (absolute). */
  readonly servicesUrl: string;
  /** The content service's base, when not the services' (`props.services.content`); absolute, or it is left to the browser. */
  readonly contentUrl?: string;
  /** The page request's Cookie header. */
  readonly cookie: string | undefined;
  /** The page's absolute URL: the seasonal content is asked for its path. */
  readonly pageUrl?: string;
  readonly budgetMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  readonly logger?: Logger;
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
  /** The budget ran out before every call answered (the servers count it: docs/operations.md). */
  readonly budgetMissed: boolean;
};

const ignoreEvents = () => {};

/**
 * What the server renders the header with: the shopper's state in one call
 * (`GET /v1/header-state` with the page's cookies: sign-in, shopping context,
 * trolley summary and slot), the page's seasonal menu and the taxonomy, the
 * same for everyone, from caches. A page with no token-session cookie is a
 * guest's, and nothing is asked about the shopper.
 * Every answer is parsed with the contract's schemas. All calls share one
 * deadline; past it the state holds what is known with `complete: false`, and
 * the browser loads the rest. Never throws: failures degrade as spec section 8
 * says, and are logged. The state carries no token (decision 029).
 */
export async function loadServerState({
  servicesUrl,
  contentUrl = servicesUrl,
  cookie,
  pageUrl,
  budgetMs = DEFAULT_SERVER_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = silentLogger,
  caches = serverRenderCaches,
}: ServerStateRequest): Promise<ServerState> {
  const hasTokenSession = cookie !== undefined && readCookie(TOKEN_SESSION_COOKIE, cookie) === 'true';
  if (!URL.canParse(servicesUrl)) {
    logger.warn('The services URL is not absolute; the browser loads the shopper and the navigation', { servicesUrl });
    // Until the services answer, the cookie's promise stands: the signed-in display (spec section 4).
    return {
      state: { auth: hasTokenSession ? UNKNOWN_AUTH : signedOut(false), complete: false },
      taxonomy: null,
      budgetMissed: false,
    };
  }
  const budget = startBudget(budgetMs);
  const { signal } = budget;
  // The navigation's client, made only when a cache has to load: nearly every render finds both kept.
  let client: ReturnType<typeof createApiClient> | undefined;
  const api = () => (client ??= createApiClient({ baseUrl: servicesUrl, logger, emit: ignoreEvents, fetch }));
  try {
    const [shopper, seasonalMenu, taxonomy] = await Promise.all([
      hasTokenSession && cookie !== undefined
        ? loadShopper({ fetch, servicesUrl, cookie, signal, logger })
        : { auth: signedOut(hasTokenSession), complete: true },
      loadServerSeasonalMenu({
        api,
        contentUrl: URL.canParse(contentUrl) ? contentUrl : undefined,
        pageUrl,
        signal,
        logger,
        guestCache: caches.guestSeasonal,
      }),
      loadServerTaxonomy({ api, servicesUrl, cache: caches.taxonomy, signal, logger }),
    ]);
    if (signal.aborted)
      logger.warn(`The services took longer than the ${budgetMs} ms budget; the browser loads the rest`);
    const state: HeaderInitialState = {
      ...shopper,
      ...(seasonalMenu !== undefined ? { seasonalMenu } : {}),
      complete: shopper.complete && seasonalMenu !== undefined,
    };
    return { state, taxonomy, budgetMissed: signal.aborted };
  } finally {
    budget.stop();
  }
}

const UNKNOWN_AUTH = { status: 'unknown', hasTokenSession: true } as const;
const signedOut = (hasTokenSession: boolean) => ({ status: 'signed-out', hasTokenSession }) as const;

/** One deadline for every call of a render: a timer (not AbortSignal.timeout), so a test's fake clock drives it. */
function startBudget(budgetMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`The server's ${budgetMs} ms budget ran out`, 'TimeoutError'));
  }, budgetMs);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/**
 * The shopper's part of the state, from one call. A failure or a late answer
 * leaves the sign-in unknown (the signed-in display, spec section 4) and the
 * browser loads it all; a support user's own sign-in is signed out.
 */
async function loadShopper({
  fetch,
  servicesUrl,
  cookie,
  signal,
  logger,
}: {
  readonly fetch: typeof globalThis.fetch;
  readonly servicesUrl: string;
  readonly cookie: string;
  readonly signal: AbortSignal;
  readonly logger: Logger;
}): Promise<HeaderInitialState> {
  let answer: HeaderStateResponse;
  const started = callStarted();
  try {
    answer = await getHeaderState({ fetch, servicesUrl, cookie, signal, logger });
  } catch (error) {
    if (!signal.aborted) {
      logger.error(
        "Error loading the shopper's header state on the server; the browser loads it",
        headerStateFailure(servicesUrl, started, error),
      );
    }
    return { auth: UNKNOWN_AUTH, complete: false };
  }
  return { ...shopperStateFrom(answer), complete: true };
}
