import { ROUTES } from '@grocer/shared-contracts';
import { type BookableSlotType } from '@grocer/shared-contracts/domain';

/** What a slot page books and where: an address for delivery, a branch for collection. */
export type SlotPage = {
  readonly path: string;
  readonly slotType: BookableSlotType;
  readonly title: string;
  readonly place: 'address' | 'branch';
};

/**
 * The four slot pages (spec section 2). Groceries collection and groceries-and-entertaining
 * collection both book GROCERY_COLLECTION slots at a branch (decision 005): the first is the
 * service choice's page, the second the one the menu's slot link opens for such a slot.
 */
export const SLOT_PAGES: readonly SlotPage[] = [
  { path: ROUTES.bookDeliverySlot, slotType: 'DELIVERY', title: 'Book a delivery slot', place: 'address' },
  {
    path: ROUTES.bookEntertainingCollectionSlot,
    slotType: 'ENTERTAINING_COLLECTION',
    title: 'Book an entertaining collection slot',
    place: 'branch',
  },
  {
    path: ROUTES.bookGroceriesCollectionSlot,
    slotType: 'GROCERY_COLLECTION',
    title: 'Book a groceries collection slot',
    place: 'branch',
  },
  {
    path: ROUTES.bookGroceriesAndEntertainingCollectionSlot,
    slotType: 'GROCERY_COLLECTION',
    title: 'Book a groceries and entertaining collection slot',
    place: 'branch',
  },
];

export function findSlotPage(pathname: string): SlotPage | undefined {
  const path = pathname.replace(/\/$/, '');
  return SLOT_PAGES.find((page) => page.path === path);
}
