import { atom } from 'jotai';
import type { DeliveryPassStatus } from '@grocer/shared-contracts';

/** Spec sections 3 and 4: UNKNOWN until a logged-in shopper's status has been loaded. */
const statusBaseAtom = atom<DeliveryPassStatus>('UNKNOWN');

export const deliveryPassStatusAtom = atom((get) => get(statusBaseAtom));

/** The status the delivery pass service answered for the signed-in shopper. */
export const deliveryPassStatusLoadedAtom = atom(null, (_get, set, status: DeliveryPassStatus) =>
  set(statusBaseAtom, status),
);
/** No signed-in shopper, or the status could not be loaded (logged): UNKNOWN, so the link does not show. */
export const deliveryPassStatusUnknownAtom = atom(null, (_get, set) => set(statusBaseAtom, 'UNKNOWN'));
