import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import type { SlotState, TrolleyState } from '../../shopping/shopping-state.ts';
import {
  loadedTrolley,
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
} from '../../shopping/testing/shopping-fixtures.ts';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { ServerDrawn } from '../../testing/server-drawn.tsx';
import { SlotButton } from './slot-button.tsx';
import { SLOT_NOT_CHANGEABLE_MESSAGE } from './slot-text.ts';

type Args = { readonly slot: SlotState; readonly trolley?: TrolleyState; readonly onEvent: () => void };

/** sampleReservation(): a delivery on Thursday 5 March 2026, 9am to 10am London time, from branch 651. */
const bookedDelivery: SlotState = {
  status: 'booked',
  reservation: sampleReservation(),
  address: sampleAddress(),
  branch: sampleBranch(),
};

const bookedCollection: SlotState = {
  status: 'booked',
  reservation: sampleReservation({
    slotType: 'GROCERY_COLLECTION',
    addressId: null,
    startDateTime: '2026-07-01T11:00:00.000Z',
    endDateTime: '2026-07-01T12:00:00.000Z',
  }),
  address: null,
  branch: sampleBranch(),
};

const bookedEntertainingCollection: SlotState = {
  status: 'booked',
  reservation: sampleReservation({
    slotType: 'ENTERTAINING_COLLECTION',
    startDateTime: '2026-03-07T11:00:00.000Z',
    endDateTime: '2026-03-07T13:00:00.000Z',
  }),
  address: sampleAddress(),
  branch: sampleBranch(),
};

const meta = {
  title: 'Header/Slot button',
  args: { slot: { status: 'none' }, onEvent: fn() },
  // At the end of the masthead's shopping area, from a store already in the state (no network). The
  // header's root spans the page, as in the header: below 992px the open panel hangs from its width.
  render: ({ slot, trolley, onEvent }) => (
    <HeaderRoot
      input={{ services: { api: 'https://api.fernleaf.example' }, onEvent }}
      store={createShoppingStore({ slot, trolley })}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', height: 50, padding: '0 24px' }}>
        <SlotButton />
      </div>
    </HeaderRoot>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const DELIVERY_NAME = 'Delivery slot: Thursday 5 March, 9am - 10am';

async function openPanel(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  await expect(panel).toBeVisible();
  return within(panel as HTMLElement);
}

/** No slot: "Book a slot", to service selection. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book a slot' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/ecom/serviceselection');
  },
};

/** Loading: busy, at the width the slot will take. */
export const Loading: Story = {
  args: { slot: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { busy: true });
    await expect(status).toHaveTextContent('Loading your slot');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A booked delivery: the date and time on a button that discloses the details. */
export const BookedDelivery: Story = {
  args: { slot: bookedDelivery },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: DELIVERY_NAME });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(button).getByText('Thursday 5 March')).toBeVisible();
    await expect(within(button).getByText('9am - 10am')).toBeVisible();
  },
};

/** A booked collection (London summer time: 11:00 UTC is midday): the details show the branch. */
export const BookedCollection: Story = {
  args: { slot: bookedCollection },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Collection slot: Wednesday 1 July, 12:00 midday - 1pm');
    await expect(panel.getByText('Collection')).toBeVisible();
    await expect(panel.getByText(/1 George Street/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/groceriesandentertaining',
    );
  },
};

/** An entertaining collection the shopper gave a contact address for: collected all the same, so the details show the branch. */
export const BookedEntertainingCollection: Story = {
  args: { slot: bookedEntertainingCollection },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Collection slot: Saturday 7 March, 11am - 1pm');
    await expect(panel.getByText('Collection')).toBeVisible();
    await expect(panel.getByText(/1 George Street/)).toBeVisible();
    await expect(panel.queryByText(/12 Kew Road/)).toBeNull();
    await expect(panel.getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/entertaining',
    );
  },
};

/** The slot could not be loaded: "Slot", still to service selection. */
export const Failed: Story = {
  name: 'Error',
  args: { slot: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Slot' })).toHaveAttribute(
      'href',
      '/ecom/serviceselection',
    );
  },
};

/** The details panel open: type, date and time, address, "Change slot" and "Cancel slot"; expanding is tracked. */
export const DetailsOpen: Story = {
  args: { slot: bookedDelivery },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement, DELIVERY_NAME);
    await expect(panel.getByText('Delivery')).toBeVisible();
    await expect(panel.getByText(/12 Kew Road/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Change slot' })).toHaveAttribute('href', '/ecom/bookslot/delivery');
    await expect(panel.getByRole('button', { name: 'Cancel slot' })).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(
      'analytics',
      expect.objectContaining({ name: 'slot_details_expanded' }),
    );
  },
};

/** An amended order the branch has started preparing: the alert instead of "Change slot" and "Cancel slot". */
export const NotChangeable: Story = {
  args: {
    slot: bookedDelivery,
    trolley: loadedTrolley(sampleTrolleyResult({ amending: true, slotChangeable: false })),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, DELIVERY_NAME);
    await expect(panel.getByRole('alert')).toHaveTextContent(SLOT_NOT_CHANGEABLE_MESSAGE);
    await expect(panel.queryByRole('link', { name: 'Change slot' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Cancel slot' })).not.toBeInTheDocument();
  },
};

/** Below 992px: an icon button (its words for screen readers), the panel across the compact header. */
export const DetailsOpenMobile: Story = {
  args: { slot: bookedDelivery },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, DELIVERY_NAME);
    await expect(panel.getByRole('link', { name: 'Change slot' })).toBeVisible();
  },
};

/**
 * Before the header's script: the HTML the server draws for a booked delivery, with no
 * script of the header's. The button opens the details the server drew (the popover the live
 * header takes over): Change slot, and no Cancel slot, which needs the script.
 */
export const BeforeScript: Story = {
  args: { slot: bookedDelivery },
  render: ({ slot, trolley }) => (
    <ServerDrawn store={createShoppingStore({ slot, trolley })} height={360}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', height: 50, padding: '0 24px' }}>
        <SlotButton />
      </div>
    </ServerDrawn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: DELIVERY_NAME }));
    await expect(canvas.getByRole('link', { name: 'Change slot' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel slot' })).toBeNull();
  },
};
