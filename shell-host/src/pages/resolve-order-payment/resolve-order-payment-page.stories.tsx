import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { placedOrder } from '../view-order/testing/fake-orders.ts';
import { ResolveOrderPaymentPage } from './resolve-order-payment-page.tsx';

const declined = placedOrder({ customerOrderId: '9100011', state: 'PAYMENT_FAILED', amendable: false });
const signedIn = (order = declined, pay: FakeHandler = () => json({ ...order, state: 'PLACED' })) => ({
  ...tokenSession(),
  'GET /v1/orders/9100011': () => json(order),
  'POST /v1/orders/9100011/resolve-payment': pay,
});

const meta = {
  title: 'Host pages/Resolve order payment',
  args: { handlers: signedIn() },
  ...pageStory<FakeServicesArgs>(() => (
    <ResolveOrderPaymentPage location={at('/ecom/resolve-order-payment/9100011')} servicesUrl={STORY_SERVICES_URL} />
  )),
} satisfies Meta<FakeServicesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order whose card payment was declined: its slot and total, and one button to pay again. */
export const PaymentFailed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Pay £13.40 now' })).toBeVisible();
  },
};

/** Paid: the order is placed again. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Pay £13.40 now' }));
    await expect(await page.findByText("Thank you: we've taken £13.40, and order 9100011 is placed.")).toBeVisible();
  },
};

/** The payment fails again: an alert with Try again. */
export const PaymentRefused: Story = {
  args: { handlers: signedIn(declined, () => json({ error: 'internal', message: 'Card service down' }, 502)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Pay £13.40 now' }));
    await expect(await page.findByRole('alert')).toHaveTextContent("Sorry, we couldn't take the payment.");
  },
};

/** An order with nothing to pay. */
export const NothingToPay: Story = {
  args: { handlers: signedIn({ ...declined, state: 'PLACED' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There is no payment to resolve for order 9100011: it is placed.'),
    ).toBeVisible();
  },
};

/** Signed out: the page asks the shopper to sign in. */
export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Sign in/ })).toBeVisible();
  },
};
