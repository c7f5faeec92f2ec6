import { atom } from 'jotai';
import type { DeliveryPassStatus } from '@grocer/shared-contracts/domain';

/** Spec sections 3 and 4: UNKNOWN until a signed-in shopper's state brings theirs (GET /v1/header-state). */
const statusBaseAtom = atom<DeliveryPassStatus>('UNKNOWN');

export const deliveryPassStatusAtom = atom((get) => get(statusBaseAtom));

/** The status that came with the signed-in shopper's state (the server's, or the browser's one call). */
export const deliveryPassStatusLoadedAtom = atom(null, (_get, set, status: DeliveryPassStatus) =>
  set(statusBaseAtom, status),
);
