import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceSelectionPage } from './service-selection-page.tsx';

const meta = {
  title: 'Host pages/Service selection',
  component: ServiceSelectionPage,
  args: { location: { pathname: '/ecom/serviceselection', search: '' } },
  decorators: [(Story) => <main style={{ padding: 16 }}>{Story()}</main>],
} satisfies Meta<typeof ServiceSelectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four services of spec section 2, each a link to its slot page. */
export const Services: Story = {};

/** Opened from checkout: every link carries the page to come back to once a slot is booked. */
export const FromCheckout: Story = {
  args: { location: { pathname: '/ecom/serviceselection', search: '?returnTo=%2Fecom%2Fcheckout' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Entertaining collection' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/entertaining?returnTo=%2Fecom%2Fcheckout',
    );
  },
};
