import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerServicePage } from './customer-service-page.tsx';

const meta = {
  title: 'Host pages/Customer service',
  component: CustomerServicePage,
  render: () => (
    <main style={{ padding: 16 }}>
      <CustomerServicePage />
    </main>
  ),
} satisfies Meta<typeof CustomerServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  },
};
