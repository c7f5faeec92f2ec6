import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatLondonDate, formatLondonTimeRange, slotPageUrl } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import type { BookedSlot } from '../../shopping/shopping-state.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import { SLOT_ANALYTICS, slotAnalyticsData } from './slot-analytics.ts';
import { SlotDetails } from './slot-details.tsx';
import { bookedSlotName } from './slot-text.ts';
import { useDismissOnOutsideClick } from './use-dismiss.ts';
import { ServerDrawnControl, useBeforeScriptPopover } from '../../ui/before-script-popover.tsx';
import styles from './booked-slot.module.css';

type BookedSlotButtonProps = {
  readonly slot: BookedSlot;
  /** Cancels the reservation and reloads the slot; rejects if the cancel failed. */
  readonly onCancel: (slotReservationId: string) => Promise<void>;
};

/**
 * A booked slot: its date and time on a button that discloses the details
 * panel (WAI-ARIA disclosure). Escape, or a click outside, closes the panel
 * and gives focus back to the button; focus moving out of it closes it too. Loaded on its own. Before the header's
 * script, the button of a server-rendered header opens the details the server
 * drew (a popover the browser opens, without Cancel slot).
 */
export function BookedSlotButton({ slot, onCancel }: BookedSlotButtonProps) {
  const { emit } = useHeaderConfig();
  const [isOpen, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { reservation } = slot;
  const date = formatLondonDate(reservation.startDateTime);
  const time = formatLondonTimeRange(reservation.startDateTime, reservation.endDateTime);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useDismissOnOutsideClick(isOpen, container, close);

  const toggle = () => {
    if (!isOpen) emit('analytics', { name: SLOT_ANALYTICS.detailsExpanded, data: slotAnalyticsData(reservation) });
    setOpen(!isOpen);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    // Handled here: the page (or a dialog around the header) should not close as well.
    event.stopPropagation();
    close(true);
  };

  /*
   * Focus moving on past the panel closes it: open, it covers the page's links that take focus next
   * (edge to edge below 992px), and its Escape would no longer reach it.
   */
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !container.current?.contains(next)) close(false);
  };

  const beforeScript = useBeforeScriptPopover(isOpen);
  const toggleButton = (
    <button
      ref={button}
      {...beforeScript.button}
      className={styles.bookedButton}
      aria-controls={panelId}
      onClick={beforeScript.onPress(toggle)}
    >
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
  );

  return (
    <div ref={container} className={styles.disclosure} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ServerDrawnControl
        control={beforeScript}
        button={toggleButton}
        noScriptAction={slotPageUrl(reservation.slotType)}
        className={styles.beforeScript}
      >
        <div className={styles.panel}>
          <SlotDetails slot={slot} date={date} time={time} onCancel={onCancel} canCancel={false} />
        </div>
      </ServerDrawnControl>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        {/* Rendered only while open, so a closed panel forgets a failed cancel. */}
        {isOpen ? <SlotDetails slot={slot} date={date} time={time} onCancel={onCancel} /> : null}
      </div>
    </div>
  );
}
