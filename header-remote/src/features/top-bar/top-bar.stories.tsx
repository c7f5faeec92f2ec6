import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { TopBar } from './top-bar.tsx';

const meta = {
  title: 'Header/Top bar',
  component: TopBar,
  // As on the site, the bar sits inside a mounted header, which gives it its
  // font and colour (set on the header root) and the header's context.
  decorators: [
    (Story) => (
      <HeaderRoot input={{}}>
        <Story />
      </HeaderRoot>
    ),
  ],
  parameters: {
    // The bar exists only at desktop widths (it is hidden below 992px).
    layout: 'fullscreen',
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "More from" the three sister shops, the store finder and customer service. */
export const Default: Story = {};

/**
 * Tabbing through the bar: the sister shops first, in order, then the store
 * finder and customer service. The sister shops open in a new tab and say so
 * to screen readers.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expectedOrder = [
      /^Fernleaf Cellar \(wine and spirits, opens in a new tab\)$/,
      /^Fernleaf Garden \(garden, opens in a new tab\)$/,
      /^Fernleaf Kitchen \(meal delivery, opens in a new tab\)$/,
      /^Find a store$/,
      /^Customer service$/,
    ];
    for (const name of expectedOrder) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }

    for (const link of within(canvas.getByRole('list', { name: 'More from' })).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      const url = new URL(link.getAttribute('href') ?? '');
      await expect(url.searchParams.get('utm_source')).toBe('groceries');
      await expect(url.searchParams.get('utm_campaign')).toBe('header-more-from');
    }
  },
};
