/**
 * The signed-in shopper's token, asked for with the HttpOnly cookie (decision 029: no page carries
 * it) as a server-rendered header wakes, or by the session client the first time a call needs it.
 */
import type { createStore } from 'jotai';
import type { TokenSessionResponse } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../lib/header-config.tsx';
import type { Logger } from '../lib/logger.ts';
import { getTokenSession } from './api/get-token-session.ts';
import { authStateAtom, sessionCheckedAtom } from './auth-state.ts';

type Store = ReturnType<typeof createStore>;

/** The token asked for as the header woke, before its store existed, for that shopper. */
let onWake: { readonly customerId: string; readonly session: Promise<TokenSessionResponse | null> } | undefined;

/**
 * Asks for a signed-in shopper's token as a server-rendered header wakes, before its hydration:
 * the header's first call once live (the search box's first suggestions) then waits for no token.
 * The first `askForToken` for that shopper takes the answer; a failure is asked again there.
 */
export function askForTokenOnWake(servicesApi: string, customerId: string, logger: Logger): void {
  if (onWake) return;
  const session = getTokenSession(servicesApi, logger);
  session.catch(() => {});
  onWake = { customerId, session };
}

/** What was asked for on wake, once, if it was for this shopper. */
function takeOnWake(customerId: string | null): Promise<TokenSessionResponse | null> | undefined {
  const taken = onWake;
  onWake = undefined;
  return taken && taken.customerId === customerId ? taken.session : undefined;
}

/** One request at a time per header: the calls that need the token meanwhile wait for the same answer. */
const onTheirWay = new WeakMap<Store, Promise<string | undefined>>();

/** The token, kept in the header's store for the next calls; undefined when the cookie names no session of this shopper's. */
export function askForToken(store: Store, config: HeaderConfig): Promise<string | undefined> {
  let asked = onTheirWay.get(store);
  if (!asked) {
    const ask = () => getTokenSession(config.props.services.api, config.logger);
    asked = (takeOnWake(store.get(authStateAtom).customerId)?.catch(ask) ?? ask())
      .then(
        (session) => {
          // Kept for the shopper the header shows; another one's (a sign-in in another tab) is not theirs.
          const current = store.get(authStateAtom);
          if (!session || session.customerId !== current.customerId) return undefined;
          store.set(sessionCheckedAtom, { ...current, token: session.token });
          return session.token;
        },
        (error: unknown) => {
          config.logger.error('Error loading the token session', { message: String(error) });
          return undefined;
        },
      )
      .finally(() => onTheirWay.delete(store));
    onTheirWay.set(store, asked);
  }
  return asked;
}
