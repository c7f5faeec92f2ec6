/** A shopper signed in once, for the parts that load pages as that shopper (first touch, page load). */
import type { Browser, BrowserContextOptions } from 'playwright-core';

export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
export type Credentials = { readonly email: string; readonly password: string };

/** The demo shopper with a trolley and a booked slot (services/src/features/orders/demo-accounts.ts): development only. */
export const DEMO_BOOKED_SHOPPER: Credentials = { email: 'booked@example.com', password: 'groceries' };

/** Signs the shopper in at the services once; each signed-in load starts from these cookies (cookies ignore ports). */
export async function signedInState(
  browser: Browser,
  servicesUrl: string,
  shopper: Credentials = DEMO_BOOKED_SHOPPER,
): Promise<SignedInState> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${servicesUrl}/v1/auth/sign-in`, { data: shopper });
    if (!response.ok()) throw new Error(`Sign-in as ${shopper.email} answered ${response.status()}`);
    const state = await context.storageState();
    if (state.cookies.length === 0) throw new Error(`The sign-in as ${shopper.email} set no cookie`);
    return state;
  } finally {
    await context.close();
  }
}
