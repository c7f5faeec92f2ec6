import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, installFetch, never } from '../../../../../test-support/fake-network.ts';
import { HeaderRoot } from '../../../testing/header-under-test.tsx';
import { InstantCheckoutChoice } from './instant-checkout-choice.tsx';
import { amendingStore } from './testing/instant-checkout-fixtures.ts';

const meta = {
  title: 'Header/Instant checkout',
  args: { onClose: fn(), normalPath: '/ecom/beforeYouGo' },
  // Open, as the checkout button shows it to an amending shopper, from a store already in that state.
  render: ({ onClose, normalPath }) => (
    <HeaderRoot input={{ services: { api: 'https://api.fernleaf.example' } }} store={amendingStore()}>
      <InstantCheckoutChoice isOpen normalPath={normalPath} onClose={onClose} />
    </HeaderRoot>
  ),
  // The place call never answers: the story stays in its waiting state (ky gives up after 45 s).
  beforeEach: () => installFetch(fakeNetwork({ 'PATCH /v1/orders/*': never })),
} satisfies Meta<{ onClose: () => void; normalPath: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal is rendered over the page, outside the story's root. */
const choice = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Check out the way you want' });

/** "Check out the way you want": instant checkout, or the normal checkout journey. */
export const Choice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choice(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Instant checkout' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Check out now' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/ecom/beforeYouGo',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Placing: the button waits with a spinner, presses do nothing, and the modal cannot be closed. */
export const Placing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choice(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check out now' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Placing your order…' });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Placing your order…'));
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
