import type { ContentLocations, SlotType } from '@grocer/shared-contracts';
import type { createStore } from 'jotai';
import type { MenuItem } from '../../../navigation/menu-items.ts';
import { experienceFragmentLoadedAtom } from '../../../navigation/navigation-state.ts';
import { sampleMenuItems } from '../../../navigation/testing/navigation-fixtures.ts';
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
