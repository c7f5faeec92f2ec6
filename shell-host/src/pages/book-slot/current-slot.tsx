import { formatMoney, slotPageUrl, type SlotReservation } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { serviceName, slotLabel } from '../shared/slot-text.ts';
import styles from './book-slot-page.module.css';

type Props = { readonly reservation: SlotReservation | undefined; readonly pagePath: string };

/** The order's booked slot, or that there is none; a slot of another service links to its own page. */
export function CurrentSlot({ reservation, pagePath }: Props) {
  if (!reservation) {
    return (
      <section aria-labelledby="current-slot" className={styles.current}>
        <h2 id="current-slot" className={layout.subheading}>
          Your slot
        </h2>
        <p>You haven't booked a slot yet.</p>
      </section>
    );
  }
  const otherPage = slotPageUrl(reservation.slotType);
  return (
    <section aria-labelledby="current-slot" className={styles.current}>
      <h2 id="current-slot" className={layout.subheading}>
        Your slot
      </h2>
      <p>
        {serviceName(reservation.slotType)}: <strong>{slotLabel(reservation)}</strong>,{' '}
        {formatMoney(reservation.deliveryCharge.amount)}
        {reservation.status === 'CONFIRMED' ? ' (confirmed)' : ' (reserved for you)'}
      </p>
      {otherPage !== pagePath ? (
        <p>
          <a className={layout.link} href={otherPage}>
            See your {serviceName(reservation.slotType).toLowerCase()} slots
          </a>
        </p>
      ) : null}
    </section>
  );
}
