import { useAtomValue } from 'jotai';
import { deliveryPassHref } from './delivery-pass-link.ts';
import { deliveryPassStatusAtom } from '../../../shopping/delivery-pass-state.ts';

/** The account menu's "Delivery Pass" link target, or null when the menu shows none. */
export function useDeliveryPassHref(): string | null {
  return deliveryPassHref(useAtomValue(deliveryPassStatusAtom));
}
