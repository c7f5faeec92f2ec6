import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { slotPageUrl, type SlotType } from '@grocer/shared-contracts/domain';
import { slotStateAtom, type SlotState } from '../../shopping/shopping-state.ts';
import { BookedCalendarIcon, CalendarIcon } from './menu-icons.tsx';
import styles from './mobile-menu-panel.module.css';

/** The booked slot's type, when the slot has a start time and a defined type; otherwise null. */
export function bookedSlotType(slot: SlotState): SlotType | null {
  if (slot.status !== 'booked') return null;
  const { startDateTime, slotType } = slot.reservation;
  return startDateTime && slotType !== 'UNDEFINED' ? slotType : null;
}

/**
 * The menu's slot entry (spec sections 2 and 4): "Book Slot" to service
 * selection when none is booked; "Change Slot", with the booked-calendar
 * icon, to the slot page for the booked slot's type.
 */
export function SlotEntry() {
  const slotType = bookedSlotType(useAtomValue(slotStateAtom));
  return slotType === null ? (
    <a className={styles.entry} href={ROUTES.serviceSelection}>
      <CalendarIcon className={styles.entryIcon} />
      <span className={styles.entryText}>Book Slot</span>
    </a>
  ) : (
    <a className={styles.entry} href={slotPageUrl(slotType)}>
      <BookedCalendarIcon className={styles.entryIcon} />
      <span className={styles.entryText}>Change Slot</span>
    </a>
  );
}
