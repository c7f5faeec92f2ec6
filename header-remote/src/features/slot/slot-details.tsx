import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { slotPageUrl } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { trolleyStateAtom, type BookedSlot } from '../../shopping/shopping-state.ts';
import { SLOT_ANALYTICS, slotAnalyticsData } from './slot-analytics.ts';
import { SlotPlace } from './slot-place.tsx';
import {
  CANCEL_SLOT_FAILED_MESSAGE,
  fulfilmentLabel,
  isSlotChangeable,
  SLOT_NOT_CHANGEABLE_MESSAGE,
} from './slot-text.ts';
import styles from './slot-details.module.css';

type SlotDetailsProps = {
  readonly slot: BookedSlot;
  /** Already formatted by the button (London time). */
  readonly date: string;
  readonly time: string;
  readonly onCancel: (slotReservationId: string) => Promise<void>;
  /** False where no script runs yet (the server's details, before the header is live): no Cancel slot. */
  readonly canCancel?: boolean;
  /** Whether the panel is shown: closing it forgets a failed cancel. */
  readonly isOpen?: boolean;
};

/**
 * The booked slot's details (spec section 4): type, date and time, where;
 * then "Change slot" and "Cancel slot", or, for an amended order the branch
 * has started preparing, the alert that it can no longer change. Drawn by the
 * server too, for the browser to open before the header's script
 * (`booked-slot.tsx`), without Cancel slot, which needs the script.
 */
export function SlotDetails({ slot, date, time, onCancel, canCancel = true, isOpen = true }: SlotDetailsProps) {
  const { emit, logger } = useHeaderConfig();
  const trolley = useAtomValue(trolleyStateAtom);
  const [cancel, setCancel] = useState<'idle' | 'cancelling' | 'failed'>('idle');
  const { reservation } = slot;
  const changeable = isSlotChangeable(trolley.status === 'loaded' ? trolley.summary : undefined);
  const analytics = slotAnalyticsData(reservation);
  if (!isOpen && cancel === 'failed') setCancel('idle');

  const cancelSlot = async () => {
    setCancel('cancelling');
    try {
      await onCancel(reservation.id);
      emit('analytics', { name: SLOT_ANALYTICS.cancelled, data: analytics });
      // Usually gone by now (the slot reloaded); if this slot is still shown, it can be cancelled again.
      setCancel('idle');
    } catch (error) {
      logger.error('Error cancelling the slot', {
        slotReservationId: reservation.id,
        message: error instanceof Error ? error.message : String(error),
      });
      emit('analytics', { name: SLOT_ANALYTICS.cancelFailed, data: analytics });
      setCancel('failed');
    }
  };

  return (
    <div className={styles.details}>
      {/* The panel's heading: it looks like one, so it is one (the header's headings start at level 2). */}
      <h2 className={styles.type}>{fulfilmentLabel(reservation.slotType)}</h2>
      <p className={styles.when}>
        {date}
        <br />
        {time}
      </p>
      <SlotPlace slot={slot} />
      {changeable ? (
        <div className={styles.actions}>
          <a
            className={styles.change}
            href={slotPageUrl(reservation.slotType)}
            onClick={() => emit('analytics', { name: SLOT_ANALYTICS.changeClicked, data: analytics })}
          >
            Change slot
          </a>
          {canCancel ? (
            <button
              type="button"
              className={styles.cancel}
              aria-disabled={cancel === 'cancelling'}
              onClick={() => {
                if (cancel !== 'cancelling') void cancelSlot();
              }}
            >
              {cancel === 'cancelling' ? 'Cancelling…' : 'Cancel slot'}
            </button>
          ) : null}
        </div>
      ) : (
        <p className={styles.alert} role="alert">
          {SLOT_NOT_CHANGEABLE_MESSAGE}
        </p>
      )}
      {cancel === 'failed' ? (
        <p className={styles.alert} role="alert">
          {CANCEL_SLOT_FAILED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
