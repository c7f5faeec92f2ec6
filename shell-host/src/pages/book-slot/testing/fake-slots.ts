/**
 * Test and story support: fulfilment answers (addresses, branches, a week of
 * slots, reservations) built around a given "now", and handlers that serve
 * them at the fake network. Never imported by the app.
 */
import type { Address, BookableSlotType, Branch, Slot, SlotReservation } from '@grocer/shared-contracts/domain';
import { json, type FakeHandler } from '../../../api/testing/fake-services.ts';
import { slotWeek } from '../slot-grid.ts';

export const richmond: Branch = {
  id: '651',
  name: 'Richmond',
  contactDetails: { address1: '1 George Street', postcode: 'TW9 1HY', city: 'Richmond', phone: null },
  slotTypes: ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'],
};
export const bath: Branch = {
  id: '427',
  name: 'Bath',
  contactDetails: { address1: '2 Milsom Street', postcode: 'BA1 1BZ', city: 'Bath', phone: null },
  slotTypes: ['DELIVERY', 'GROCERY_COLLECTION'],
};

export const home: Address = {
  id: 'A-1101',
  name: 'Home',
  line1: '12 Kew Road',
  line2: '',
  town: 'Richmond',
  region: 'Surrey',
  postalCode: 'TW9 2NQ',
};
export const work: Address = {
  id: 'A-1102',
  name: 'Work',
  line1: '3 Station Approach',
  line2: 'Floor 2',
  town: 'London',
  region: '',
  postalCode: 'W4 3QB',
};

const PREFIX: Record<BookableSlotType, string> = {
  DELIVERY: 'D',
  GROCERY_COLLECTION: 'G',
  ENTERTAINING_COLLECTION: 'E',
};

/** London is on GMT in the winter weeks the tests use, so an hour of the day is that hour UTC. */
export function slotAt(
  date: string,
  hour: number,
  {
    slotType = 'DELIVERY',
    branchId = '651',
    hours = 1,
    charge = 4.5,
    remainingCapacity = 3,
  }: Partial<{
    slotType: BookableSlotType;
    branchId: string;
    hours: number;
    charge: number;
    remainingCapacity: number;
  }> = {},
): Slot {
  const start = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  return {
    id: `${PREFIX[slotType]}-${branchId}-${date.replaceAll('-', '')}-${String(hour).padStart(2, '0')}00`,
    slotType,
    branchId,
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    amendOrderCutoffDateTime: new Date(start.getTime() - 10 * 3_600_000).toISOString(),
    remainingCapacity,
    deliveryCharge: { amount: charge, currencyCode: 'GBP' },
  };
}

/** The week's slots from `now`: each day at 9am, 10am and 4pm (£3.50, £1.50, £4.50); `full` ids have no places left. */
export function weekOfSlots(
  now: Date,
  {
    slotType = 'DELIVERY',
    branchId = '651',
    full = [],
  }: { slotType?: BookableSlotType; branchId?: string; full?: readonly string[] } = {},
): Slot[] {
  const charges = slotType === 'DELIVERY' ? [3.5, 1.5, 4.5] : [0, 0, 0];
  return slotWeek(now).dates.flatMap((date) =>
    [9, 10, 16].map((hour, index) => {
      const slot = slotAt(date, hour, { slotType, branchId, charge: charges[index] ?? 0 });
      return full.includes(slot.id) ? { ...slot, remainingCapacity: 0 } : slot;
    }),
  );
}

export function reservationFor(slot: Slot, overrides: Partial<SlotReservation> = {}): SlotReservation {
  return {
    id: 'SR-100001',
    status: 'UNCONFIRMED',
    customerOrderId: '9100001',
    slotId: slot.id,
    addressId: slot.slotType === 'DELIVERY' ? home.id : null,
    branchId: slot.branchId,
    slotType: slot.slotType,
    startDateTime: slot.startDateTime,
    endDateTime: slot.endDateTime,
    amendOrderCutoffDateTime: slot.amendOrderCutoffDateTime,
    // Still held: a hold lasts until well before the slot starts.
    expiryDateTime: slot.amendOrderCutoffDateTime,
    deliveryCharge: slot.deliveryCharge,
    ...overrides,
  };
}

export type FulfilmentFake = {
  readonly addresses?: readonly Address[];
  readonly branches?: readonly Branch[];
  readonly reservations?: readonly SlotReservation[];
  readonly customerOrderId?: string;
  /** The slots for a query, e.g. only for one branch; by default the same week for any place. */
  readonly slots: (query: URLSearchParams) => readonly Slot[];
};

/** The fulfilment endpoints a slot page calls, answering from the fake's data. */
export function fulfilmentHandlers(fake: FulfilmentFake): Record<string, FakeHandler> {
  const customerOrderId = fake.customerOrderId ?? '9100001';
  return {
    'GET /v1/shopping-context': () =>
      json({ customerId: 'C-1101', customerOrderId, customerOrderState: 'PENDING', defaultBranchId: '651' }),
    'GET /slot-reservations': () => json({ customerOrderId, slotReservations: fake.reservations ?? [] }),
    'GET /addresses': () => json({ addresses: fake.addresses ?? [home, work] }),
    'GET /branches': ({ url }) =>
      json({
        branches: (fake.branches ?? [bath, richmond]).filter((branch) =>
          branch.slotTypes?.includes(url.searchParams.get('slotType') as BookableSlotType),
        ),
      }),
    'GET /slots': ({ url }) => {
      const query = url.searchParams;
      return json({
        slotType: query.get('slotType'),
        branchId: query.get('branchId') ?? '651',
        addressId: query.get('addressId'),
        fromDate: query.get('fromDate'),
        toDate: query.get('toDate'),
        slots: fake.slots(query),
      });
    },
  };
}
