import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, TEST_TOKEN, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { placedOrder } from '../view-order/testing/fake-orders.ts';

const openPage = openPagePerTest({ now: new Date('2026-11-24T08:00:00Z') });
const declined = placedOrder({ customerOrderId: '9100011', state: 'PAYMENT_FAILED', amendable: false });
const PAGE = '/ecom/resolve-order-payment/9100011';

const open = (handlers: Record<string, FakeHandler>, { signedIn = true } = {}) =>
  openPage(PAGE, { ...(signedIn ? tokenSession() : {}), ...handlers });

describe('the resolve order payment page', () => {
  it('shows the order whose payment failed, pays its total again, and says it is placed', async () => {
    const { services, container } = open({
      'GET /v1/orders/9100011': () => json(declined),
      'POST /v1/orders/9100011/resolve-payment': () => json({ ...declined, state: 'PLACED' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Resolve order payment' })).toBeVisible();
    const order = await screen.findByRole('region', { name: 'Order 9100011' });
    expect(within(order).getByText("We couldn't take payment", { exact: false })).toBeVisible();
    expect(within(order).getByText('Delivery, Wednesday 25 November, 4pm to 5pm')).toBeVisible();
    expect(within(order).getByText('£13.40')).toBeVisible();
    await expectNoAxeViolations(container);

    await userEvent.click(within(order).getByRole('button', { name: 'Pay £13.40 now' }));
    expect(await screen.findByText("Thank you: we've taken £13.40, and order 9100011 is placed.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order 9100011' })).toHaveAttribute(
      'href',
      '/ecom/myaccount/my-orders/order/9100011',
    );
    const [paid] = services.calls('/v1/orders/9100011/resolve-payment');
    expect(paid?.method).toBe('POST');
    expect(paid?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('offers nothing to pay for an order whose payment has not failed', async () => {
    open({ 'GET /v1/orders/9100011': () => json({ ...declined, state: 'PLACED' }) });
    expect(await screen.findByText('There is no payment to resolve for order 9100011: it is placed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says when the payment failed again and lets the shopper try again; paid meanwhile, there is nothing left', async () => {
    let tries = 0;
    open({
      'GET /v1/orders/9100011': () => json(declined),
      'POST /v1/orders/9100011/resolve-payment': () =>
        tries++ === 0
          ? json({ error: 'internal', message: 'Card service down' }, 502)
          : json({ error: 'payment_not_failed', message: 'Order 9100011 has no failed payment to resolve.' }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £13.40 now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't take the payment. Please try again.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no payment left to resolve for order 9100011.')).toBeVisible();
  });

  it('asks a signed-out shopper to sign in, and comes back here', async () => {
    open({}, { signedIn: false });
    expect(await screen.findByRole('link', { name: /^Sign in/ })).toHaveAttribute(
      'href',
      `/ecom/login?redirect=${encodeURIComponent(PAGE)}`,
    );
  });
});
