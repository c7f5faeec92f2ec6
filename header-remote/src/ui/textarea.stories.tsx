import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { label: 'Note to your shopper', rows: 4 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 24, fontFamily: 'system-ui, sans-serif', color: '#222' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled field and nothing else. */
export const Default: Story = {};

/** The label is read to screen readers only; the placeholder shows what to do. */
export const HiddenLabel: Story = {
  args: { label: 'Shopping list', hideLabel: true, placeholder: 'Type or paste your list here' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Shopping list' })).toBeInTheDocument();
  },
};

/** Marked "required", and required. */
export const Required: Story = {
  args: { requirement: 'required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note to your shopper' })).toBeRequired();
  },
};

/** Marked "(optional)". */
export const Optional: Story = {
  args: { requirement: 'optional' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Note to your shopper (optional)' }),
    ).toBeInTheDocument();
  },
};

/** Help text under the label, read with the field. */
export const WithHelp: Story = {
  args: { help: 'For example: "Green bananas, please."' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'For example: "Green bananas, please."',
    );
  },
};

/** "{remaining}/{max} characters left", counting down as the shopper types. */
export const WithCount: Story = {
  args: { maxLength: 60, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('60/60 characters left')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Ripe avocados');
    await expect(canvas.getByText('47/60 characters left')).toBeVisible();
  },
};

/** At the maximum length: nothing more can be typed. */
export const AtMaxLength: Story = {
  args: { maxLength: 24, showCount: true, defaultValue: 'Please ring the doorbell' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/24 characters left')).toBeVisible();
  },
};

/** An error marks the field invalid and says what is wrong. */
export const WithError: Story = {
  args: { requirement: 'required', error: 'Please enter a note for your shopper.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Please enter a note for your shopper.');
  },
};

/** An advisory text, announced politely when it appears. */
export const WithAdvisory: Story = {
  args: { advisory: 'Item limit reached' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Item limit reached');
  },
};

/** Every state together: marks, help, count, error and advisory. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Textarea label="Plain" rows={2} />
      <Textarea label="Hidden label" hideLabel placeholder="Hidden label (placeholder shown)" rows={2} />
      <Textarea label="Required" requirement="required" rows={2} />
      <Textarea label="Optional" requirement="optional" rows={2} />
      <Textarea label="With help" help="Help text explains what to write." rows={2} />
      <Textarea label="With count" maxLength={60} showCount defaultValue="Some text" rows={2} />
      <Textarea label="With error" error="Something is wrong with this." defaultValue="Bad value" rows={2} />
      <Textarea label="With advisory" advisory="Item limit reached" rows={2} />
    </div>
  ),
};
