import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '@grocer/shared-contracts/domain';
import { json, product, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { placedOrder } from './testing/fake-orders.ts';
import { ViewOrderPage } from './view-order-page.tsx';

type Args = FakeServicesArgs & { navigate: (path: string) => void };

const HOUR = 3_600_000;
const start = new Date(Date.now() + 30 * HOUR);
/** An order whose slot is tomorrow-ish, so the amend message reads sensibly whenever the story runs. */
function order(overrides: Partial<Order> = {}): Order {
  const base = placedOrder();
  const [slot] = base.slots;
  return placedOrder({
    slots: slot
      ? [
          {
            ...slot,
            startDateTime: start.toISOString(),
            endDateTime: new Date(start.getTime() + HOUR).toISOString(),
            amendOrderCutoffDateTime: new Date(start.getTime() - 12 * HOUR).toISOString(),
          },
        ]
      : [],
    ...overrides,
  });
}

const products = {
  'GET /v1/products/100101-000000-000000': () =>
    json(product({ id: '100101-000000-000000', name: 'Fernleaf Whole Milk' })),
  'GET /v1/products/200202-000000-000000': () =>
    json(product({ id: '200202-000000-000000', name: 'Fernleaf Mature Cheddar', uom: 'KGM' })),
};
const network = (answer: Order | undefined, extra: Record<string, FakeHandler> = {}) => ({
  ...tokenSession(),
  ...products,
  'GET /v1/orders/9100003': () => (answer ? json(answer) : json({ error: 'not_found', message: 'No such order' }, 404)),
  ...extra,
});

const meta = {
  title: 'Host pages/View order',
  args: { handlers: network(order()), navigate: fn() },
  ...pageStory<Args>(({ navigate }) => (
    <ViewOrderPage
      location={at('/ecom/myaccount/my-orders/order/9100003')}
      servicesUrl={STORY_SERVICES_URL}
      navigate={navigate}
    />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placed order that can still be amended: the cut-off and the Amend order button. */
export const Amendable: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Amend order' })).toBeVisible();
  },
};

/** Amend order: the order becomes the trolley, and the page goes there. */
export const AmendStarted: Story = {
  args: {
    handlers: network(order(), { 'POST /v1/orders/9100003/amend': () => json(order({ state: 'AMENDING' })) }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Amend order' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/ecom/shop/trolley'));
  },
};

/** Too late: the services refuse, and the page says so. */
export const AmendRefused: Story = {
  args: {
    handlers: network(order(), {
      'POST /v1/orders/9100003/amend': () => json({ error: 'order_not_amendable', message: 'Too late' }, 409),
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Amend order' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Sorry, this order can no longer be amended.');
  },
};

/** Being amended already: a way back to the trolley instead of the button. */
export const BeingAmended: Story = {
  args: { handlers: network(order({ state: 'AMENDING', amendable: false })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to your trolley' })).toBeVisible();
  },
};

/** The branch is preparing it: nothing to amend. */
export const BeingPrepared: Story = {
  args: { handlers: network(order({ state: 'PICKED', amendable: false, slotChangeable: false })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Being prepared')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { handlers: network(undefined) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("Sorry, we can't find that order.");
  },
};
