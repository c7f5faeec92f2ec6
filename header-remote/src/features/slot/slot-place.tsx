import { Fragment } from 'react';
import type { BookedSlot } from '../../shopping/shopping-state.ts';
import styles from './slot-details.module.css';

/** Where the slot happens: the delivery address, or the branch for a collection. */
export function SlotPlace({ slot }: { readonly slot: BookedSlot }) {
  const { reservation, address, branch } = slot;
  const isDelivery = reservation.slotType === 'DELIVERY' || reservation.slotType === 'DELIVERY_SERVICE';
  const lines = (
    isDelivery && address
      ? [address.name, address.line1, address.line2, address.town, address.postalCode]
      : [branch.name, branch.contactDetails.address1, branch.contactDetails.city, branch.contactDetails.postcode]
  ).filter((line) => line.trim() !== '');
  return (
    <address className={styles.place}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
