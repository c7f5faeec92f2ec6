import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FallbackFooter } from './fallback-footer.tsx';

const meta = {
  title: 'Host/Fallback footer',
  component: FallbackFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FallbackFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's own footer: in the first HTML, and what stays when the remote's footer cannot load. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customer service', 'Find a store (opens in a new tab)']);
  },
};
