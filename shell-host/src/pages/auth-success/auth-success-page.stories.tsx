import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthSuccessPage } from './auth-success-page.tsx';

const meta = {
  title: 'Host pages/Signed in',
  component: AuthSuccessPage,
  render: () => (
    <main style={{ padding: 16 }}>
      <AuthSuccessPage />
    </main>
  ),
} satisfies Meta<typeof AuthSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After registration: "You're signed in" and a link to continue. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
  },
};
