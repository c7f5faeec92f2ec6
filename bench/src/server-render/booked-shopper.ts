/**
 * A shopper in the state the demo's booked@example.com is seeded in (services/src/features/orders/
 * demo-accounts.ts), made through the services' public API because production has no demo account:
 * registered, groceries one each in the catalogue's order until they come to £55 (over the £40
 * minimum), and a delivery slot about two days ahead held for the order at an address in Richmond,
 * as the book-a-slot page holds it (unconfirmed, for two hours: longer than the bench needs).
 */
import { londonDateOf, SEARCH_PAGE_SIZE } from '@grocer/shared-contracts/domain';
import { addToTrolley, availableGroceries, bookDeliverySlot, registerShopper } from './shopper-api.ts';

/** The demo seed's figure for booked@example.com's trolley. */
export const BOOKED_TROLLEY_PENCE = 5500;
/** Branch 651 (Richmond) delivers to TW postcodes, as to the demo shopper's (whose TW9 3CD the address form would refuse). */
const ADDRESS = { name: 'Bench Shopper', line1: '1 Bench Road', town: 'Richmond', postalCode: 'TW9 3AB' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BookedShopper = {
  readonly email: string;
  readonly password: string;
  readonly setCookies: readonly string[];
  /** Lines in the trolley: its header says ", Trolley, <lines> items". */
  readonly lines: number;
};

export async function createBookedShopper(servicesUrl: string, now = new Date()): Promise<BookedShopper> {
  const shopper = await registerShopper(servicesUrl, 'booked');
  let lines = 0;
  let itemsPence = 0;
  for (const product of await availableGroceries(servicesUrl, SEARCH_PAGE_SIZE)) {
    const { trolley } = await addToTrolley(servicesUrl, shopper, product.id);
    lines = trolley?.trolleyItems.length ?? 0;
    itemsPence = Math.round((trolley?.trolleyTotals.itemTotalEstimatedCost.amount ?? 0) * 100);
    if (itemsPence >= BOOKED_TROLLEY_PENCE) break;
  }
  if (itemsPence < BOOKED_TROLLEY_PENCE) throw new Error(`The booked shopper's trolley came to only ${itemsPence}p`);
  await bookDeliverySlot(servicesUrl, shopper, ADDRESS, londonDateOf(new Date(now.getTime() + 2 * DAY_MS)));
  return { email: shopper.email, password: shopper.password, setCookies: shopper.setCookies, lines };
}
