import { ROUTES, type BookableSlotType } from '@grocer/shared-contracts';

/** What a slot page books and where: an address for delivery, a branch for collection. */
export type SlotPage = {
  readonly path: string;
  readonly slotType: BookableSlotType;
  readonly title: string;
  readonly place: 'address' | 'branch';
};

/** The three slot pages (spec section 2); groceries collection uses the groceries-and-entertaining page (decision 005). */
export const SLOT_PAGES: readonly SlotPage[] = [
  { path: ROUTES.bookDeliverySlot, slotType: 'DELIVERY', title: 'Book a delivery slot', place: 'address' },
  {
    path: ROUTES.bookEntertainingCollectionSlot,
    slotType: 'ENTERTAINING_COLLECTION',
    title: 'Book an entertaining collection slot',
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
