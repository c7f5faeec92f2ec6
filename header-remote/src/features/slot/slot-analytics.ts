import type { AnalyticsEventMap } from '@grocer/shared-contracts';
import type { SlotReservation } from '@grocer/shared-contracts/domain';

/** The "slot actions" analytics events (spec sections 4 and 7), sent through `emit('analytics', …)`. */
export const SLOT_ANALYTICS = Object.freeze({
  detailsExpanded: 'slot_details_expanded',
  changeClicked: 'slot_change_clicked',
  cancelled: 'slot_cancelled',
  cancelFailed: 'slot_cancel_failed',
});

/** What every slot action event says about the slot (no address: it identifies a person). */
export function slotAnalyticsData(reservation: SlotReservation): AnalyticsEventMap['slot_cancelled'] {
  return {
    slotType: reservation.slotType,
    branchId: reservation.branchId,
    startDateTime: reservation.startDateTime,
    endDateTime: reservation.endDateTime,
  };
}
