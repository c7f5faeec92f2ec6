import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { MessageText } from './message-text.tsx';
import { Modal } from './modal.tsx';
import { ModalButtons, type ModalButton } from './modal-buttons.tsx';

type StoryArgs = {
  readonly buttons: readonly ModalButton[];
  readonly message: string;
  readonly params: Readonly<Record<string, string>>;
  readonly onButton: (value: string) => void;
  readonly onClose: () => void;
};

/** A modal built from the spec's model (section 3): its message text and its buttons are data. */
function ModelModal({ buttons, message, params, onButton, onClose }: StoryArgs) {
  return (
    <HeaderRoot input={{}}>
      <Modal isOpen title="Change your slot?" onRequestClose={onClose}>
        <p>
          <MessageText text={message} params={params} html />
        </p>
        <ModalButtons buttons={buttons} onButton={onButton} onClose={onClose} />
      </Modal>
    </HeaderRoot>
  );
}

const THEMED: readonly ModalButton[] = [
  { text: 'Change slot', value: 'change', theme: 'primary', accessibleText: 'Change your delivery slot' },
  { text: 'Keep my slot', value: 'keep', theme: 'secondary' },
  { text: 'Remind me later', value: 'later', theme: 'primaryWhite', closeOnClick: false },
];

const meta = {
  title: 'UI/Modal model',
  component: ModelModal,
  args: {
    buttons: THEMED,
    message: 'Your slot on <b>${day}</b> is held until ${time}. <a href="/ecom/bookslot/delivery">See other slots</a>.',
    params: { day: 'Friday 27 November', time: '9pm' },
    onButton: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ModelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change your slot?' });

/**
 * Each theme (primary, secondary, primaryWhite). From md the buttons sit in a row, the main action
 * last; a button that says closeOnClick false leaves the modal open.
 */
export const ThemesInARow: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = within(dialog(canvasElement));
    const close = modal.getByRole('button', { name: 'Close' });
    const buttons = modal.getAllByRole('button').filter((button) => button !== close);
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Remind me later',
      'Keep my slot',
      'Change slot',
    ]);
    await userEvent.click(modal.getByRole('button', { name: 'Remind me later' }));
    await expect(args.onButton).toHaveBeenLastCalledWith('later');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Change slot' }));
    await expect(args.onButton).toHaveBeenLastCalledWith('change');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Below md: stacked, full width, the main action on top. */
export const StackedOnAPhone: Story = {
  tags: ['phone-viewport'],
  play: async ({ canvasElement }) => {
    const modal = within(dialog(canvasElement));
    const close = modal.getByRole('button', { name: 'Close' });
    const [first] = modal.getAllByRole('button').filter((button) => button !== close);
    if ((canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < 768) {
      await expect(first).toHaveAccessibleName('Change slot');
      await expect(first).toHaveAccessibleDescription('Change your delivery slot');
    }
  },
};

/** A disabled button: reachable, named, and deaf to presses. */
export const Disabled: Story = {
  args: {
    buttons: [
      { text: 'Change slot', value: 'change', disabled: true },
      { text: 'Keep my slot', value: 'keep', theme: 'secondary' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const change = within(dialog(canvasElement)).getByRole('button', { name: 'Change slot' });
    await expect(change).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(change);
    await expect(args.onButton).not.toHaveBeenCalled();
  },
};

/** The message text: placeholders filled from params, its bit of HTML read safely. */
export const MessageWithParams: Story = {
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(modal).toHaveTextContent('Your slot on Friday 27 November is held until 9pm. See other slots.');
    await expect(within(modal).getByText('Friday 27 November').tagName).toBe('STRONG');
    await expect(within(modal).getByRole('link', { name: 'See other slots' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/delivery',
    );
  },
};
