import { ROUTES } from '@grocer/shared-contracts';
import { type Slot, type SlotsResponse } from '@grocer/shared-contracts/domain';
import { serviceErrorCode } from '../../api/service-errors.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import type { ServiceCallState } from '../shared/use-service-call.ts';
import { buildSlotGrid, dayLabel } from './slot-grid.ts';
import { serviceName } from '../shared/slot-text.ts';
import { SlotGridTable } from './slot-grid-table.tsx';

type Props = {
  readonly state: ServiceCallState<SlotsResponse>;
  readonly dates: readonly string[];
  readonly retry: () => void;
  readonly bookedSlotId: string | undefined;
  readonly bookingSlotId: string | undefined;
  readonly onBook: (slot: Slot) => void;
};

export const SLOT_LOAD_MESSAGES = {
  loading: 'Loading slots…',
  notServed: "Sorry, we don't deliver to this address yet. Choose another address, or collect your shopping instead.",
  notOffered: "This branch doesn't offer this service. Please choose another branch.",
  failed: "Sorry, we couldn't load the slots.",
  none: 'There are no slots left in the next 7 days here. Please choose another place.',
};

/** The week's slots for the chosen address or branch, with its loading and error states. */
export function SlotTimetable({ state, dates, retry, bookedSlotId, bookingSlotId, onBook }: Props) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p role="status" className={layout.message}>
          {SLOT_LOAD_MESSAGES.loading}
        </p>
      );
    case 'error': {
      const code = serviceErrorCode(state.error);
      if (code === 'address_not_served') {
        return (
          <div role="alert" className={layout.error}>
            <p>{SLOT_LOAD_MESSAGES.notServed}</p>
            <a className={layout.link} href={ROUTES.serviceSelection}>
              Choose a collection service
            </a>
          </div>
        );
      }
      if (code === 'service_not_offered') {
        return (
          <p role="alert" className={layout.error}>
            {SLOT_LOAD_MESSAGES.notOffered}
          </p>
        );
      }
      return <RetryAlert message={SLOT_LOAD_MESSAGES.failed} retry={retry} />;
    }
    case 'success': {
      if (state.data.slots.length === 0) return <p className={layout.message}>{SLOT_LOAD_MESSAGES.none}</p>;
      const first = dates[0] ?? state.data.fromDate;
      const last = dates[dates.length - 1] ?? state.data.toDate;
      return (
        <SlotGridTable
          grid={buildSlotGrid(state.data.slots, dates)}
          caption={`${serviceName(state.data.slotType)} slots, ${dayLabel(first)} to ${dayLabel(last)}`}
          bookedSlotId={bookedSlotId}
          bookingSlotId={bookingSlotId}
          onBook={onBook}
        />
      );
    }
  }
}
