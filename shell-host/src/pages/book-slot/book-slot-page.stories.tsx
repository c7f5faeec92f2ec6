import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { json, never, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { at, pageStory, STORY_SERVICES_URL, type FakeServicesArgs } from '../shared/testing/page-story.tsx';
import { BookSlotPage } from './book-slot-page.tsx';
import { dayLabel, slotWeek } from './slot-grid.ts';
import { fulfilmentHandlers, reservationFor, slotAt, weekOfSlots, type FulfilmentFake } from './testing/fake-slots.ts';

const now = new Date();
const [, tomorrow = '', dayAfter = ''] = slotWeek(now).dates;
/** Tomorrow's earliest bookable slot (its time depends on when and where the story runs). */
async function tomorrowsFirstSlot(page: ReturnType<typeof within>): Promise<HTMLElement> {
  const [first] = await page.findAllByRole('button', { name: new RegExp(`^Book ${dayLabel(tomorrow)}, `) });
  if (!first) throw new Error('no slot to book tomorrow');
  return first;
}

type Args = FakeServicesArgs & { pathname: string; navigate: (path: string) => void };

const network = (fake: Partial<FulfilmentFake> = {}, handlers: Record<string, FakeHandler> = {}) => ({
  ...tokenSession(),
  ...fulfilmentHandlers({ slots: () => weekOfSlots(now, { full: [slotAt(dayAfter, 10).id] }), ...fake }),
  ...handlers,
});

const meta = {
  title: 'Host pages/Book a slot',
  args: { pathname: '/ecom/bookslot/delivery', handlers: network(), navigate: fn() },
  ...pageStory<Args>(({ pathname, navigate }) => (
    <BookSlotPage location={at(pathname)} servicesUrl={STORY_SERVICES_URL} navigate={navigate} />
  )),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery: the shopper's addresses and the week's slots for the first; one slot is full. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('table', { name: /^Delivery slots/ })).toBeVisible();
  },
};

/** A slot already held: shown above, and marked in the timetable. */
export const WithBookedSlot: Story = {
  args: { handlers: network({ reservations: [reservationFor(slotAt(tomorrow, 16))] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: /^Booked: / })).toBeVisible();
  },
};

/** Booking a slot: the page says so and goes back where the shopper came from. */
export const Booked: Story = {
  args: {
    handlers: network({}, { 'POST /slot-reservations': () => json(reservationFor(slotAt(tomorrow, 9)), 201) }),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await tomorrowsFirstSlot(page));
    await expect(await page.findByRole('status')).toHaveTextContent('Your slot is booked.');
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/ecom/shop/trolley'));
  },
};

/** The slot was taken meanwhile: an alert, and the week again. */
export const SlotTaken: Story = {
  args: {
    handlers: network({}, { 'POST /slot-reservations': () => json({ error: 'slot_full', message: 'Full' }, 409) }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await tomorrowsFirstSlot(page));
    await expect(await page.findByRole('alert')).toHaveTextContent('Sorry, that slot has just been taken.');
  },
};

/** No addresses yet: the form to add one is open at once. */
export const NoAddresses: Story = {
  args: { handlers: network({ addresses: [] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('form', { name: 'Add a new address' })).toBeVisible();
  },
};

/** The address form with the shopper's mistakes marked. */
export const AddressFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add a new address' }));
    await userEvent.type(page.getByLabelText('Postcode'), 'SW1A 1AAA');
    await userEvent.click(page.getByRole('button', { name: 'Save address' }));
    await expect(page.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a UK postcode, such as SW1A 1AA');
  },
};

/** An address outside every delivery area. */
export const AddressNotServed: Story = {
  args: {
    handlers: network({}, { 'GET /slots': () => json({ error: 'address_not_served', message: 'Not served' }, 400) }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Choose a collection service' })).toBeVisible();
  },
};

/** The slots could not be loaded: an alert with Try again. */
export const SlotsFailed: Story = {
  args: { handlers: network({}, { 'GET /slots': () => json({ error: 'internal', message: 'Down' }, 500) }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Entertaining collection: a branch to choose, free slots of two hours. */
export const EntertainingCollection: Story = {
  args: {
    pathname: '/ecom/bookslot/collection/entertaining',
    handlers: network({
      slots: () =>
        slotWeek(now).dates.flatMap((date) =>
          [9, 11, 13, 15].map((hour) =>
            slotAt(date, hour, { slotType: 'ENTERTAINING_COLLECTION', hours: 2, charge: 0 }),
          ),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('combobox', { name: 'Collection branch' })).toHaveDisplayValue('Richmond');
  },
};

/** Groceries and entertaining collection (also where groceries collection books). */
export const GroceriesAndEntertainingCollection: Story = {
  args: {
    pathname: '/ecom/bookslot/collection/groceriesandentertaining',
    handlers: network({ slots: () => weekOfSlots(now, { slotType: 'GROCERY_COLLECTION' }) }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('table', { name: /^Groceries and Entertaining collection slots/ }),
    ).toBeVisible();
  },
};

/** While the page learns who is signed in. */
export const Loading: Story = {
  args: { handlers: { 'POST /v1/auth/token': never } },
};

/** Signed out: a link to sign in that comes back here. */
export const SignedOut: Story = {
  args: { handlers: {} },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sign in to book a slot' })).toBeVisible();
  },
};
