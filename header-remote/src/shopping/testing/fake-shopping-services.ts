import { selectCurrentReservation, summariseTrolley } from '@grocer/shared-contracts/domain';
import type {
  Address,
  Branch,
  HeaderStateResponse,
  ShoppingContext,
  SlotReservation,
  TokenSessionResponse,
  TrolleyQueryResult,
} from '@grocer/shared-contracts/domain';
import {
  sampleAddress,
  sampleBranch,
  sampleContext,
  sampleReservation,
  sampleTokenSession,
  sampleTrolleyResult,
} from './shopping-fixtures.ts';
import { answer as answerWith, json, readRequest, type FakeHandlers } from '../../../../test-support/fake-network.ts';

/** What the fake answers: a value, or any other answer as a status and body (a 500, a malformed 200). */
export type Answer<T> = T | { readonly status: number; readonly body: unknown };

export type FakeShoppingAnswers = {
  readonly token?: Answer<TokenSessionResponse>;
  readonly context?: Answer<ShoppingContext>;
  readonly trolley?: Answer<{
    getTrolley: TrolleyQueryResult | null;
    getOrder: { containsEntertainingLines: boolean } | null;
  }>;
  readonly reservations?: Answer<readonly SlotReservation[]>;
  readonly address?: Answer<Address>;
  readonly branch?: Answer<Branch>;
  /** `GET /v1/header-state`; unless given, made from the answers above, as the services make it from their rows. */
  readonly headerState?: Answer<HeaderStateResponse>;
  /** Any other endpoint, e.g. DELETE slot-reservations or the place-order call (a graph call other than getTrolley too). */
  readonly handlers?: FakeHandlers;
};

export type FakeShoppingServices = {
  /** Every request, as "METHOD /path" (with the GraphQL tag for graph calls). */
  readonly requests: string[];
  /** The requests themselves, for header assertions. */
  readonly sent: Request[];
  readonly fetch: typeof globalThis.fetch;
  /** Change an answer between calls (e.g. a refreshed trolley). */
  answers: FakeShoppingAnswers;
};

const valueOf = <T>(answer: Answer<T> | undefined, otherwise: T): T | undefined =>
  answer === undefined ? otherwise : isRaw(answer) ? undefined : (answer as T);

/**
 * The one call a server makes (decision 029), answered with what the separate calls would: the
 * token's shopper, the context, the trolley's summary and the current slot. A call answered with a
 * failure (a raw status) is what the services could not vouch for: the trolley and slot in error.
 */
export function headerStateFrom(a: FakeShoppingAnswers, now = new Date()): HeaderStateResponse {
  const token = valueOf(a.token, sampleTokenSession());
  if (!token || token.role === 'support') return { signedIn: false };
  const context = valueOf(a.context, sampleContext()) ?? sampleContext();
  const answered = valueOf(a.trolley, {
    getTrolley: sampleTrolleyResult(),
    getOrder: { containsEntertainingLines: false },
  });
  const trolley = answered?.getTrolley
    ? ({
        status: 'loaded',
        summary: summariseTrolley(answered.getTrolley, answered.getOrder?.containsEntertainingLines ?? false),
      } as const)
    : ({ status: 'error', message: 'The trolley failed' } as const);
  const reservations = valueOf(a.reservations, [sampleReservation()]);
  const reservation = reservations && selectCurrentReservation(reservations, now);
  const address = reservation?.addressId ? valueOf(a.address, sampleAddress()) : null;
  const branch = valueOf(a.branch, sampleBranch());
  const slot = !reservations
    ? ({ status: 'error' } as const)
    : !reservation
      ? ({ status: 'none' } as const)
      : address === undefined || !branch
        ? ({ status: 'error' } as const)
        : ({ status: 'booked', reservation, address, branch } as const);
  return {
    signedIn: true,
    customerId: token.customerId,
    isSignedOnAsCustomer: token.isSignedOnAsCustomer,
    context,
    trolley: context.customerOrderId === '' ? { status: 'idle' } : trolley,
    slot: context.customerOrderId === '' ? { status: 'idle' } : slot,
    deliveryPass: 'UNKNOWN',
  };
}

function isRaw(value: unknown): value is { status: number; body: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value && !Array.isArray(value);
}

/** An answer as the services send it: a value as JSON, a raw status and body as they are, nothing as a 404. */
export function respond(answer: unknown, wrap: (value: unknown) => unknown = (value) => value): Response {
  if (answer === undefined) return json({ error: 'not_found', message: 'No answer' }, 404);
  if (isRaw(answer)) return json(answer.body, answer.status);
  return json(wrap(answer));
}

/**
 * The calls the header makes for the shopper, answered from `answers` as they are when asked; the
 * graph's other calls (its mutations) go to `answers.handlers`.
 */
function shoppingHandlers(answers: () => FakeShoppingAnswers): FakeHandlers {
  return {
    'POST /v1/auth/token': () => respond(answers().token ?? sampleTokenSession()),
    'GET /v1/header-state': () => respond(answers().headerState ?? headerStateFrom(answers())),
    'GET /v1/shopping-context': () => respond(answers().context ?? sampleContext()),
    'POST /graph/live': (request) => {
      const { url } = request;
      // As the services do: the graph answers only a call that names its client (spec section 7).
      if (url.searchParams.get('clientType') !== 'WEB_APP') {
        return respond({
          status: 400,
          body: { error: 'bad_request', message: 'Invalid request query: clientType: required, and must be WEB_APP' },
        });
      }
      if (url.searchParams.get('tag') !== 'getTrolley') return answerWith(answers().handlers ?? {}, request);
      return respond(
        answers().trolley ?? { getTrolley: sampleTrolleyResult(), getOrder: { containsEntertainingLines: false } },
        (data) => ({ data }),
      );
    },
    'GET /slot-reservations': ({ url }) =>
      respond(answers().reservations ?? [sampleReservation()], (slotReservations) => ({
        customerOrderId: url.searchParams.get('customerOrderId') ?? '',
        slotReservations,
      })),
    'GET /addresses/*': () => respond(answers().address ?? sampleAddress()),
    'GET /branches/*': () => respond(answers().branch ?? sampleBranch()),
  };
}

/**
 * The header's services faked at the network (a `fetch` stand-in), for the
 * component tests and the stories: the shopper's calls from `answers`, any
 * other from `answers.handlers`. End-to-end tests use the real services.
 */
export function fakeShoppingServices(answers: FakeShoppingAnswers = {}): FakeShoppingServices {
  const shopping = shoppingHandlers(() => fake.answers);
  const fake: FakeShoppingServices = {
    requests: [],
    sent: [],
    answers,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const tag = url.searchParams.get('tag');
      fake.requests.push(`${request.method} ${url.pathname}${tag ? `?tag=${tag}` : ''}`);
      fake.sent.push(request);
      return answerWith({ ...fake.answers.handlers, ...shopping }, await readRequest(request));
    }) as typeof globalThis.fetch,
  };
  return fake;
}
