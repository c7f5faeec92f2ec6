import { atom } from 'jotai';
import type { DeliveryPassStatus } from '@grocer/shared-contracts';

/** Spec sections 3 and 4: UNKNOWN until a logged-in shopper's status has been loaded. */
const statusBaseAtom = atom<DeliveryPassStatus>('UNKNOWN');

export const deliveryPassStatusAtom = atom((get) => get(statusBaseAtom));

/** For the loader (and stories that show a status without the network). */
export const setDeliveryPassStatusAtom = atom(null, (_get, set, next: DeliveryPassStatus) => set(statusBaseAtom, next));
