import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from './modal.tsx';

type DemoProps = Omit<ComponentProps<typeof Modal>, 'isOpen' | 'onRequestClose' | 'children'> & {
  readonly body: string;
  readonly action: string;
};

/** A button that opens the modal, as a feature uses it; the modal's own button closes it. */
function ModalDemo({ body, action, ...modalProps }: DemoProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      <Modal {...modalProps} isOpen={isOpen} onRequestClose={() => setOpen(false)}>
        <p style={{ marginTop: 0 }}>{body}</p>
        <button type="button" onClick={() => setOpen(false)}>
          {action}
        </button>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: {
    title: 'Check out the way you want',
    body: 'Use instant checkout to place your amended order now, or go through checkout as usual.',
    action: 'Continue',
    onAfterOpen: fn(),
    onAfterClose: fn(),
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal lives in document.body, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the modal' }));
  return page(canvasElement).getByRole('dialog') as HTMLDialogElement;
}

/**
 * What the browser does on Escape: it asks the dialog to close. A story's key presses are the page's
 * own, which the browser's dialog does not answer; the real ones are in modal.browser.test.tsx.
 */
const pressEscape = (dialog: HTMLDialogElement) => dialog.requestClose();

/** Closed: nothing but the button that opens it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open (after-open): titled, over the page, focus on its first control, the page behind not scrolling. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Check out the way you want');
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'after-open'));
    // Called from an effect after the after-open render: it may land a moment after the attribute.
    await waitFor(() => expect(args.onAfterOpen).toHaveBeenCalledTimes(1));
    await expect(getComputedStyle(canvasElement.ownerDocument.documentElement).overflow).toBe('hidden');
  },
};

/** Tab goes on to the dialog's next control; the browser keeps it off the page behind (modal.browser.test.tsx). */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

/** Escape closes it (closed), and focus goes back to the button that opened it. */
export const ClosedWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    pressEscape(await open(canvasElement));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open the modal' })).toHaveFocus();
    await waitFor(() => expect(args.onAfterClose).toHaveBeenCalledTimes(1));
  },
};

/**
 * Before-close: with a close timeout the modal stays a moment after it is
 * asked to close, so it can animate out. Held here for a minute to be seen.
 */
export const BeforeClose: Story = {
  args: { closeTimeoutMS: 60_000 },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    pressEscape(dialog);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'before-close'));
  },
};

/**
 * Not closable, like the generic error modal (spec section 8): no close
 * button, and neither Escape nor an overlay click dismisses it.
 */
export const NotClosable: Story = {
  args: {
    closable: false,
    title: "Sorry, we're experiencing an unexpected error.",
    body: 'These problems are normally temporary. Please refresh the page, restart your browser or try again a little later.',
    action: 'OK',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    pressEscape(dialog);
    await expect(dialog.matches(':modal')).toBe(true);
  },
};
