import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ROUTES } from '@grocer/shared-contracts';
import { DeliveryPassPage } from './delivery-pass-page.tsx';

const meta = {
  title: 'Host pages/Delivery pass',
  component: DeliveryPassPage,
  args: { location: { pathname: ROUTES.activeDeliveryPass, search: '' } },
  render: (args) => (
    <main style={{ padding: 16 }}>
      <DeliveryPassPage {...args} />
    </main>
  ),
} satisfies Meta<typeof DeliveryPassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status ACTIVE: the shopper's own pass. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Your delivery pass' })).toBeVisible();
  },
};

/** Status AVAILABLE: the pass the shopper could buy. */
export const Available: Story = {
  args: { location: { pathname: ROUTES.availableDeliveryPass, search: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Delivery pass' })).toBeVisible();
  },
};
