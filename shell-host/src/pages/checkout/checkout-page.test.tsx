import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, order, shoppingContext, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { CheckoutPage } from './checkout-page.tsx';

const servicesUrl = 'http://services.test';
const placePath = `/v1/orders/${shoppingContext.customerOrderId}/place`;

const serve = fakeServicesPerTest();

function open(handlers: Record<string, FakeHandler> = {}, hash = '') {
  const services = serve({
    ...tokenSession(),
    'GET /v1/shopping-context': () => json(shoppingContext),
    [`GET /v1/orders/${shoppingContext.customerOrderId}`]: () => json(order()),
    ...handlers,
  });
  const navigate = vi.fn();
  const view = render(
    <CheckoutPage
      location={{ pathname: '/ecom/checkout', search: hash }}
      servicesUrl={servicesUrl}
      navigate={navigate}
    />,
  );
  return { ...view, services, navigate };
}

const placeButton = () => screen.findByRole('button', { name: 'Place order' });

describe('the checkout page', () => {
  it('summarises the slot and the totals', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const slot = within(await screen.findByRole('region', { name: 'Your slot' }));
    expect(slot.getByText(/^Delivery, Wednesday 5 March, 10am to 11am/)).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Delivery charge').nextElementSibling).toHaveTextContent('£4.50');
    expect(summary.getByText('Estimated total').nextElementSibling).toHaveTextContent('£50.70');
    expect(screen.getByRole('region', { name: 'Promo codes' })).toHaveAttribute('id', 'checkoutPromoCodes');
  });

  it('places the order once, normally, and goes to its confirmation', async () => {
    let answer = (_: unknown) => {};
    const { services, navigate } = open({
      [`PATCH ${placePath}`]: () =>
        new Promise<Response>((resolve) => (answer = () => resolve(json(order({ state: 'PLACED' }))))),
    });
    const button = await placeButton();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Placing your order…');
    await userEvent.click(button);
    answer(undefined);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/ecom/order-confirmation/9100002'));

    const calls = services.calls(placePath);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { event: 'PLACE' } });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer test-token-0123456789abcdef');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['ORDER_ORCHESTRATION_017', 409, 'You still need to book a slot', 'Book a slot', '/ecom/serviceselection'],
    ['ORDER_ORCHESTRATION_042', 409, 'Minimum spend not met', 'Go to your trolley', '/ecom/shop/trolley'],
    [
      'ORDER_ORCHESTRATION_091',
      409,
      'Unable to apply promo voucher/code',
      'Review your promo codes',
      '/ecom/checkout#checkoutPromoCodes',
    ],
  ])('explains %s in the catalogue’s words, with the way on', async (code, status, message, link, href) => {
    const { navigate } = open({
      [`PATCH ${placePath}`]: () => json({ error: 'order_not_placeable', message: 'Refused', code }, status),
    });
    await userEvent.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(navigate).not.toHaveBeenCalled();
    expect(await placeButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('gives customer services’ words for an account on hold', async () => {
    open({
      [`PATCH ${placePath}`]: () =>
        json(
          {
            error: 'order_not_placeable',
            message: 'Please call customer services on 0808 157 0192.',
            code: 'ORDER_ORCHESTRATION_111',
          },
          403,
        ),
    });
    await userEvent.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem');
    expect(alert).toHaveTextContent('Please call customer services on 0808 157 0192.');
  });

  it('says "Sorry, there\'s been a problem / Please try again" without a code, and places on the next try', async () => {
    let fail = true;
    const { navigate } = open({
      [`PATCH ${placePath}`]: () =>
        fail ? json({ error: 'internal', message: 'boom' }, 500) : json(order({ state: 'PLACED' })),
    });
    await userEvent.click(await placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, there's been a problem");
    expect(alert).toHaveTextContent('Please try again');
    fail = false;
    await userEvent.click(await placeButton());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/ecom/order-confirmation/9100002'));
  });

  it('has nothing to check out for an order already placed', async () => {
    const { services } = open({
      [`GET /v1/orders/${shoppingContext.customerOrderId}`]: () => json(order({ state: 'PLACED' })),
    });
    expect(await screen.findByText(/There's nothing to check out/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order 9100002' })).toHaveAttribute(
      'href',
      '/ecom/myaccount/my-orders/order/9100002',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(services.calls(placePath)).toEqual([]);
  });

  it('asks to sign in again when placing finds the session ended', async () => {
    open({ [`PATCH ${placePath}`]: () => json({ error: 'unauthenticated', message: 'x' }, 401) });
    await userEvent.click(await placeButton());
    expect(await screen.findByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  });

  it('offers to sign in when signed out', async () => {
    serve({});
    render(<CheckoutPage location={{ pathname: '/ecom/checkout', search: '' }} servicesUrl={servicesUrl} />);
    expect(await screen.findByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  });

  it('has no axe violations, with an error shown', async () => {
    const { container } = open({
      [`PATCH ${placePath}`]: () =>
        json({ error: 'order_not_placeable', message: 'x', code: 'ORDER_ORCHESTRATION_029' }, 409),
    });
    const button = await placeButton();
    await expectNoAxeViolations(container);
    await userEvent.click(button);
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });
});
