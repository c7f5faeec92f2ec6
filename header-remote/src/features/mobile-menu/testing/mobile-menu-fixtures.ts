import {
  MENU_LINK_IDS,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  SITE_LINKS_ROOT_ID,
  type ContentLocations,
  type SlotType,
} from '@grocer/shared-contracts/domain';
import type { createStore } from 'jotai';
import type { MenuItem } from '../../../navigation/menu-items.ts';
import { experienceFragmentLoadedAtom } from '../../../navigation/navigation-state.ts';
import { sampleMenuItems, sampleMenuLinkRoots } from '../../../navigation/testing/navigation-fixtures.ts';
import type { SlotState } from '../../../shopping/shopping-state.ts';
import { sampleAddress, sampleBranch, sampleReservation } from '../../../shopping/testing/shopping-fixtures.ts';

type Store = ReturnType<typeof createStore>;

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

/**
 * Puts every sample category's experience fragment in the store (empty
 * unless given), so opening a department asks no network for its content.
 */
export function seedCategoryFragments(store: Store, content: Readonly<Record<string, ContentLocations>> = {}): Store {
  for (const { banner } of flatten(sampleMenuItems())) {
    if (banner) store.set(experienceFragmentLoadedAtom, banner, content[banner] ?? {});
  }
  return store;
}

/** A sample category by name (the fixtures number their ids in order, so they are the same every time). */
export function sampleCategory(name: string): MenuItem {
  const found = flatten(sampleMenuItems()).find((item) => item.name === name);
  if (!found) throw new Error(`No sample category named ${name}`);
  return found;
}

/** A booked slot of a type (sampleReservation's times unless told otherwise). */
export function bookedSlot(slotType: SlotType, startDateTime?: string): SlotState {
  return {
    status: 'booked',
    reservation: sampleReservation({ slotType, ...(startDateTime === undefined ? {} : { startDateTime }) }),
    address: slotType === 'DELIVERY' ? sampleAddress() : null,
    branch: sampleBranch(),
  };
}

/**
 * The taxonomy's menu roots of links as an editor changed them (decision 024): My account renamed,
 * Lists added to the signed-in account, and a Contact us help link.
 */
export function editedMenuLinkRoots(): MenuItem[] {
  return sampleMenuLinkRoots({
    [SIGNED_IN_ACCOUNT_ROOT_ID]: [
      { id: MENU_LINK_IDS.myAccount, name: 'Account overview', url: '/ecom/myaccount' },
      { id: '100535', name: 'Lists', url: '/ecom/lists' },
      { id: MENU_LINK_IDS.signOut, name: 'Sign out', url: '/ecom/log-out' },
    ],
    [SITE_LINKS_ROOT_ID]: [
      { id: MENU_LINK_IDS.customerService, name: 'Customer service', url: '/ecom/help-information/customer-service' },
      { id: '100553', name: 'Contact us', url: '/ecom/help-information/contact-us' },
    ],
  });
}
