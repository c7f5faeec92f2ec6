import type { KyInstance } from 'ky';
import {
  TOKEN_SESSION_COOKIE,
  type HeaderInitialState,
  type HeaderTrolleyState,
  type ShoppingContext,
} from '@grocer/shared-contracts';
import { createApiClient } from '../lib/api-client.ts';
import { readCookie } from '../lib/cookies.ts';
import { silentLogger, type Logger } from '../lib/logger.ts';
import { getTokenSession } from '../shopping/api/get-token-session.ts';
import { fetchShoppingContext } from '../shopping/load-shopping-context.ts';
import { fetchSlotState } from '../shopping/load-slot.ts';
import { fetchTrolleyState } from '../shopping/load-trolley.ts';

/** What the header's calls may take in all on the server; past it, the browser completes the rest. */
export const DEFAULT_SERVER_BUDGET_MS = 150;

export type ServerStateRequest = {
  /** The services' base as this server reaches them (absolute). */
  readonly servicesUrl: string;
  /** The GraphQL trolley's base, when not the services' (`props.services.graph`). */
  readonly graphUrl?: string;
  /** The page request's Cookie header. */
  readonly cookie: string | undefined;
  readonly budgetMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  readonly logger?: Logger;
  readonly now?: () => Date;
};

const ignoreEvents = () => {};

/**
 * The shopper's state for a server render, as the browser's loader would find
 * it (shopping/start-shopping-state.ts): the token from the page's cookies,
 * then the shopping context, then the trolley and the slot, every answer
 * parsed with the contract's schemas. All calls share one deadline; past it
 * the state holds what is known with `complete: false`, and the browser loads
 * the rest. Never throws: failures degrade as spec section 8 says, and are
 * logged; a failed token call is left to the browser (auth 'unknown'), which asks again.
 */
export async function loadServerState({
  servicesUrl,
  graphUrl,
  cookie,
  budgetMs = DEFAULT_SERVER_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = silentLogger,
  now = () => new Date(),
}: ServerStateRequest): Promise<HeaderInitialState> {
  const hasTokenSession = cookie !== undefined && readCookie(TOKEN_SESSION_COOKIE, cookie) === 'true';
  // No token session: signed out, as in the browser, without asking anything.
  if (!hasTokenSession || cookie === undefined)
    return { auth: { status: 'signed-out', hasTokenSession }, complete: true };

  // Until the token answers, the cookie's promise stands: the signed-in display (spec section 4).
  let known: HeaderInitialState = { auth: { status: 'unknown', hasTokenSession: true }, complete: false };
  if (!URL.canParse(servicesUrl)) {
    logger.warn('The services URL is not absolute; the browser loads the shopper', { servicesUrl });
    return known;
  }
  const signal = AbortSignal.timeout(budgetMs);
  let token: string | undefined;
  const api = createApiClient({ baseUrl: servicesUrl, logger, emit: ignoreEvents, getToken: () => token, fetch });

  try {
    const session = await loadSession(api.extend({ headers: { cookie } }), signal, logger);
    // A support user's own sign-in is not a shopper: the header stays signed out for it.
    if (!session || session.role === 'support') {
      return { auth: { status: 'signed-out', hasTokenSession }, complete: true };
    }
    token = session.token;
    known = {
      auth: {
        status: 'signed-in',
        hasTokenSession,
        customerId: session.customerId,
        token: session.token,
        isSignedOnAsCustomer: session.isSignedOnAsCustomer,
      },
      complete: false,
    };

    const context = await fetchShoppingContext(api, signal, logger);
    known = { ...known, context };
    if (context.customerOrderId === '') {
      return { ...known, trolley: { status: 'idle' }, slot: { status: 'idle' }, complete: true };
    }
    return await loadTrolleyAndSlot(api, known, context, { graphUrl: graphUrl ?? servicesUrl, signal, logger, now });
  } catch (error) {
    if (signal.aborted) logger.warn(`The services took longer than ${budgetMs} ms; the browser loads the rest`);
    else if (known.auth.status !== 'unknown') {
      logger.error('Error loading the shopper on the server', { message: String(error) });
    }
    return known;
  }
}

/** The token session: null when signed out (a 401); throws when the answer says nothing either way. */
async function loadSession(api: KyInstance, signal: AbortSignal, logger: Logger) {
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

/** Each part on its own: one past the deadline is left to the browser while the other is kept. */
async function loadTrolleyAndSlot(
  api: KyInstance,
  known: HeaderInitialState,
  { customerOrderId }: ShoppingContext,
  options: { graphUrl: string; signal: AbortSignal; logger: Logger; now: () => Date },
): Promise<HeaderInitialState> {
  const { signal, logger } = options;
  const [trolley, slot] = await Promise.allSettled([
    fetchTrolleyState(api, { graphBase: options.graphUrl, customerOrderId, signal, logger }),
    fetchSlotState(api, { customerOrderId, signal, logger, now: options.now() }),
  ]);
  const state: HeaderInitialState = {
    ...known,
    ...(trolley.status === 'fulfilled' ? { trolley: withoutUpdating(trolley.value) } : {}),
    ...(slot.status === 'fulfilled' ? { slot: slot.value } : {}),
  };
  const complete = trolley.status === 'fulfilled' && slot.status === 'fulfilled';
  if (!complete) logger.warn('The services took longer than the budget; the browser loads the rest');
  return { ...state, complete };
}

/** The trolley as it crosses to the browser: a page's update in progress is the browser's own business. */
function withoutUpdating(trolley: Awaited<ReturnType<typeof fetchTrolleyState>>): HeaderTrolleyState {
  if (trolley.status === 'error') return trolley;
  return { status: 'loaded', result: trolley.result, containsEntertainingLines: trolley.containsEntertainingLines };
}
