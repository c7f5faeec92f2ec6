import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { json, never, product, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { fakeTrolley, type FakeTrolley } from './testing/fake-trolley.ts';
import { TrolleyPage } from './trolley-page.tsx';

type Args = FakeServicesArgs & { navigate: (path: string) => void };

const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints', price: { amount: 1.45, currencyCode: 'GBP' } });
const salmon = product({ name: 'Fernleaf Smoked Salmon', size: '200g', price: { amount: 20, currencyCode: 'GBP' } });
const cheddar = product({
  name: 'Fernleaf Mature Cheddar',
  size: 'per kg',
  uom: 'KGM',
  price: { amount: 9, currencyCode: 'GBP' },
});
const bread = product({ name: 'Fernleaf Sourdough', size: '800g', available: false });
const lines = [
  { product: milk, amount: 1 },
  { product: salmon, amount: 2 },
  { product: cheddar, amount: 0.5, uom: 'KGM' as const },
];

const signedIn = (trolley: FakeTrolley, extra: Record<string, FakeHandler> = {}) => ({
  ...tokenSession(),
  ...fakeTrolley(trolley),
  ...extra,
});

const meta = {
  title: 'Host pages/Trolley',
  args: { handlers: signedIn({ lines }), navigate: fn() },
  ...pageStory<Args>(({ navigate }) => (
    <TrolleyPage location={at('/ecom/shop/trolley')} servicesUrl={STORY_SERVICES_URL} navigate={navigate} />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines with − and +, a weighed line, the booked slot, the totals; checkout goes to "before you go". */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/ecom/beforeYouGo'));
  },
};

/** A change lands: the line and totals update, and the status says what changed. */
export const QuantityChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' }));
    await expect(await page.findByText('Fernleaf Whole Milk: quantity now 2')).toBeVisible();
  },
};

/** The services refuse a change: the reason in an alert, the trolley as it was. */
export const ChangeRefused: Story = {
  args: {
    handlers: signedIn({
      lines,
      refuse: () => ({ type: 'QUANTITY_OUT_OF_RANGE', message: 'You can have at most 99 of an item' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' }));
    await expect(await page.findByRole('alert')).toBeVisible();
  },
};

/** Unavailable items (hard conflicts): marked on their lines; checkout disabled with the spec's words. */
export const UnavailableItems: Story = {
  args: { handlers: signedIn({ lines: [...lines, { product: bread, amount: 1 }] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Please remove all unavailable items from your trolley')).toBeVisible();
  },
};

/** Under the £40 delivery minimum: checkout disabled, "… (excluding delivery charge)". */
export const BelowMinimumSpend: Story = {
  args: { handlers: signedIn({ lines: [{ product: milk, amount: 3 }] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
      ),
    ).toBeVisible();
  },
};

/** No slot booked: a link to book one, and checkout goes to service selection. */
export const NoSlot: Story = {
  args: { handlers: signedIn({ lines, reservation: null }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Book a slot' })).toBeVisible();
  },
};

/** Amending a placed order. */
export const Amending: Story = {
  args: { handlers: signedIn({ lines, amendingOrder: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^You're amending order/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { handlers: signedIn({ lines: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your trolley is empty.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { handlers: signedIn({ lines }, { 'GET /v1/shopping-context': never }) },
};

export const LoadFailed: Story = {
  args: {
    handlers: signedIn({ lines }, { 'GET /v1/shopping-context': () => json({ error: 'internal', message: 'x' }, 503) }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** No token session: a link to sign in that comes back here. */
export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in to see your trolley' })).toBeVisible();
  },
};
