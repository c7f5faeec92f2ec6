import { formatLondonDate, formatLondonTimeRange } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { useIsClient } from '../../lib/use-is-client.ts';
import type { BookedSlot } from '../../shopping/shopping-state.ts';
import { popoverClass, usePopoverDisclosure } from '../../ui/popover-disclosure.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import { SLOT_ANALYTICS, slotAnalyticsData } from './slot-analytics.ts';
import { SlotDetails } from './slot-details.tsx';
import { bookedSlotName } from './slot-text.ts';
import styles from './booked-slot.module.css';

type BookedSlotButtonProps = {
  readonly slot: BookedSlot;
  /** Cancels the reservation and reloads the slot; rejects if the cancel failed. */
  readonly onCancel: (slotReservationId: string) => Promise<void>;
};

/**
 * A booked slot: its date and time on a button that discloses the details panel (WAI-ARIA
 * disclosure), drawn by the server as a popover the browser opens before any script and taken over
 * by the live header (ui/popover-disclosure.ts). Escape, or a press outside, closes it; focus goes
 * back to the button when the closing left it nowhere (or in the hidden panel); focus moving out of
 * it closes it too. Cancel slot, which needs the script, joins the details once the header is live.
 */
export function BookedSlotButton({ slot, onCancel }: BookedSlotButtonProps) {
  const { emit } = useHeaderConfig();
  const live = useIsClient();
  const { reservation } = slot;
  const { isOpen, rootRef, onRootKeyDown, onRootBlur, button, popover } = usePopoverDisclosure(
    (open, panel, opener) => {
      if (open) {
        emit('analytics', { name: SLOT_ANALYTICS.detailsExpanded, data: slotAnalyticsData(reservation) });
        return;
      }
      const focused = document.activeElement;
      if (focused === null || focused === document.body || panel.contains(focused)) opener?.focus();
    },
  );
  const date = formatLondonDate(reservation.startDateTime);
  const time = formatLondonTimeRange(reservation.startDateTime, reservation.endDateTime);

  return (
    <div ref={rootRef} className={styles.disclosure} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <button {...button} className={styles.bookedButton}>
        <CalendarIcon className={styles.icon} />
        <span className={styles.bookedText}>
          {/*
           * The name is one text node: built from the styled parts, browsers and jsdom space
           * them differently (Chromium adds a space around every block or flex item). The
           * visible parts are the same words, so the name still holds what is seen.
           */}
          <VisuallyHidden>{bookedSlotName(reservation.slotType, date, time)}</VisuallyHidden>
          <span className={styles.date} aria-hidden="true">
            {date}
          </span>
          <span className={styles.time} aria-hidden="true">
            {time}
          </span>
        </span>
      </button>
      <div {...popover} className={popoverClass(styles.popover)}>
        <div className={styles.panel}>
          <SlotDetails slot={slot} date={date} time={time} onCancel={onCancel} canCancel={live} isOpen={isOpen} />
        </div>
      </div>
    </div>
  );
}
