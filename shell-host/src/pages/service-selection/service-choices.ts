import { ROUTES } from '@grocer/shared-contracts';
import { slotPageUrl } from '@grocer/shared-contracts/domain';

export type ServiceChoice = { readonly name: string; readonly description: string; readonly path: string };

/**
 * Spec section 2's four service choices, in its order, each with its own page.
 * Groceries collection and groceries-and-entertaining collection both book
 * GROCERY_COLLECTION slots (decision 005).
 */
export const SERVICE_CHOICES: readonly ServiceChoice[] = [
  { name: 'Delivery', description: 'We bring your shopping to your door.', path: slotPageUrl('DELIVERY') },
  {
    name: 'Groceries collection',
    description: 'Collect your groceries from a branch.',
    path: ROUTES.bookGroceriesCollectionSlot,
  },
  {
    name: 'Entertaining collection',
    description: 'Collect your entertaining order from a branch that prepares it.',
    path: ROUTES.bookEntertainingCollectionSlot,
  },
  {
    name: 'Groceries and Entertaining collection',
    description: 'Collect groceries and entertaining together.',
    path: ROUTES.bookGroceriesAndEntertainingCollectionSlot,
  },
];
