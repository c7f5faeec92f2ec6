import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import type { SlotState, TrolleyState } from '../../shopping/shopping-state.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { CheckoutButton } from './checkout-button.tsx';
import {
  amendingWithInstantCheckout,
  belowMinimum,
  bookedSlot,
  loadedTrolley,
  withHardConflicts,
} from './testing/checkout-states.ts';

type Args = { readonly trolley: TrolleyState; readonly slot: SlotState; readonly currentPath: string };

const meta = {
  title: 'Header/Checkout button',
  args: { trolley: loadedTrolley(), slot: bookedSlot(), currentPath: '/ecom/shop/browse/groceries' },
  // At the right of the masthead, from a store already in the state (no network); room below for the note.
  render: ({ trolley, slot, currentPath }) => (
    <div style={{ minHeight: 220 }}>
      <HeaderRoot
        input={{ services: { api: 'https://api.fernleaf.example' } }}
        store={createShoppingStore({ trolley, slot })}
      >
        <div
          style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 77, padding: '0 24px' }}
        >
          <CheckoutButton currentPath={currentPath} />
        </div>
      </HeaderRoot>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 992px the button is hidden (CSS), so it is found whether shown or not. */
const checkout = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Checkout', hidden: true });

/** Focus the disabled button and expect its note, visible and describing it. */
async function expectReason(canvasElement: HTMLElement, text: string) {
  const button = checkout(canvasElement);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(text);
  button.focus();
  await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toBeVisible());
  await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(text);
}

/** Enabled: a slot is booked and the trolley is ready; it goes to the interstitials. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const button = checkout(canvasElement);
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** Unavailable items, on the trolley page: disabled, with why. */
export const ConflictsOnTrolleyPage: Story = {
  args: { trolley: withHardConflicts, currentPath: '/ecom/shop/trolley' },
  play: async ({ canvasElement }) => {
    await expectReason(canvasElement, 'Unavailable items Please remove all unavailable items from your trolley');
  },
};

/** Unavailable items elsewhere: enabled, and it goes to the trolley. */
export const ConflictsElsewhere: Story = {
  args: { trolley: withHardConflicts },
  play: async ({ canvasElement }) => {
    await expect(checkout(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

/** Below the minimum spend with a delivery slot. */
export const MinimumSpendDelivery: Story = {
  args: { trolley: belowMinimum, slot: bookedSlot('DELIVERY') },
  play: async ({ canvasElement }) => {
    await expectReason(canvasElement, 'To check out, please meet our £40.00 minimum spend (excluding delivery charge)');
  },
};

/** Below the minimum spend with a (groceries and entertaining) collection slot. */
export const MinimumSpendCollection: Story = {
  args: { trolley: belowMinimum, slot: bookedSlot('GROCERY_COLLECTION') },
  play: async ({ canvasElement }) => {
    await expectReason(canvasElement, 'To check out, please meet our £25.00 minimum spend');
  },
};

/** Below the minimum spend with no slot: the lower of the two thresholds. */
export const MinimumSpendNoSlot: Story = {
  args: { trolley: belowMinimum, slot: { status: 'none' } },
  play: async ({ canvasElement }) => {
    await expectReason(canvasElement, 'To check out, please meet our £25.00 minimum spend');
  },
};

/** Below the minimum spend with an entertaining-only collection: disabled, with no words. */
export const MinimumSpendEntertainingCollection: Story = {
  args: { trolley: belowMinimum, slot: bookedSlot('ENTERTAINING_COLLECTION') },
  play: async ({ canvasElement }) => {
    const button = checkout(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('aria-describedby');
    await userEvent.click(button);
    await expect(within(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Waiting: the trolley or slot is loading (or a page is changing the trolley): disabled with a spinner. */
export const Waiting: Story = {
  args: { trolley: { status: 'loading' }, slot: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const button = checkout(canvasElement);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Amending with instant checkout allowed: a press offers "Check out the way you want". */
export const InstantCheckoutChoice: Story = {
  args: { trolley: amendingWithInstantCheckout },
  play: async ({ canvasElement }) => {
    await userEvent.click(checkout(canvasElement));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Check out the way you want',
    });
    await expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/ecom/beforeYouGo',
    );
  },
};
