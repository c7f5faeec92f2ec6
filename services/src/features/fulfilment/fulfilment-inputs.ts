import * as z from 'zod/mini';

/** Ids in paths and headers: short and plain, as the services hand them out. */
const Id = z.string().check(z.minLength(1), z.maxLength(64, { abort: true }), z.regex(/^[A-Za-z0-9-]+$/));

export const AddressParams = z.object({ addressId: Id });
export const BranchParams = z.object({ branchId: Id });
export const ReservationParams = z.object({ slotReservationId: Id });

/** The delivery pass call names the customer in a header (spec section 7). */
export const PassStatusHeaders = z.object({ 'customer-id': z.optional(Id) });
