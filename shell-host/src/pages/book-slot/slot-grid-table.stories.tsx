import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { buildSlotGrid, slotWeek } from './slot-grid.ts';
import { SlotGridTable } from './slot-grid-table.tsx';
import { slotAt, weekOfSlots } from './testing/fake-slots.ts';

const week = slotWeek(new Date());
const [, tomorrow = '', dayAfter = ''] = week.dates;
// Some times missing on some days, as when a branch opens late at the weekend.
const slots = weekOfSlots(new Date(), { full: [slotAt(dayAfter, 10).id, slotAt(dayAfter, 16).id] }).filter(
  (slot, index) => index % 7 !== 5,
);

const meta = {
  title: 'Host pages/Book a slot/Slot grid',
  component: SlotGridTable,
  args: {
    grid: buildSlotGrid(slots, week.dates),
    caption: 'Delivery slots',
    bookedSlotId: undefined,
    bookingSlotId: undefined,
    onBook: fn(),
  },
  decorators: [(Story) => <main style={{ padding: 16 }}>{Story()}</main>],
} satisfies Meta<typeof SlotGridTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week: prices to book, full slots disabled, dashes where there is no slot. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const full = within(canvasElement).getAllByRole('button', { name: /^Full: / });
    await expect(full).toHaveLength(2);
    for (const button of full) await expect(button).toBeDisabled();
  },
};

/** The order's slot marked as booked. */
export const WithBookedSlot: Story = { args: { bookedSlotId: slotAt(tomorrow, 16).id } };

/** While a slot is being booked: it says so, and the others wait. */
export const Booking: Story = {
  args: { bookingSlotId: slotAt(tomorrow, 9).id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Booking…')).toBeVisible();
  },
};

/** The grid on a given day: its own week's slots, grouped under "This week" and "Next week". */
const gridOn = (now: Date) => buildSlotGrid(weekOfSlots(now), slotWeek(now).dates);

/**
 * On a Saturday: today alone is this week (weeks start Sunday, decision 024);
 * the grid still starts today, so the first free slot is in view.
 */
export const OnASaturday: Story = {
  args: { grid: gridOn(new Date('2026-11-28T08:00:00Z')) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('columnheader', { name: 'This week' })).toHaveAttribute('colspan', '1');
    await expect(table.getByRole('columnheader', { name: 'Next week' })).toHaveAttribute('colspan', '6');
    await expect(table.getByRole('button', { name: 'Book Saturday 28 November, 9am to 10am, £3.50' })).toBeEnabled();
  },
};

/** On a Sunday: all seven days are this week. */
export const OnASunday: Story = {
  args: { grid: gridOn(new Date('2026-11-29T08:00:00Z')) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('columnheader', { name: 'This week' })).toHaveAttribute('colspan', '7');
    await expect(table.queryByRole('columnheader', { name: 'Next week' })).toBeNull();
  },
};
