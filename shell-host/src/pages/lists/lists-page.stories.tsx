import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListsPage } from './lists-page.tsx';

const meta = {
  title: 'Host pages/Lists',
  component: ListsPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <ListsPage />
    </main>
  ),
} satisfies Meta<typeof ListsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No lists yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  },
};
