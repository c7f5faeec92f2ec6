import type { ReturnToAdminResponse } from '@grocer/shared-contracts/domain';
import {
  fakeShoppingServices,
  type Answer,
  type FakeShoppingServices,
} from '../../../shopping/testing/fake-shopping-services.ts';

export type FakeAccountAnswers = {
  /** POST v1/auth/sign-out; by default 204. */
  readonly signOut?: Answer<null>;
  /** POST v1/auth/return-to-admin; by default the admin customer page of C-1101. */
  readonly returnToAdmin?: Answer<ReturnToAdminResponse>;
};

/**
 * The account's calls faked at the network, on top of the shopping fake
 * (token, context, trolley, slot): for component tests and stories.
 */
export function fakeAccountServices(answers: FakeAccountAnswers = {}): FakeShoppingServices {
  const isSignOut = (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/auth/sign-out');
  const fake = fakeShoppingServices({
    other: (request) => {
      const path = new URL(request.url).pathname;
      if (isSignOut(request)) return answers.signOut;
      if (request.method === 'POST' && path.endsWith('/v1/auth/return-to-admin')) {
        return answers.returnToAdmin ?? { redirectUrl: '/admin/customers/C-1101' };
      }
      return undefined;
    },
  });
  return {
    requests: fake.requests,
    sent: fake.sent,
    get answers() {
      return fake.answers;
    },
    set answers(next) {
      fake.answers = next;
    },
    // The services answer sign-out with an empty 204, which the shopping fake's JSON answers cannot express.
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await fake.fetch(request);
      return isSignOut(request) && answers.signOut === undefined ? new Response(null, { status: 204 }) : response;
    }) as typeof globalThis.fetch,
  };
}

export { installFetch } from '../../../testing/install-fetch.ts';
