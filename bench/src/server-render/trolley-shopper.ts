/**
 * The server-render bench's signed-in shopper: a new account with 48 different groceries in its trolley, made
 * through the services' public API as a shopper would make it (no demo account has 48 lines).
 * It books no slot.
 */
import { addToTrolley, availableGroceries, registerShopper } from './shopper-api.ts';

export const TROLLEY_LINES = 48;

/** What the header's trolley link says for `lines` items (its name, one text node: "48 Total £…, Trolley, 48 items"). */
export const trolleyName = (lines: number) => `, Trolley, ${lines} ${lines === 1 ? 'item' : 'items'}`;

/**
 * Registers a shopper, adds one each of `lines` different available groceries to the order the
 * registration opened, and returns the registration's Set-Cookie lines (the session's cookies).
 */
export async function createTrolleyShopper(servicesUrl: string, lines = TROLLEY_LINES): Promise<readonly string[]> {
  const shopper = await registerShopper(servicesUrl, 'trolley');
  const products = await availableGroceries(servicesUrl, lines);
  if (products.length < lines) throw new Error(`Only ${products.length} available groceries to put in the trolley`);
  for (const product of products) await addToTrolley(servicesUrl, shopper, product.id);
  return shopper.setCookies;
}
