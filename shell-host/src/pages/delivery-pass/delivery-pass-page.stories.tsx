import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@grocer/shared-contracts';
import { at, headingShown, plainPage } from '../shared/testing/page-story.tsx';
import { DeliveryPassPage } from './delivery-pass-page.tsx';

const meta = {
  title: 'Host pages/Delivery pass',
  args: { location: at(ROUTES.activeDeliveryPass) },
  ...plainPage(DeliveryPassPage),
} satisfies Meta<typeof DeliveryPassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status ACTIVE: the shopper's own pass. */
export const Active: Story = { play: headingShown('Your delivery pass') };

/** Status AVAILABLE: the pass the shopper could buy. */
export const Available: Story = {
  args: { location: at(ROUTES.availableDeliveryPass) },
  play: headingShown('Delivery pass'),
};
