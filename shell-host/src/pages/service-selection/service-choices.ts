import { ROUTES, slotPageUrl } from '@grocer/shared-contracts';

export type ServiceChoice = { readonly name: string; readonly description: string; readonly path: string };

/**
 * Spec section 2's four service choices, in its order. Groceries collection
 * is a GROCERY_COLLECTION slot, booked on the groceries-and-entertaining
 * page (decision 005), so two choices share that page.
 */
export const SERVICE_CHOICES: readonly ServiceChoice[] = [
  { name: 'Delivery', description: 'We bring your shopping to your door.', path: slotPageUrl('DELIVERY') },
  {
    name: 'Groceries collection',
    description: 'Collect your groceries from a branch.',
    path: slotPageUrl('GROCERY_COLLECTION'),
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
