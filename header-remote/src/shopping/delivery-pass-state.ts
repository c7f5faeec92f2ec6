import { atom } from 'jotai';
import type { DeliveryPassStatus } from '@grocer/shared-contracts/domain';

/** Spec sections 3 and 4: UNKNOWN until a logged-in shopper's status has been loaded; and whose it is. */
const statusBaseAtom = atom<{ readonly status: DeliveryPassStatus; readonly customerId: string | null }>({
  status: 'UNKNOWN',
  customerId: null,
});

export const deliveryPassStatusAtom = atom((get) => get(statusBaseAtom).status);
/** The shopper whose status is held (the server's, or the loader's): the loader asks only for another. */
export const deliveryPassCustomerAtom = atom((get) => get(statusBaseAtom).customerId);

/** The status the delivery pass service answered for the signed-in shopper. */
export const deliveryPassStatusLoadedAtom = atom(
  null,
  (_get, set, loaded: { readonly status: DeliveryPassStatus; readonly customerId: string }) =>
    set(statusBaseAtom, loaded),
);
/** No signed-in shopper, or the status could not be loaded (logged): UNKNOWN, so the link does not show. */
export const deliveryPassStatusUnknownAtom = atom(null, (_get, set) =>
  set(statusBaseAtom, { status: 'UNKNOWN', customerId: null }),
);
