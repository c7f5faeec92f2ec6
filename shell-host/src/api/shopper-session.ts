import { hasTokenSessionIndicator } from './token-session-indicator.ts';
import { fetchTokenSession, type ShopperSession } from './token-session.ts';

export type { ShopperSession };

export type ShopperSessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly session: ShopperSession };

const LOADING: ShopperSessionState = Object.freeze({ status: 'loading' });
const SIGNED_OUT: ShopperSessionState = Object.freeze({ status: 'signed-out' });

type Entry = { readonly servicesUrl: string; state: ShopperSessionState };

/**
 * The page's one token session: asked for once per page load (every
 * navigation is a full load, so that is once per page) and shared by every
 * component, so the page and the header agree on who is signed in. Changed
 * only by sign-in, sign-out and a service refusing the token.
 */
let entry: Entry | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

const stateOf = (session: ShopperSession | null): ShopperSessionState =>
  session ? Object.freeze({ status: 'signed-in', session }) : SIGNED_OUT;

function settle(current: Entry, session: ShopperSession | null): void {
  current.state = stateOf(session);
  if (entry === current) notify();
}

const canAsk = (servicesUrl: string, cookies?: string) => servicesUrl !== '' && hasTokenSessionIndicator(cookies);

/**
 * Starts asking the services, unless this page already has (or is getting)
 * the answer. Without services, or without the session indicator cookie,
 * there is nothing to ask: signed out at once.
 */
export function loadShopperSession(servicesUrl: string): void {
  if (entry?.servicesUrl === servicesUrl) return;
  const ask = canAsk(servicesUrl);
  const current: Entry = { servicesUrl, state: ask ? LOADING : SIGNED_OUT };
  entry = current;
  if (ask) void fetchTokenSession(servicesUrl).then((session) => settle(current, session));
  notify();
}

/**
 * The current state; the same object until it changes (for useSyncExternalStore). `cookies`: the
 * request's, for the server's render, which has no `document.cookie` (the page's own by default).
 */
export function readShopperSession(servicesUrl: string, cookies?: string): ShopperSessionState {
  // Before the first load, the same answer loadShopperSession will give, so a signed-out page never flashes "loading".
  if (entry?.servicesUrl !== servicesUrl) return canAsk(servicesUrl, cookies) ? LOADING : SIGNED_OUT;
  return entry.state;
}

/** After sign-in (its answer is the session) or sign-out (null): no need to ask the services again. */
export function setShopperSession(servicesUrl: string, session: ShopperSession | null): void {
  entry = { servicesUrl, state: stateOf(session) };
  notify();
}

/** A service refused the token: the session has ended, so the page shows the signed-out state. */
export function forgetShopperSession(): void {
  if (!entry) return;
  entry = { servicesUrl: entry.servicesUrl, state: SIGNED_OUT };
  notify();
}

/** Asks the services again on the next read (tests, and anything that changed the cookies behind the page's back). */
export function resetShopperSession(): void {
  entry = undefined;
  notify();
}

export function subscribeToShopperSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
