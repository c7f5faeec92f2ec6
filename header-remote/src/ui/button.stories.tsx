import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonState, type ButtonTheme, type ButtonWidth } from './button.tsx';

const THEMES: readonly ButtonTheme[] = ['primary', 'primaryWhite', 'secondary'];
const STATES: readonly ButtonState[] = ['idle', 'waiting', 'success', 'save'];
const WIDTHS: readonly ButtonWidth[] = ['standard', 'fit', 'full'];

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to trolley', onClick: fn(), onDisabledPress: fn() },
  decorators: [
    (Story, { args }) => (
      // primaryWhite is for the green surfaces (the amend bar), so it is shown on one.
      <div
        style={{
          padding: 24,
          maxWidth: 480,
          fontFamily: 'system-ui, sans-serif',
          background: args.theme === 'primaryWhite' ? '#1a4d1a' : '#fff',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** Primary: the main action, green with white text. */
export const Primary: Story = {
  args: { theme: 'primary' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Add to trolley'));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Primary white: the main action on a green surface. */
export const PrimaryWhite: Story = {
  args: { theme: 'primaryWhite' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Add to trolley')).toHaveAttribute('data-state', 'idle');
  },
};

/** Secondary: outlined, for the other actions beside a primary one. */
export const Secondary: Story = {
  args: { theme: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Add to trolley')).toBeEnabled();
  },
};

/** Waiting: disabled with a spinner, same width and name; presses are ignored. */
export const Waiting: Story = {
  // Its own spies: this story counts presses.
  args: { state: 'waiting', onClick: fn(), onDisabledPress: fn() },
  play: async ({ args, canvasElement }) => {
    const waiting = button(canvasElement, 'Add to trolley');
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(waiting);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(args.onDisabledPress).toHaveBeenCalledOnce();
  },
};

/** Waiting, secondary: a dark spinner on white. */
export const WaitingSecondary: Story = {
  args: { state: 'waiting', theme: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Add to trolley')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Waiting, primary white: on green. */
export const WaitingPrimaryWhite: Story = {
  args: { state: 'waiting', theme: 'primaryWhite' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Add to trolley')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Success: the action worked; a tick and the success label. */
export const Success: Story = {
  args: { state: 'success', successLabel: 'Added' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Added')).toHaveAttribute('data-state', 'success');
  },
};

/** Save: the change is saved and nothing is left to do. */
export const Save: Story = {
  args: { state: 'save', children: 'Save changes', theme: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Saved')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Disabled: natively, out of the tab order. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Add to trolley')).toBeDisabled();
  },
};

/** Disabled but focusable, so the reason it describes can be reached (the checkout button). */
export const DisabledFocusable: Story = {
  args: { disabled: true, focusableWhenDisabled: true, children: 'Checkout' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement, 'Checkout')).toHaveFocus();
    await expect(button(canvasElement, 'Checkout')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Fit: as wide as its label. */
export const WidthFit: Story = {
  args: { width: 'fit', children: 'OK' },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'OK').getBoundingClientRect().width).toBeLessThan(160);
  },
};

/** Full: the width of its container. */
export const WidthFull: Story = {
  args: { width: 'full' },
  play: async ({ canvasElement }) => {
    const full = button(canvasElement, 'Add to trolley');
    // The decorator's content box: its width less 24px of padding each side.
    await expect(full.getBoundingClientRect().width).toBe((full.parentElement?.clientWidth ?? 0) - 48);
  },
};

/** Every theme in every state, and the three widths. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {THEMES.map((theme) => (
        <div
          key={theme}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            padding: 12,
            background: theme === 'primaryWhite' ? '#1a4d1a' : '#fff',
          }}
        >
          {STATES.map((state) => (
            <Button key={state} theme={theme} state={state} successLabel="Added">
              {`${theme} ${state}`}
            </Button>
          ))}
        </div>
      ))}
      {WIDTHS.map((width) => (
        <Button key={width} width={width} theme="secondary">
          {`Width ${width}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(THEMES.length * STATES.length + 3);
  },
};
