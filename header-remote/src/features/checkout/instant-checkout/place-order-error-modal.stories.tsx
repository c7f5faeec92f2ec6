import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PLACE_ORDER_ERROR_CATALOGUE, type PlaceOrderFailureKey } from '@grocer/shared-contracts/domain';
import { errorModalContent } from './error-modal-content.ts';
import type { PlaceFailure } from './place-failure.ts';
import { PlaceOrderErrorModal } from './place-order-error-modal.tsx';
import { previousSlot, refusal } from './testing/instant-checkout-fixtures.ts';

type Args = { readonly failure: PlaceFailure; readonly placing: boolean };

/** A failure as the services report it (ORDER_ORCHESTRATION_111 and 058 carry their extras). */
const failure = (key: PlaceOrderFailureKey): PlaceFailure => {
  if (key === 'TIMEOUT' || key === 'UNKNOWN_ERROR') return { key, status: key === 'TIMEOUT' ? 0 : 500 };
  const { status, body } = refusal(key);
  return {
    key,
    status,
    serviceMessage: body.message,
    ...('previousSlot' in body ? { previousSlot: body.previousSlot } : {}),
  };
};

const meta = {
  title: 'Header/Instant checkout/Error modals',
  args: { placing: false, onButton: fn(), onRequestClose: fn() },
  // The modal alone, open: its words and buttons for one failure (spec section 8).
  render: ({ failure: shown, placing, onButton, onRequestClose }) => (
    <PlaceOrderErrorModal
      isOpen
      content={errorModalContent(shown)}
      placing={placing}
      onButton={onButton}
      onRequestClose={onRequestClose}
    />
  ),
} satisfies Meta<Args & { onButton: () => void; onRequestClose: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story for one key: the dialog is named by the catalogue's message and offers each action. */
function storyFor(key: PlaceOrderFailureKey, actions: readonly string[], text?: string): Story {
  return {
    args: { failure: failure(key) },
    play: async ({ canvasElement }) => {
      const page = within(canvasElement.ownerDocument.body);
      const dialog = await page.findByRole('dialog', { name: PLACE_ORDER_ERROR_CATALOGUE[key].message });
      for (const name of actions) {
        await expect(
          within(dialog).getByRole(name === 'Keep my previous slot' || name === 'Reload the page' ? 'button' : 'link', {
            name,
          }),
        ).toBeVisible();
      }
      if (text) await expect(dialog).toHaveTextContent(text);
    },
  };
}

export const NoSlot017 = storyFor('ORDER_ORCHESTRATION_017', ['Book a slot']);
export const TimedOut029 = storyFor('ORDER_ORCHESTRATION_029', ['Book a new slot'], 'still in your trolley');
export const TrolleyProblems041 = storyFor('ORDER_ORCHESTRATION_041', ['Go to trolley']);
export const MinimumSpend042 = storyFor('ORDER_ORCHESTRATION_042', ['Go to trolley']);
export const AddGroceryItem043 = storyFor('ORDER_ORCHESTRATION_043', ['Go to trolley']);
export const SlotNotConfirmed044 = storyFor('ORDER_ORCHESTRATION_044', ['Book a slot']);
export const NewSlotUnavailable058 = storyFor(
  'ORDER_ORCHESTRATION_058',
  ['Keep my previous slot', 'Choose a new slot'],
  'Your previous slot, Thursday 5 March, 9am to 10am, is still held for this order.',
);
export const PromoCode091 = storyFor('ORDER_ORCHESTRATION_091', ['Review promo codes', 'Cancel']);
export const AccountProblem111 = storyFor('ORDER_ORCHESTRATION_111', ['Go to trolley'], '0808 157 0192');
export const GiftCard123 = storyFor('ORDER_ORCHESTRATION_123', ['Use normal checkout']);
export const Voucher124 = storyFor('ORDER_ORCHESTRATION_124', ['Use normal checkout']);
export const AddAddress125 = storyFor('ORDER_ORCHESTRATION_125', ['Go to my details']);
export const StandardCheckout127 = storyFor('ORDER_ORCHESTRATION_127', ['Use standard checkout']);
export const PricesChanged136 = storyFor('ORDER_ORCHESTRATION_136', ['Proceed to checkout'], 'Order updated');
export const LinesChanged137 = storyFor('ORDER_ORCHESTRATION_137', ['Proceed to checkout'], 'Order updated');
export const Timeout = storyFor('TIMEOUT', ['Reload the page'], 'Please try again');
export const UnknownError = storyFor('UNKNOWN_ERROR', ['Reload the page'], 'Please try again');

/** 058, placing again on the previous slot: that button waits and the modal cannot be closed. */
export const KeepingPreviousSlot: Story = {
  args: { failure: { key: 'ORDER_ORCHESTRATION_058', status: 409, previousSlot: previousSlot() }, placing: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Sorry, the new slot you requested is unavailable' });
    await expect(within(dialog).getByRole('button', { name: 'Placing your order…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('link', { name: 'Choose a new slot' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
