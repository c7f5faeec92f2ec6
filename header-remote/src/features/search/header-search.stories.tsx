import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { HeaderSearch } from './header-search.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeTermSuggest, groceryTerms } from './testing/fake-term-suggest.ts';

const meta = {
  title: 'Header/Search (mobile)',
  args: { onEvent: fn() },
  render: ({ onEvent }) => (
    <div style={{ display: 'flex', alignItems: 'center', height: 49, padding: '0 12px' }}>
      <HeaderRoot input={{ services: { api: 'https://api.fernleaf.example' }, onEvent }}>
        <HeaderSearch />
      </HeaderRoot>
    </div>
  ),
  // The stories never reach a real network.
  beforeEach: () => installFetch(fakeTermSuggest(groceryTerms)),
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<{ onEvent: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Below 992px the compact masthead has a search button; it opens a
 * full-screen search overlay, a modal dialog with the search box and Cancel.
 */
export const MobileOverlay: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Opened on its own at full width, the story hides the button (CSS, from 992px), so find it by its label.
    await userEvent.click(page.getByLabelText('Open search', { selector: 'button' }));
    const dialog = await page.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search groceries' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('placeholder', 'Search groceries...');
    await userEvent.type(box, 'che');
    await within(dialog).findByRole('listbox', { name: 'Search suggestions' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
