import { formatMoney, type Slot } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import type { SlotGrid } from './slot-grid.ts';
import styles from './book-slot-page.module.css';

type Props = {
  readonly grid: SlotGrid;
  /** Names the table, e.g. "Delivery slots". */
  readonly caption: string;
  /** The slot the order already holds, marked as booked. */
  readonly bookedSlotId: string | undefined;
  /** The slot being booked right now: every button waits meanwhile. */
  readonly bookingSlotId: string | undefined;
  readonly onBook: (slot: Slot) => void;
};

/**
 * The week as a timetable: a column per day, grouped under "This week" and
 * "Next week" (weeks start Sunday, decision 024), a row per time. Each slot is a
 * button named in full ("Book Tuesday 24 November, 9am to 10am, £4.50"), as a
 * screen reader meets it out of the table; a full slot is a disabled button ("Full: …").
 */
export function SlotGridTable({ grid, caption, bookedSlotId, bookingSlotId, onBook }: Props) {
  return (
    <div className={layout.scroller}>
      <table className={styles.grid}>
        <caption className={layout.caption}>{caption}</caption>
        <colgroup />
        {grid.weeks.map((week) => (
          <colgroup key={week.label} span={week.days} />
        ))}
        <thead>
          <tr>
            <td />
            {grid.weeks.map((week) => (
              <th key={week.label} scope="colgroup" colSpan={week.days} className={styles.week}>
                {week.label}
              </th>
            ))}
          </tr>
          <tr>
            <td />
            {grid.days.map((day) => (
              <th key={day.date} scope="col">
                {day.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((slot, index) => {
                const day = grid.days[index];
                if (!slot || !day) {
                  return (
                    <td key={day?.date ?? index} className={styles.noSlot}>
                      –
                    </td>
                  );
                }
                const price = formatMoney(slot.deliveryCharge.amount);
                const when = `${day.label}, ${row.label}`;
                const booked = slot.id === bookedSlotId;
                // The shopper's own slot stays theirs (and choosable again) even once it has filled up.
                const full = slot.remainingCapacity === 0 && !booked;
                return (
                  <td key={day.date}>
                    <button
                      type="button"
                      className={booked ? styles.bookedSlot : styles.slot}
                      disabled={full}
                      aria-disabled={bookingSlotId !== undefined && !full ? true : undefined}
                      // Each name starts with the visible words (WCAG 2.5.3), then says which slot.
                      aria-label={
                        full
                          ? `Full: ${when}`
                          : booked
                            ? `Booked: ${when}, ${price}`
                            : slot.id === bookingSlotId
                              ? `Booking ${when}, ${price}`
                              : `Book ${when}, ${price}`
                      }
                      onClick={() => {
                        if (bookingSlotId === undefined) onBook(slot);
                      }}
                    >
                      {full ? 'Full' : booked ? 'Booked' : slot.id === bookingSlotId ? 'Booking…' : price}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
