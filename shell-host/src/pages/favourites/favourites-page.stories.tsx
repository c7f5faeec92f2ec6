import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FavouritesPage } from './favourites-page.tsx';

const meta = {
  title: 'Host pages/Favourites',
  component: FavouritesPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <FavouritesPage />
    </main>
  ),
} satisfies Meta<typeof FavouritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No favourites yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  },
};
