import { ROUTES } from '@grocer/shared-contracts';
import { slotPageUrl, type SlotReservation } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { slotText } from '../shared/slot-text.ts';
import styles from './trolley-page.module.css';

/** The order's current slot, with a link to change it, or a link to book one. */
export function TrolleySlot({ reservation }: { readonly reservation: SlotReservation | undefined }) {
  if (!reservation) {
    return (
      <p className={styles.slot}>
        You haven't booked a slot yet.{' '}
        <a className={layout.link} href={ROUTES.serviceSelection}>
          Book a slot
        </a>
      </p>
    );
  }
  return (
    <p className={styles.slot}>
      Your slot: {slotText(reservation)}.{' '}
      <a className={layout.link} href={slotPageUrl(reservation.slotType)}>
        Change slot
      </a>
    </p>
  );
}
