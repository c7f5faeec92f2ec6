import type { ReturnToAdminResponse } from '@grocer/shared-contracts/domain';
import {
  fakeShoppingServices,
  respond,
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
  return fakeShoppingServices({
    handlers: {
      // The services answer sign-out with an empty 204.
      'POST /v1/auth/sign-out': () =>
        answers.signOut === undefined ? new Response(null, { status: 204 }) : respond(answers.signOut),
      'POST /v1/auth/return-to-admin': () =>
        respond(answers.returnToAdmin ?? { redirectUrl: '/admin/customers/C-1101' }),
    },
  });
}
