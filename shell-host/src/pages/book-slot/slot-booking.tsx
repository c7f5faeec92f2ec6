import { useState } from 'react';
import type { Address, Branch, Slot } from '@grocer/shared-contracts/domain';
import { getSlots } from '../../api/slots.ts';
import { getAddresses, getBranches } from '../../api/slots-places.ts';
import { getBookingContext, reserveSlot, type BookingContext } from '../../api/slots-reservations.ts';
import { isSignedOutError, serviceErrorCode, serviceErrorMessage } from '../../api/service-errors.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { AddressChooser } from './address-chooser.tsx';
import { BranchChooser } from './branch-chooser.tsx';
import { CurrentSlot } from './current-slot.tsx';
import { slotWeek } from './slot-grid.ts';
import type { SlotPage } from './slot-services.ts';
import { SlotTimetable } from './slot-timetable.tsx';
import styles from './book-slot-page.module.css';

type Props = {
  readonly page: SlotPage;
  readonly servicesUrl: string;
  readonly token: string;
  /** Where to go once booked (already checked to be a page of this site). */
  readonly returnTo: string;
  readonly navigate: (path: string) => void;
  readonly onSignedOut: () => void;
};

type Booking =
  | { readonly status: 'idle' }
  | { readonly status: 'booking'; readonly slotId: string }
  | { readonly status: 'booked' }
  | { readonly status: 'failed'; readonly message: string };

export const BOOKING_MESSAGES = {
  loadFailed: "Sorry, we couldn't load your order's slot details.",
  noOrder: "You don't have an order to book a slot for.",
  booking: 'Booking your slot…',
  booked: 'Your slot is booked.',
  full: 'Sorry, that slot has just been taken. Please choose another.',
  closed: 'Sorry, that slot can no longer be booked. Please choose another.',
  notOpen: 'Sorry, the slot of this order can no longer be changed.',
  notServed: "Sorry, we don't deliver to this address yet. Please choose another address.",
  failed: "Sorry, we couldn't book that slot. Please try again.",
};

type Place =
  | { readonly kind: 'address'; readonly items: readonly Address[] }
  | { readonly kind: 'branch'; readonly items: readonly Branch[] };

/** Which place to show first: the booked slot's, if it is this service, else the default branch, else the first. */
function defaultPlaceId(page: SlotPage, context: BookingContext, place: Place): string | undefined {
  const reservation = context.reservation;
  const preferred =
    reservation?.slotType === page.slotType
      ? page.place === 'address'
        ? reservation.addressId
        : reservation.branchId
      : page.place === 'branch'
        ? context.defaultBranchId
        : undefined;
  return place.items.find((item) => item.id === preferred)?.id ?? place.items[0]?.id;
}

/**
 * A slot page's body: the order's current slot, the address or branch, and
 * the week's slots. Booking one holds it for the open order, then goes back
 * to `returnTo`.
 */
