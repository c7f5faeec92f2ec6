import type { KyInstance } from 'ky';

/**
 * DELETE slot-reservations/{slotReservationId} (spec section 7, "Cancel slot"): 204, nothing to
 * read. The one call for it: the slot's "Cancel slot" and instant checkout's giving up a new hold.
 * A refusal is ky's HTTPError, whose status instant checkout reads.
 */
export async function deleteSlotReservation(
  api: KyInstance,
  slotReservationId: string,
  signal?: AbortSignal,
): Promise<void> {
  await api.delete(`slot-reservations/${encodeURIComponent(slotReservationId)}`, {
    ...(signal ? { signal } : {}),
    context: { service: 'slot-reservations' },
  });
}
