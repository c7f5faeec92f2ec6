import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, product, TEST_TOKEN, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { Page } from '../page.tsx';
import { placedOrder } from './testing/fake-orders.ts';
import { ViewOrderPage } from './view-order-page.tsx';

const servicesUrl = 'http://services.test';
const NOW = new Date('2026-11-24T08:00:00Z'); // Tuesday 24 November, 8am in London

const milk = product({ id: '100101-000000-000000', name: 'Fernleaf Whole Milk' });
const cheese = product({ id: '200202-000000-000000', name: 'Fernleaf Mature Cheddar', uom: 'KGM' });

const serve = fakeServicesPerTest({ now: NOW });

function open(
  { pathname = '/ecom/myaccount/my-orders/order/9100003', handlers = {}, signedIn = true } = {} as {
    pathname?: string;
    handlers?: Record<string, FakeHandler>;
    signedIn?: boolean;
  },
) {
  const services = serve({
    ...(signedIn ? tokenSession() : {}),
    'GET /v1/orders/9100003': () => json(placedOrder()),
    [`GET /v1/products/${milk.id}`]: () => json(milk),
    [`GET /v1/products/${cheese.id}`]: () => json(cheese),
    ...handlers,
  });
  const navigate = vi.fn();
  const view = render(
    <ViewOrderPage location={{ pathname, search: '' }} servicesUrl={servicesUrl} navigate={navigate} />,
  );
  return { ...view, services, navigate };
}

describe('the view order page', () => {
  it('shows the order’s state, slot, lines with product names, and totals', async () => {
    const { services } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Order 9100003' })).toBeVisible();
    const lines = await screen.findByRole('table', { name: 'Items in this order' });
    expect(screen.getByText('Placed', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Friday 20 November', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Delivery, Wednesday 25 November, 4pm to 5pm', { selector: 'dd' })).toBeVisible();

    expect(await within(lines).findByRole('rowheader', { name: 'Fernleaf Whole Milk, 2 pints' })).toBeVisible();
    const rows = within(lines)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['2', '£1.45', '£2.90'],
      ['0.5 kg', '£12.00/kg', '£6.00'],
    ]);
    expect(screen.getByRole('region', { name: 'Order totals' })).toHaveTextContent(
      'Order totalsItems£8.90Savings£0.00Delivery charge£4.50Estimated total£13.40',
    );
    expect(services.calls('/v1/orders/9100003')[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('amends an amendable order, then goes to the trolley', async () => {
    const amend = vi.fn<FakeHandler>(() => json(placedOrder({ state: 'AMENDING', amendable: false })));
    const { navigate } = open({ handlers: { 'POST /v1/orders/9100003/amend': amend } });
    const section = await screen.findByRole('region', { name: 'Amend this order' });
    expect(section).toHaveTextContent('You can amend your order until 12AM at the end of the day today');
    await userEvent.click(within(section).getByRole('button', { name: 'Amend order' }));
    expect(amend).toHaveBeenCalledOnce();
    expect(amend.mock.calls[0]?.[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(navigate).toHaveBeenCalledWith('/ecom/shop/trolley');
    expect(within(section).getByRole('status')).toHaveTextContent('Starting to amend your order…');
  });

  it('explains a refused amend in an alert and stays on the page', async () => {
    const { navigate } = open({
      handlers: {
        'POST /v1/orders/9100003/amend': () =>
          json({ error: 'order_not_amendable', message: 'The amend cut-off for this order has passed.' }, 409),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this order can no longer be amended.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when amending fails for another reason', async () => {
    open({ handlers: { 'POST /v1/orders/9100003/amend': () => json({ error: 'internal', message: 'x' }, 500) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't start amending this order. Please try again.",
    );
  });

  it('offers no Amend for an order being prepared, and a trolley link for one being amended', async () => {
    const { unmount } = open({
      handlers: {
        'GET /v1/orders/9100003': () => json(placedOrder({ state: 'PICKED', amendable: false, slotChangeable: false })),
      },
    });
    expect(await screen.findByText('Being prepared', { selector: 'dd' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Amend order' })).not.toBeInTheDocument();
    unmount();

    open({ handlers: { 'GET /v1/orders/9100003': () => json(placedOrder({ state: 'AMENDING', amendable: false })) } });
    expect(await screen.findByRole('link', { name: 'Go to your trolley' })).toHaveAttribute(
      'href',
      '/ecom/shop/trolley',
    );
    expect(screen.queryByRole('button', { name: 'Amend order' })).not.toBeInTheDocument();
  });

  it('keeps the line number when a product cannot be found', async () => {
    open({
      handlers: { [`GET /v1/products/${cheese.id}`]: () => json({ error: 'product_not_found', message: 'x' }, 404) },
    });
    const lines = await screen.findByRole('table', { name: 'Items in this order' });
    expect(await within(lines).findByRole('rowheader', { name: 'Fernleaf Whole Milk, 2 pints' })).toBeVisible();
    expect(within(lines).getByRole('rowheader', { name: 'Item 200202' })).toBeVisible();
  });

  it('says when the order is not the shopper’s (the services answer 404)', async () => {
    open({ pathname: '/ecom/myaccount/my-orders/order/9999999' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 9999999' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we can't find that order.");
  });

  it('offers to try again when the order cannot be loaded', async () => {
    let calls = 0;
    open({
      handlers: {
        'GET /v1/orders/9100003': () =>
          ++calls === 1 ? json({ error: 'internal', message: 'x' }, 500) : json(placedOrder()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load this order.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Items in this order' })).toBeVisible();
  });

  it('asks a signed-out shopper to sign in', async () => {
    const { services } = open({ signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in to see this order' })).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/myaccount/my-orders/order/9100003' })}`,
    );
    expect(services.calls('/v1/orders/9100003')).toEqual([]);
  });

  it('is served by the host’s page table under the order’s own path', async () => {
    serve({ ...tokenSession(), 'GET /v1/orders/9100003': () => json(placedOrder()) });
    render(
      <Page location={{ pathname: '/ecom/myaccount/my-orders/order/9100003', search: '' }} servicesUrl={servicesUrl} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order 9100003' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Amend order' })).toBeVisible();
  });

  it('has no axe violations, with an error shown', async () => {
    const { container } = open({
      handlers: { 'POST /v1/orders/9100003/amend': () => json({ error: 'internal', message: 'x' }, 500) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Amend order' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });
});
