import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MULTI_SEARCH_LIMIT_MESSAGE, multiSearchStorageKey } from '@grocer/shared-contracts/domain';
import { createStore } from 'jotai';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { ServerDrawn } from '../../testing/server-drawn.tsx';
import { MultiSearchLauncher } from './multi-search-launcher.tsx';

const guestKey = multiSearchStorageKey(undefined);

const meta = {
  title: 'Header/Multi-search',
  component: MultiSearchLauncher,
  args: { onEvent: fn() },
  // As on the site: inside a mounted header, which gives it its config and event outlet.
  render: ({ onEvent }) => (
    <div style={{ padding: 24 }}>
      <HeaderRoot input={{ onEvent }}>
        <MultiSearchLauncher />
      </HeaderRoot>
    </div>
  ),
  // Each story starts from a guest with no stored list.
  beforeEach: () => {
    localStorage.removeItem(guestKey);
    return () => localStorage.removeItem(guestKey);
  },
} satisfies Meta<{ onEvent: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal opens in the browser's top layer, over the page. */
async function openMultiSearch(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Multi-search' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Multi-search' });
  return {
    dialog,
    box: within(dialog).getByRole('textbox', { name: 'Shopping list' }),
    clear: within(dialog).getByRole('button', { name: 'Clear list' }),
    search: within(dialog).getByRole('button', { name: 'Search' }),
  };
}

/** Closed: the button in the masthead; its dialog is in the page, closed, until it is pressed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Multi-search' })).toBeVisible();
  },
};

/** Empty: the box has focus, and Clear list and Search are disabled. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const { box, clear, search } = await openMultiSearch(canvasElement);
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('placeholder', 'Type or paste your list here');
    await expect(clear).toBeDisabled();
    await expect(search).toBeDisabled();
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('analytics', { name: 'modal_open', data: { modal: 'multi-search' } }),
    );
  },
};

/** Filled: a typed list, one item a line or comma-separated; both buttons enabled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { box, clear, search } = await openMultiSearch(canvasElement);
    await userEvent.type(box, 'Semi-skimmed milk{Enter}Free range eggs{Enter}Crème fraîche, sourdough bread');
    await waitFor(() => expect(search).toBeEnabled());
    await expect(clear).toBeEnabled();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(guestKey) ?? '[]')).toEqual([
        'Semi-skimmed milk',
        'Free range eggs',
        'Creme fraiche',
        'sourdough bread',
      ]),
    );
  },
};

/** At the limit: a pasted list of 120 items is cut to its first 100, and "Item limit reached" is shown and announced. */
export const AtTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const { box, dialog } = await openMultiSearch(canvasElement);
    await userEvent.click(box);
    await userEvent.paste(Array.from({ length: 120 }, (_, index) => `Item ${index + 1}`).join('\n'));
    await expect(box).toHaveValue(Array.from({ length: 100 }, (_, index) => `Item ${index + 1}`).join('\n'));
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(MULTI_SEARCH_LIMIT_MESSAGE));
    await expect(box).toHaveAccessibleDescription(MULTI_SEARCH_LIMIT_MESSAGE);
  },
};

/**
 * Its close button closes the modal and focus goes back to the button. (Escape and the backdrop
 * are the browser's, which a story's synthetic keys do not reach: the end-to-end tests press them.)
 */
export const ClosedWithItsButton: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openMultiSearch(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Multi-search' })).toHaveFocus();
  },
};

/**
 * Before the header's script: the server's HTML alone, as a shopper finds it at load. The button
 * opens the server's dialog by itself; Search and Clear list are the form's own (a GET to the
 * results page, a reset), enabled, as nothing yet knows whether the box is empty.
 */
function ServerDrawnMultiSearch() {
  return (
    <ServerDrawn store={createStore()} height={120}>
      <div style={{ padding: 24 }}>
        <MultiSearchLauncher />
      </div>
    </ServerDrawn>
  );
}

export const BeforeScript: StoryObj<typeof ServerDrawnMultiSearch> = {
  render: () => <ServerDrawnMultiSearch />,
  play: async ({ canvasElement }) => {
    const { box, clear, search } = await openMultiSearch(canvasElement);
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Semi-skimmed milk{Enter}Free range eggs');
    await expect(search).toBeEnabled();
    await expect(clear).toBeEnabled();
  },
};
