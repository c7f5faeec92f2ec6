import { expect, type APIRequestContext } from '@playwright/test';
import { SignInResponse } from '@grocer/shared-contracts/domain';
import { E2E_PORTS } from './servers.ts';

/** The password every shopper a spec registers is given (the demo accounts' is 'groceries'). */
export const NEW_SHOPPER_PASSWORD = 'groceries-2026';

export type NewShopper = SignInResponse & { readonly email: string; readonly password: string };

/**
 * A shopper of the spec's own, with an empty trolley, registered at the suite's services and so
 * signed in: its cookies land in `request`'s jar. Spec files run side by side: what a test changes
 * must be its own shopper's, never a demo account another file reads.
 */
export async function registerShopper(
  request: APIRequestContext,
  { label, name }: { readonly label: string; readonly name: string },
): Promise<NewShopper> {
  const email = `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/register`, {
    data: { email, password: NEW_SHOPPER_PASSWORD, name },
  });
  expect(response.status()).toBe(201);
  return { email, password: NEW_SHOPPER_PASSWORD, ...SignInResponse.parse(await response.json()) };
}

/**
 * Signs a demo account in through the services' API: its session cookie lands in `request`'s jar
 * and the header finds the session by itself. For specs about a signed-in header, not the sign-in
 * page (which account.spec.ts and the shopping journeys go through).
 */
export async function signInDemoShopper(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(`http://localhost:${E2E_PORTS.services}/v1/auth/sign-in`, {
    data: { email, password: 'groceries' },
  });
  expect(response.status()).toBe(200);
}
