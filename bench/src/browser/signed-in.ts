/** The demo shopper signed in once, for the parts that load pages as that shopper (first touch, page load). */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { RENDER_SHOPPER } from '../server-render/server-render.ts';

export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs the shopper in at the services once; each signed-in load starts from these cookies (cookies ignore ports). */
export async function signedInState(browser: Browser, servicesUrl: string): Promise<SignedInState> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${servicesUrl}/v1/auth/sign-in`, { data: RENDER_SHOPPER });
    if (!response.ok()) throw new Error(`Sign-in as ${RENDER_SHOPPER.email} answered ${response.status()}`);
    const state = await context.storageState();
    if (state.cookies.length === 0) throw new Error(`The sign-in as ${RENDER_SHOPPER.email} set no cookie`);
    return state;
  } finally {
    await context.close();
  }
}
