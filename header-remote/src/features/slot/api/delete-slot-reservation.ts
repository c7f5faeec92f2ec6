import { isHTTPError, type KyInstance } from 'ky';
import { ShoppingCallError } from '../../../shopping/api/call-json.ts';

/** DELETE slot-reservations/{slotReservationId} (spec section 7): 204, no body to parse. */
export async function deleteSlotReservation(api: KyInstance, slotReservationId: string, signal: AbortSignal) {
  try {
    await api.delete(`slot-reservations/${encodeURIComponent(slotReservationId)}`, {
      signal,
      context: { service: 'slot-reservations' },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (isHTTPError(error)) throw new ShoppingCallError(error.message, error.response.status);
    throw new ShoppingCallError(error instanceof Error ? error.message : String(error), 0);
  }
}
