import type { FakeHandlers } from '../../../../test-support/fake-network.ts';
import { navigationHandlers } from '../../navigation/testing/fake-navigation-services.ts';
import { respond, type Answer, type FakeShoppingAnswers } from '../../shopping/testing/fake-shopping-services.ts';
import { sampleContext, sampleReservation, sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';

/** The page request's cookies of a shopper with a token session (the session cookie itself is the services' business). */
export const SIGNED_IN_COOKIE = 'X-Has-Token-Session=true; fernleaf_session=abc123';

export const SERVER_PROPS = {
  services: { api: 'http://api.test' },
  features: { sitePinBar: true },
} as const;

export const PAGE_URL = 'https://shop.test/ecom/shop/search?searchTerm=milk';

type Scenario = { readonly cookie?: string; readonly answers: FakeShoppingAnswers };

/** A slot far enough ahead that its amend cut-off has not passed whenever the tests run. */
const futureSlot = {
  startDateTime: '2030-03-05T09:00:00.000Z',
  endDateTime: '2030-03-05T10:00:00.000Z',
  amendOrderCutoffDateTime: '2030-03-04T23:30:00.000Z',
};

/** One shopper per state the header shows, answered by the fake services (with the sample Christmas menu and taxonomy). */
export const SHOPPERS = {
  signedOut: { answers: { handlers: navigationHandlers } },
  withTrolley: {
    cookie: SIGNED_IN_COOKIE,
    answers: {
      trolley: {
        getTrolley: sampleTrolleyResult({ count: 7, total: 52.3 }),
        getOrder: { containsEntertainingLines: false },
      },
      reservations: [],
      handlers: navigationHandlers,
    },
  },
  bookedSlot: {
    cookie: SIGNED_IN_COOKIE,
    answers: { reservations: [sampleReservation(futureSlot)], handlers: navigationHandlers },
  },
  amending: {
    cookie: SIGNED_IN_COOKIE,
    answers: {
      context: sampleContext({ customerOrderState: 'AMENDING' }),
      trolley: {
        getTrolley: sampleTrolleyResult({ amending: true, instantCheckout: 'ALLOWED' }),
        getOrder: { containsEntertainingLines: false },
      },
      reservations: [sampleReservation(futureSlot)],
      handlers: navigationHandlers,
    },
  },
} satisfies Record<string, Scenario>;

/** The services answering after `delayMs`, or not before the request is aborted. */
export function slowServices(fetch: typeof globalThis.fetch, delayMs: number): typeof globalThis.fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(fetch(request)), delayMs);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });
  };
}

/** Only the requests whose URL matches are slow (`slowServices`); the rest answer at once. */
export function slowWhere(pattern: RegExp, fetch: typeof globalThis.fetch, delayMs: number): typeof globalThis.fetch {
  const slow = slowServices(fetch, delayMs);
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return pattern.test(request.url) ? slow(request) : fetch(request);
  };
}

const SEASONAL_CALL = 'PUT /content/menu/seasonal-menu/seasonal-menu-content/master';
const TAXONOMY_CALL = 'GET /taxonomy';

/**
 * The navigation's services for `fakeShoppingServices({ handlers })`: the sample
 * content and taxonomy, or the answers given for the seasonal menu and the taxonomy
 * (undefined: a 404).
 */
export function navigationCalls(
  answers: { readonly seasonal?: Answer<unknown>; readonly taxonomy?: Answer<unknown> } = {},
): FakeHandlers {
  return {
    ...navigationHandlers,
    ...('seasonal' in answers ? { [SEASONAL_CALL]: () => respond(answers.seasonal) } : {}),
    ...('taxonomy' in answers ? { [TAXONOMY_CALL]: () => respond(answers.taxonomy) } : {}),
  };
}
