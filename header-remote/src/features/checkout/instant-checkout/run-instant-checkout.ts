/**
 * What pressing "Instant checkout" does, loaded with `import()` on the press:
 * ky and the calls stay out of the modal's own chunk.
 */
import { CHECKOUT_ROUTES, type OrderSlot } from '@grocer/shared-contracts/domain';
import type { HeaderConfig } from '../../../lib/header-config.tsx';
import { customerOrderIdAtom, slotStateAtom, trolleyStateAtom } from '../../../shopping/shopping-state.ts';
import { loadSlot, loadTrolley, sessionClientFor } from '../../../shopping/shopping-calls.ts';
import type { Store } from '../../../shopping/session-client.ts';
import { deleteSlotReservation } from '../../../shopping/api/delete-slot-reservation.ts';
import { placeInstantCheckoutOrder } from './api/place-instant-checkout-order.ts';
import { postInstantCheckoutBeacon } from './api/post-instant-checkout-beacon.ts';
import { buildInstantCheckoutBeacon, type LineBeforePlacing } from './build-instant-checkout-beacon.ts';
import { PlaceFailed, placeFailureFrom, type PlaceFailure } from './place-failure.ts';

/**
 * How long the confirmation page waits for the beacon. The beacon is a
 * keepalive request, so it carries on after the page goes; the short wait only
 * covers browsers that drop a keepalive request needing a CORS preflight.
 */
export const BEACON_WAIT_MS = 2_000;

export type InstantCheckoutOutcome =
  | { readonly kind: 'placed'; readonly confirmationPath: string }
  | { readonly kind: 'failed'; readonly failure: PlaceFailure };

export type InstantCheckoutOptions = {
  /**
   * After ORDER_ORCHESTRATION_058: keep the previously confirmed slot. The new
   * hold (the slot state's current reservation) is cancelled first, then the
   * order is placed again.
   */
  readonly keepPreviousSlot?: { readonly previousSlot?: OrderSlot };
};

function waitAtMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), limit]).finally(() => clearTimeout(timer));
}

/**
 * Gives up the new slot hold so the order is placed on its previous slot.
 * Only an UNCONFIRMED hold that is not the previous slot is cancelled: the
 * previous slot is the CONFIRMED one, and cancelling it would lose it. The slot
 * is then reloaded (spec section 4: cancelling a slot reloads it).
 */
async function giveUpNewSlot(store: Store, config: HeaderConfig, previousSlot: OrderSlot | undefined): Promise<void> {
  const slot = store.get(slotStateAtom);
  if (slot.status !== 'booked') return;
  const { id, status } = slot.reservation;
  if (status !== 'UNCONFIRMED' || id === previousSlot?.slotReservationId) return;
  await deleteSlotReservation(sessionClientFor(config, store), id);
  await loadSlot(store, config, new AbortController().signal);
}

/**
 * The trolley's lines as they are before placing (placing marks every line as
 * fully reserved). A header the server rendered holds only the trolley's summary
 * (decision 029): its lines are asked for now, as the trolley page would.
 */
async function linesBeforePlacing(store: Store, config: HeaderConfig): Promise<readonly LineBeforePlacing[]> {
  const known = store.get(trolleyStateAtom);
  if (known.status === 'loaded' && known.lines) return known.lines;
  await loadTrolley(store, config, new AbortController().signal);
  const loaded = store.get(trolleyStateAtom);
  return (loaded.status === 'loaded' ? loaded.lines : null) ?? [];
}

/**
 * Places the shopper's amended order with instant checkout (spec section 4),
 * then sends the completion beacon. Never throws: a failure comes back with
 * its catalogue key for the error modal (spec section 8).
 */
export async function runInstantCheckout(
  store: Store,
  config: HeaderConfig,
  { keepPreviousSlot }: InstantCheckoutOptions = {},
): Promise<InstantCheckoutOutcome> {
  const { logger } = config;
  const customerOrderId = store.get(customerOrderIdAtom);
  if (customerOrderId === '') {
    logger.error('Instant checkout without an order', {});
    return { kind: 'failed', failure: { key: 'UNKNOWN_ERROR', status: 0 } };
  }
  const before = await linesBeforePlacing(store, config);
  const slot = store.get(slotStateAtom);
  const api = sessionClientFor(config, store);

  try {
    if (keepPreviousSlot) await giveUpNewSlot(store, config, keepPreviousSlot.previousSlot);
    const order = await placeInstantCheckoutOrder(api, customerOrderId);
    const beacon = buildInstantCheckoutBeacon(order, before, slot.status === 'booked' ? slot.reservation : undefined);
    if (beacon.ok) {
      await waitAtMost(
        BEACON_WAIT_MS,
        postInstantCheckoutBeacon(api, beacon.beacon).catch((error: unknown) =>
          logger.error('Instant checkout beacon failed', { message: String(error) }),
        ),
      );
    } else {
      logger.error('Instant checkout beacon not sent: the placed order did not make a valid one', {
        problem: beacon.problem,
      });
    }
    return { kind: 'placed', confirmationPath: CHECKOUT_ROUTES.orderConfirmation(order.customerOrderId) };
  } catch (error) {
    const failure = placeFailureFrom(error);
    logger.error('Instant checkout failed', {
      key: failure.key,
      status: failure.status,
      message: error instanceof PlaceFailed ? error.message : String(error),
    });
    return { kind: 'failed', failure };
  }
}
