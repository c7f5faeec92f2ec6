import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ROUTES } from '@grocer/shared-contracts';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Header/Logo',
  component: Logo,
  parameters: {
    // Room around the link so its focus ring is not clipped by the canvas edge.
    layout: 'padded',
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Fernleaf logo as it sits in the masthead, linking to groceries home. */
export const Default: Story = {};

/** Reached from the keyboard: the link takes focus and shows its focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: 'Fernleaf, groceries home' });
    await expect(logo).toHaveAttribute('href', ROUTES.groceriesHome);
    await userEvent.tab();
    await expect(logo).toHaveFocus();
  },
};
