import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderRoot } from '../testing/header-under-test.tsx';
import { ERROR_MODAL_TEXTS, ErrorModal } from './error-modal.tsx';

type StoryArgs = { readonly onOk: () => void; readonly onEvent: () => void };

/** Open inside a mounted header (its tracking goes to onEvent); OK is a spy here, not a page reload. */
function ErrorModalStory({ onOk, onEvent }: StoryArgs) {
  return (
    <HeaderRoot input={{ onEvent }}>
      <ErrorModal isOpen trackingId="story-error" onOk={onOk} />
    </HeaderRoot>
  );
}

const meta = {
  title: 'UI/Error modal',
  component: ErrorModalStory,
  args: { onOk: fn(), onEvent: fn() },
} satisfies Meta<typeof ErrorModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The generic unexpected error (spec section 8): it cannot be closed (no
 * close button, Escape or overlay click); OK reloads the page.
 */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: ERROR_MODAL_TEXTS.title }) as HTMLDialogElement;
    await expect(dialog).toHaveTextContent(ERROR_MODAL_TEXTS.body);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Asked to close as the browser asks on Escape, it stays (the real keys: error-modal.browser.test.tsx).
    dialog.requestClose();
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_error', {
        code: 'error_modal',
        message: `story-error: ${ERROR_MODAL_TEXTS.title}`,
      }),
    );
    await userEvent.click(ok);
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};
