import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { json, never, order, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { OrderConfirmationPage } from './order-confirmation-page.tsx';

const network = (answer: FakeHandler) => ({ ...tokenSession(), 'GET /v1/orders/9100002': answer });

const meta = {
  title: 'Host pages/Order confirmation',
  args: { handlers: network(() => json(order({ state: 'PLACED', placedAt: '2031-03-03T09:00:00.000Z' }))) },
  ...pageStory(() => (
    <OrderConfirmationPage location={at('/ecom/order-confirmation/9100002')} servicesUrl={STORY_SERVICES_URL} />
  )),
} satisfies Meta<FakeServicesArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Thank you, your order is placed": number, slot, total and a link to the order. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { handlers: network(never) } };

export const NotFound: Story = {
  args: { handlers: network(() => json({ error: 'not_found', message: 'No such order' }, 404)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/We can't find order 9100002/)).toBeVisible();
  },
};

export const NotPlacedYet: Story = {
  args: { handlers: network(() => json(order({ state: 'PENDING' }))) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Your order isn't placed yet" }),
    ).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in to see your order' })).toBeVisible();
  },
};
