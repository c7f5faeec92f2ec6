import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyAccountPage } from './my-account-page.tsx';

const meta = {
  title: 'Host pages/Account overview',
  component: MyAccountPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <MyAccountPage />
    </main>
  ),
} satisfies Meta<typeof MyAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account overview: links to every account page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  },
};
