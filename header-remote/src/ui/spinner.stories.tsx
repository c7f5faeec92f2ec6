import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, type SpinnerSize, type SpinnerTheme } from './spinner.tsx';

const SIZES: readonly SpinnerSize[] = ['small', 'medium', 'standard', 'large'];
const THEMES: readonly SpinnerTheme[] = ['dark', 'light'];
const PIXELS: Record<SpinnerSize, number> = { small: 16, medium: 24, standard: 32, large: 48 };

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [
    (Story, { args }) => (
      <div style={{ padding: 24, background: args.theme === 'light' ? '#1a4d1a' : '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const ring = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-size]');

/** Decoration (no label): hidden from screen readers; whatever holds it says it is busy. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(ring(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** With a label: a status saying what is loading. */
export const Labelled: Story = {
  args: { label: 'Loading your trolley' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your trolley');
  },
};

/** Light: for the green and other dark backgrounds. */
export const Light: Story = {
  args: { theme: 'light', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(ring(canvasElement)).toHaveAttribute('data-theme', 'light');
  },
};

/** Every size (16, 24, 32, 48 px) in both themes. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {THEMES.map((theme) => (
        <div
          key={theme}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 24,
            padding: 12,
            background: theme === 'light' ? '#1a4d1a' : '#fff',
          }}
        >
          {SIZES.map((size) => (
            <Spinner key={size} size={size} theme={theme} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const size of SIZES) {
      for (const element of canvasElement.querySelectorAll<HTMLElement>(`[data-size="${size}"]`)) {
        // offsetWidth: the layout size, which the turning (a transform) leaves alone.
        await expect(element.offsetWidth).toBe(PIXELS[size]);
      }
    }
  },
};
