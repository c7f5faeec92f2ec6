import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyPage } from './loyalty-page.tsx';

const meta = {
  title: 'Host pages/Loyalty card',
  component: LoyaltyPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <LoyaltyPage />
    </main>
  ),
} satisfies Meta<typeof LoyaltyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loyalty card page the account menu links to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Loyalty card' })).toBeVisible();
  },
};