export function SlotBooking({ page, servicesUrl, token, returnTo, navigate, onSignedOut }: Props) {
  const [chosenPlaceId, setChosenPlaceId] = useState<string | undefined>();
  const [addedAddresses, setAddedAddresses] = useState<readonly Address[]>([]);
  const [booking, setBooking] = useState<Booking>({ status: 'idle' });
  const week = slotWeek(new Date());

  /** A refused token ends the session (the page then shows its sign-in link); anything else is logged and shown. */
  const failedLoad = (error: unknown): never => {
    if (isSignedOutError(error)) onSignedOut();
    else console.warn('[shell] a slot page call failed', error);
    throw error;
  };

  const context = useServiceCall(`context:${page.slotType}`, (signal) =>
    getBookingContext({ servicesUrl, token, signal }, new Date()).catch(failedLoad),
  );
  const places = useServiceCall(`places:${page.slotType}`, async (signal): Promise<Place> => {
    const call = { servicesUrl, token, signal };
    return page.place === 'address'
      ? { kind: 'address', items: await getAddresses(call).catch(failedLoad) }
      : { kind: 'branch', items: await getBranches(call, page.slotType).catch(failedLoad) };
  });

  const ready = context.state.status === 'success' && places.state.status === 'success';
  const bookingContext = context.state.status === 'success' ? context.state.data : undefined;
  const place: Place | undefined =
    places.state.status === 'success'
      ? places.state.data.kind === 'address'
        ? { kind: 'address', items: [...places.state.data.items, ...addedAddresses] }
        : places.state.data
      : undefined;
  const placeId = bookingContext && place ? (chosenPlaceId ?? defaultPlaceId(page, bookingContext, place)) : undefined;

  const slots = useServiceCall(ready && placeId ? `slots:${placeId}:${week.fromDate}` : null, (signal) =>
    getSlots({
      servicesUrl,
      token,
      signal,
      query: {
        slotType: page.slotType,
        ...(page.place === 'address' ? { addressId: placeId } : { branchId: placeId }),
        fromDate: week.fromDate,
        toDate: week.toDate,
      },
    }).catch(failedLoad),
  );

  async function book(slot: Slot) {
    if (!bookingContext || booking.status === 'booking' || booking.status === 'booked') return;
    setBooking({ status: 'booking', slotId: slot.id });
    try {
      await reserveSlot(
        { servicesUrl, token },
        {
          customerOrderId: bookingContext.customerOrderId,
          slotId: slot.id,
          ...(page.place === 'address' && placeId ? { addressId: placeId } : {}),
        },
      );
      setBooking({ status: 'booked' });
      navigate(returnTo);
    } catch (error) {
      if (isSignedOutError(error)) {
        onSignedOut();
        return;
      }
      console.warn('[shell] could not book a slot', error);
      const code = serviceErrorCode(error);
      if (code === 'slot_full' || code === 'slot_closed') slots.retry();
      setBooking({ status: 'failed', message: bookingFailure(code, error) });
    }
  }

  if (context.state.status === 'error' || places.state.status === 'error') {
    return (
      <RetryAlert
        message={BOOKING_MESSAGES.loadFailed}
        retry={() => {
          if (context.state.status === 'error') context.retry();
          if (places.state.status === 'error') places.retry();
        }}
      />
    );
  }
  if (!bookingContext || !place) {
    return (
      <p role="status" className={layout.message}>
        Loading…
      </p>
    );
  }
  if (bookingContext.customerOrderId === '') return <p className={layout.message}>{BOOKING_MESSAGES.noOrder}</p>;

  return (
    <>
      <CurrentSlot reservation={bookingContext.reservation} pagePath={page.path} />
      {place.kind === 'address' ? (
        <AddressChooser
          addresses={place.items}
          selectedId={placeId}
          onSelect={setChosenPlaceId}
          onAdded={(address) => {
            setAddedAddresses((added) => [...added, address]);
            setChosenPlaceId(address.id);
          }}
          servicesUrl={servicesUrl}
          token={token}
          onSignedOut={onSignedOut}
        />
      ) : (
        <BranchChooser branches={place.items} selectedId={placeId} onSelect={setChosenPlaceId} />
      )}
      <p role="status" className={styles.bookingStatus}>
        {booking.status === 'booking'
          ? BOOKING_MESSAGES.booking
          : booking.status === 'booked'
            ? BOOKING_MESSAGES.booked
            : ''}
      </p>
      {booking.status === 'failed' ? (
        <p role="alert" className={layout.error}>
          {booking.message}
        </p>
      ) : null}
      <SlotTimetable
        state={slots.state}
        dates={week.dates}
        retry={slots.retry}
        bookedSlotId={bookingContext.reservation?.slotId}
        bookingSlotId={booking.status === 'booking' ? booking.slotId : undefined}
        onBook={(slot) => void book(slot)}
      />
    </>
  );
}

function bookingFailure(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'slot_full':
      return BOOKING_MESSAGES.full;
    case 'slot_closed':
      return BOOKING_MESSAGES.closed;
    case 'order_not_open':
      return BOOKING_MESSAGES.notOpen;
    case 'address_not_served':
      return BOOKING_MESSAGES.notServed;
    case 'slot_not_changeable':
      // The services word the two reasons (being prepared, past the cut-off) as the spec does.
      return serviceErrorMessage(error) ?? BOOKING_MESSAGES.notOpen;
    default:
      return BOOKING_MESSAGES.failed;
  }
}
