import { ROUTES } from '@grocer/shared-contracts';
import { type DeliveryPassStatus } from '@grocer/shared-contracts/domain';

/**
 * Where the account menu's "Delivery Pass" link goes (spec sections 2 and 6):
 * the shopper's own pass page when it is ACTIVE, the page offering one when it
 * is AVAILABLE; no link while the status is UNKNOWN.
 */
export function deliveryPassHref(status: DeliveryPassStatus): string | null {
  switch (status) {
    case 'ACTIVE':
      return ROUTES.activeDeliveryPass;
    case 'AVAILABLE':
      return ROUTES.availableDeliveryPass;
    default:
      return null;
  }
}
