import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, TEST_TOKEN, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { orderSummary } from '../view-order/testing/fake-orders.ts';

const openPage = openPagePerTest();
const open = (handlers: Record<string, FakeHandler>, signedIn = true) =>
  openPage('/ecom/myaccount/my-orders', { ...(signedIn ? tokenSession() : {}), ...handlers });

const orders = [
  orderSummary({ customerOrderId: '9100003', state: 'AMENDING', amendable: false }),
  orderSummary({
    customerOrderId: '9100010',
    state: 'PICKED',
    amendable: false,
    placedAt: '2026-11-18T09:00:00.000Z',
    slot: {
      slotType: 'ENTERTAINING_COLLECTION',
      startDateTime: '2026-11-21T11:00:00.000Z',
      endDateTime: '2026-11-21T13:00:00.000Z',
    },
    total: { amount: 0.45, currencyCode: 'GBP' },
  }),
  orderSummary({ customerOrderId: '9100011', slot: null }),
];

describe('the my orders page', () => {
  it('lists the orders, each linking to its own page', async () => {
    const { services } = open({ 'GET /v1/orders': () => json({ orders }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/ecom/myaccount/my-orders/order/9100003',
      '/ecom/myaccount/my-orders/order/9100010',
      '/ecom/myaccount/my-orders/order/9100011',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAccessibleName('Order 9100003');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Friday 20 November', 'Delivery, Wednesday 25 November, 4pm to 5pm', 'Being amended', '£13.40'],
      ['Wednesday 18 November', 'Entertaining collection, Saturday 21 November, 11am to 1pm', 'Being prepared', '45p'],
      ['Friday 20 November', 'No slot booked', 'Placed (you can still amend it)', '£13.40'],
    ]);
    expect(services.calls('/v1/orders')[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('offers to pay again for an order whose payment failed', async () => {
    open({
      'GET /v1/orders': () =>
        json({ orders: [orderSummary({ customerOrderId: '9100012', state: 'PAYMENT_FAILED', amendable: false })] }),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Order 9100012' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Payment failed')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Pay for order 9100012' })).toHaveAttribute(
      'href',
      '/ecom/resolve-order-payment/9100012',
    );
  });

  it('says when there are no orders yet', async () => {
    open({ 'GET /v1/orders': () => json({ orders: [] }) });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/ecom/shop/browse/groceries');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    open({
      'GET /v1/orders': () => (++calls === 1 ? json({ error: 'internal', message: 'x' }, 500) : json({ orders })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load your orders.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeVisible();
  });

  it('asks a signed-out shopper to sign in, also once the token is refused', async () => {
    const { services, unmount } = open({ 'GET /v1/orders': () => json({ orders }) }, false);
    expect(await screen.findByRole('link', { name: 'Sign in to see your orders' })).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/myaccount/my-orders' })}`,
    );
    expect(services.calls('/v1/orders')).toEqual([]);
    unmount();

    open({ 'GET /v1/orders': () => json({ error: 'unauthenticated', message: 'expired' }, 401) });
    expect(await screen.findByRole('link', { name: 'Sign in to see your orders' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = open({ 'GET /v1/orders': () => json({ orders }) });
    await screen.findByRole('table', { name: 'Your orders' });
    await expectNoAxeViolations(container);
  });
});
