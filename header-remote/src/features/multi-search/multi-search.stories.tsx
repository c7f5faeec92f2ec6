import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MULTI_SEARCH_LIMIT_MESSAGE, multiSearchStorageKey } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
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

/** The modal is rendered over the page, outside the story's root. */
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

/** Closed: the button in the masthead, all the closed header carries of the feature. */
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

/** Escape closes the modal and focus goes back to the button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await openMultiSearch(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Multi-search' })).toHaveFocus();
  },
};
