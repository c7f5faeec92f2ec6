import type { KyInstance } from 'ky';

/** DELETE slot-reservations/{slotReservationId} (spec section 7, "Cancel slot"): 204, nothing to read. */
export async function deleteSlotReservation(api: KyInstance, slotReservationId: string): Promise<void> {
  await api.delete(`slot-reservations/${encodeURIComponent(slotReservationId)}`, {
    context: { service: 'slot-reservations' },
  });
}
