import fc from 'fast-check';
import { CHECKOUT_ROUTES } from '@grocer/shared-contracts/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, order, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { confirmedOrderId } from './order-confirmation-page.tsx';

const placed = order({ state: 'PLACED', placedAt: '2031-03-03T09:00:00.000Z' });

const openPage = openPagePerTest();
const open = (handlers: Record<string, FakeHandler>, id = '9100002') =>
  openPage(CHECKOUT_ROUTES.orderConfirmation(id), { ...tokenSession(), ...handlers });

describe('the order confirmation page', () => {
  it('thanks the shopper and shows the order number, slot and total, with a link to the order', async () => {
    const { services } = open({ 'GET /v1/orders/9100002': () => json(placed) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
    expect(screen.getByText('Order number').nextElementSibling).toHaveTextContent('9100002');
    expect(screen.getByText('Slot').nextElementSibling).toHaveTextContent('Delivery, Wednesday 5 March, 10am to 11am');
    expect(screen.getByText('Estimated total').nextElementSibling).toHaveTextContent('£50.70');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/ecom/myaccount/my-orders/order/9100002',
    );
    expect(services.calls('/v1/orders/9100002')[0]?.headers.get('authorization')).toBe(
      'Bearer test-token-0123456789abcdef',
    );
  });

  it('says so when the order is not the shopper’s (or does not exist)', async () => {
    open({}, '9100099');
    expect(await screen.findByText(/We can't find order 9100099/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  });

  it('sends an order that is not placed yet back to checkout', async () => {
    open({ 'GET /v1/orders/9100002': () => json(order({ state: 'AMENDING' })) });
    expect(await screen.findByRole('heading', { level: 1, name: "Your order isn't placed yet" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/ecom/checkout');
  });

  it('offers to try again when the order cannot be loaded', async () => {
    let fail = true;
    open({ 'GET /v1/orders/9100002': () => (fail ? json({ error: 'x', message: 'x' }, 503) : json(placed)) });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load your order.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  });

  it('offers to sign in when signed out', async () => {
    openPage('/ecom/order-confirmation/9100002');
    expect(await screen.findByRole('link', { name: 'Sign in to see your order' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  });

  it('reads back any order id its URL was made with', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => !id.includes('/')),
        (id) => {
          expect(confirmedOrderId(CHECKOUT_ROUTES.orderConfirmation(id))).toBe(id);
        },
      ),
    );
  });

  it('has no axe violations', async () => {
    const { container } = open({ 'GET /v1/orders/9100002': () => json(placed) });
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    await expectNoAxeViolations(container);
  });
});
