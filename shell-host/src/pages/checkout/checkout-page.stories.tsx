import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  json,
  never,
  order,
  shoppingContext,
  tokenSession,
  type FakeHandler,
} from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { CheckoutPage } from './checkout-page.tsx';

type Args = FakeServicesArgs & { navigate: (path: string) => void };

const network = (extra: Record<string, FakeHandler> = {}) => ({
  ...tokenSession(),
  'GET /v1/shopping-context': () => json(shoppingContext),
  'GET /v1/orders/9100002': () => json(order()),
  ...extra,
});
const refused = (code: string) => () => json({ error: 'order_not_placeable', message: 'Refused', code }, 409);

const meta = {
  title: 'Host pages/Checkout',
  args: { handlers: network(), navigate: fn() },
  ...pageStory<Args>(({ navigate }) => (
    <CheckoutPage location={at('/ecom/checkout')} servicesUrl={STORY_SERVICES_URL} navigate={navigate} />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slot and totals, and Place order. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Place order' })).toBeVisible();
  },
};

/** Waiting for the services: the button is disabled, so the order is placed once. */
export const Placing: Story = {
  args: { handlers: network({ 'PATCH /v1/orders/9100002/place': never }) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Place order' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Placed: on to the order confirmation. */
export const Placed: Story = {
  args: { handlers: network({ 'PATCH /v1/orders/9100002/place': () => json(order({ state: 'PLACED' })) }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/ecom/order-confirmation/9100002'));
  },
};

/** A refusal in the catalogue's words, with the way on (here: no slot, ORDER_ORCHESTRATION_017). */
export const NoSlotRefusal: Story = {
  args: { handlers: network({ 'PATCH /v1/orders/9100002/place': refused('ORDER_ORCHESTRATION_017') }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Place order' }));
    await expect(await page.findByRole('alert')).toBeVisible();
  },
};

/** No code (or a timeout): "Sorry, there's been a problem / Please try again". */
export const UnknownError: Story = {
  args: {
    handlers: network({ 'PATCH /v1/orders/9100002/place': () => json({ error: 'internal', message: 'x' }, 500) }),
  },
  play: NoSlotRefusal.play,
};

export const AlreadyPlaced: Story = {
  args: { handlers: network({ 'GET /v1/orders/9100002': () => json(order({ state: 'PLACED' })) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/There's nothing to check out/)).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  },
};
