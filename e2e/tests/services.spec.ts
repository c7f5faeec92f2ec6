import { expect, test } from '../support/csp-watch.ts';
import { ShoppingContext, SignInResponse } from '@grocer/shared-contracts/domain';
import { E2E_PORTS } from '../support/servers.ts';

const servicesUrl = `http://localhost:${E2E_PORTS.services}`;

test('a page on the host origin signs in and reads the shopping context across origins', async ({ page }) => {
  await page.goto('/ecom');
  const result = await page.evaluate(async (base) => {
    const signIn = await fetch(`${base}/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application-name': 'e2e' },
      body: JSON.stringify({ email: 'shopper@example.com', password: 'groceries' }),
    });
    const session = await signIn.json();
    const context = await fetch(`${base}/v1/shopping-context`, {
      headers: { authorization: `Bearer ${session.token}`, 'x-application-name': 'e2e' },
    });
    return { signInStatus: signIn.status, session, contextStatus: context.status, context: await context.json() };
  }, servicesUrl);
  expect(result.signInStatus).toBe(200);
  expect(SignInResponse.parse(result.session).isSignedOnAsCustomer).toBe(false);
  expect(result.contextStatus).toBe(200);
  const context = ShoppingContext.parse(result.context);
  expect(context.customerId).toBe(result.session.customerId);
  expect(context.customerOrderId).not.toBe('');
});
