import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyDetailsPage } from './my-details-page.tsx';

const meta = {
  title: 'Host pages/My details',
  component: MyDetailsPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <MyDetailsPage />
    </main>
  ),
} satisfies Meta<typeof MyDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholder for the shopper's details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  },
};
