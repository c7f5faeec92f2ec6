import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { json, never, tokenSession } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { orderSummary } from '../view-order/testing/fake-orders.ts';
import { MyOrdersPage } from './my-orders-page.tsx';

const orders = [
  orderSummary({ customerOrderId: '9100012' }),
  orderSummary({ customerOrderId: '9100003', state: 'AMENDING', amendable: false }),
  orderSummary({ customerOrderId: '9100010', state: 'COMPLETED', amendable: false, slot: null }),
];

const meta = {
  title: 'Host pages/My orders',
  args: { handlers: { ...tokenSession(), 'GET /v1/orders': () => json({ orders }) } },
  ...pageStory(() => <MyOrdersPage location={at('/ecom/myaccount/my-orders')} servicesUrl={STORY_SERVICES_URL} />),
} satisfies Meta<FakeServicesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's orders, each linking to its page. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Order 9100012' })).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { handlers: { ...tokenSession(), 'GET /v1/orders': () => json({ orders: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("You haven't placed any orders yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { handlers: { ...tokenSession(), 'GET /v1/orders': never } },
};

export const Failed: Story = {
  args: { handlers: { ...tokenSession(), 'GET /v1/orders': () => json({ error: 'internal', message: 'Down' }, 500) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("Sorry, we couldn't load");
  },
};

export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in to see your orders' })).toBeVisible();
  },
};
