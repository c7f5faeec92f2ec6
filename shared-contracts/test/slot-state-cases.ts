/**
 * The slot's contract, written once for both sides (spec sections 3, 4 and 8): a shopper's slot
 * as the services hold it, the slot state the header must settle on, and what the header's slot
 * button is then called. The services run their rule over these (`headerSlotState`), the header
 * its own loader and its slot button; neither side keeps a copy of the other's rule to test
 * against. Test-only: outside src/, so never built into the package.
 */
import type { Address, Branch, SlotReservation } from '../src/fulfilment.ts';
import type { HeaderSlotState } from '../src/header-state.ts';

export type SlotStateCase = {
  readonly name: string;
  readonly now: string;
  /** What GET /slot-reservations?customerOrderId= lists for the shopper's order. */
  readonly reservations: readonly SlotReservation[];
  /** The shopper's own addresses: GET /addresses/{id} answers these, and 404 for any other id. */
  readonly addresses: readonly Address[];
  /** The branches GET /branches/{id} knows; 404 for any other id. */
  readonly branches: readonly Branch[];
  readonly expected: HeaderSlotState;
  /** The slot button's accessible name: a link for none and error, the booked slot's button otherwise. */
  readonly slotButton: string;
};

/** Sunday 1 March 2026, 10am in London (GMT). */
const NOW = '2026-03-01T10:00:00.000Z';

const HOME: Address = {
  id: 'A-1101',
  name: 'Home',
  line1: '12 Kew Road',
  line2: '',
  town: 'Richmond',
  region: 'Surrey',
  postalCode: 'TW9 2NA',
};

const RICHMOND: Branch = {
  id: '651',
  name: 'Richmond',
  contactDetails: { address1: '1 George Street', postcode: 'TW9 1HY', city: 'Richmond', phone: '020 7946 0001' },
  slotTypes: ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'],
};

/** A delivery held (not yet confirmed) for Thursday 5 March, 9am to 10am, until half an hour from now. */
const held = (overrides: Partial<SlotReservation> = {}): SlotReservation => ({
  id: 'SR-9100001-1',
  status: 'UNCONFIRMED',
  customerOrderId: '9100001',
  slotId: 'S-651-DELIVERY-202603050900',
  addressId: HOME.id,
  branchId: RICHMOND.id,
  slotType: 'DELIVERY',
  startDateTime: '2026-03-05T09:00:00.000Z',
  endDateTime: '2026-03-05T10:00:00.000Z',
  amendOrderCutoffDateTime: '2026-03-04T23:30:00.000Z',
  expiryDateTime: '2026-03-01T10:30:00.000Z',
  deliveryCharge: { amount: 4.5, currencyCode: 'GBP' },
  ...overrides,
});

/** A placed order's slot, Saturday 7 March, 10am to 11am. */
const confirmed = held({
  id: 'SR-9100001-0',
  status: 'CONFIRMED',
  slotId: 'S-651-DELIVERY-202603071000',
  startDateTime: '2026-03-07T10:00:00.000Z',
  endDateTime: '2026-03-07T11:00:00.000Z',
  amendOrderCutoffDateTime: '2026-03-06T23:30:00.000Z',
  expiryDateTime: null,
});

const booked = (reservation: SlotReservation, address: Address | null): HeaderSlotState => ({
  status: 'booked',
  reservation,
  address,
  branch: RICHMOND,
});

const shopper = { now: NOW, addresses: [HOME], branches: [RICHMOND] };
const groceryCollection = held({ slotType: 'GROCERY_COLLECTION', addressId: null });
const entertainingCollection = held({
  slotType: 'ENTERTAINING_COLLECTION',
  startDateTime: '2026-03-07T11:00:00.000Z',
  endDateTime: '2026-03-07T13:00:00.000Z',
});
const newHold = held({ startDateTime: '2026-03-06T14:00:00.000Z', endDateTime: '2026-03-06T15:00:00.000Z' });
const lapsedHold = { ...newHold, expiryDateTime: '2026-03-01T09:59:00.000Z' };
const summer = held({ startDateTime: '2026-07-01T11:00:00.000Z', endDateTime: '2026-07-01T12:00:00.000Z' });

export const SLOT_STATE_CASES: readonly SlotStateCase[] = [
  {
    name: 'no reservation: no slot',
    ...shopper,
    reservations: [],
    expected: { status: 'none' },
    slotButton: 'Book a slot',
  },
  {
    name: 'a held delivery: booked, with its address and branch',
    ...shopper,
    reservations: [held()],
    expected: booked(held(), HOME),
    slotButton: 'Delivery slot: Thursday 5 March, 9am - 10am',
  },
  {
    name: 'a grocery collection with no address: booked, not "no slot"',
    ...shopper,
    reservations: [groceryCollection],
    expected: booked(groceryCollection, null),
    slotButton: 'Collection slot: Thursday 5 March, 9am - 10am',
  },
  {
    name: 'an entertaining collection with a contact address: booked, with it',
    ...shopper,
    reservations: [entertainingCollection],
    expected: booked(entertainingCollection, HOME),
    slotButton: 'Collection slot: Saturday 7 March, 11am - 1pm',
  },
  {
    name: 'a placed order’s confirmed slot alone: booked',
    ...shopper,
    reservations: [confirmed],
    expected: booked(confirmed, HOME),
    slotButton: 'Delivery slot: Saturday 7 March, 10am - 11am',
  },
  {
    name: 'an amend’s new hold beside the confirmed slot: the UNCONFIRMED one',
    ...shopper,
    reservations: [confirmed, newHold],
    expected: booked(newHold, HOME),
    slotButton: 'Delivery slot: Friday 6 March, 2pm - 3pm',
  },
  {
    name: 'an amend whose new hold has lapsed: the confirmed slot again',
    ...shopper,
    reservations: [lapsedHold, confirmed],
    expected: booked(confirmed, HOME),
    slotButton: 'Delivery slot: Saturday 7 March, 10am - 11am',
  },
  {
    name: 'only an expired and a lapsed hold: no slot',
    ...shopper,
    reservations: [
      held({ id: 'SR-expired', status: 'EXPIRED' }),
      held({ id: 'SR-lapsed', expiryDateTime: '2026-03-01T09:00:00.000Z' }),
    ],
    expected: { status: 'none' },
    slotButton: 'Book a slot',
  },
  {
    name: 'a delivery to an address that is not the shopper’s: the error state',
    ...shopper,
    addresses: [],
    reservations: [held()],
    expected: { status: 'error' },
    slotButton: 'Slot',
  },
  {
    name: 'a delivery from a branch that is not there: the error state',
    ...shopper,
    branches: [],
    reservations: [held()],
    expected: { status: 'error' },
    slotButton: 'Slot',
  },
  {
    name: 'a collection from a branch that is not there: the error state, not "no slot"',
    ...shopper,
    branches: [],
    reservations: [groceryCollection],
    expected: { status: 'error' },
    slotButton: 'Slot',
  },
  {
    name: 'a summer slot, in London time',
    ...shopper,
    reservations: [summer],
    expected: booked(summer, HOME),
    slotButton: 'Delivery slot: Wednesday 1 July, 12:00 midday - 1pm',
  },
];
