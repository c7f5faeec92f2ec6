import type { HeaderStateResponse, HeaderTrolleyState } from '@grocer/shared-contracts/domain';
import type { Database } from '../db/database.ts';
import type { Session } from '../features/auth/sessions.ts';
import { verifyToken, type TokenKey } from '../features/auth/token.ts';
import { tokenSecret } from '../features/auth/token-secret.ts';
import { findOrder } from '../features/order-records/own-order.ts';
import { currentOrder } from '../features/shopping-context/current-order.ts';
import { orderReservationsOf } from '../features/trolley/order-slot.ts';
import { trolleySummaryAt } from '../features/trolley/trolley-summary-at.ts';
import { refreshTrolleySummary } from '../features/trolley/trolley-summary-store.ts';
import { headerSlotState } from './header-slot-state.ts';
import { type HeaderRows, readHeaderRows, readSessionHeaderRows } from './read-header-rows.ts';

export const SIGNED_OUT = { signedIn: false } as const satisfies HeaderStateResponse;

export const TROLLEY_NOT_SUMMARISED = 'The trolley summary could not be worked out.';

type Logger = { error(details: object, message: string): void };

/**
 * GET /v1/header-state for the token in the page's cookie: one statement reads the session and,
 * when it is live, the header's rows (nearly always all there is). A shopper with no open order
 * gets one, as GET /v1/shopping-context does. A summary that is missing or of an older catalogue
 * is worked out again from the lines under the order's row lock; if that fails the trolley is an
 * error ("Trolley"), never a wrong total.
 */
export async function headerStateFor(
  db: Database,
  token: string | undefined,
  now: Date,
  log: Logger,
  secret: TokenKey = tokenSecret(),
): Promise<HeaderStateResponse> {
  const claims = token === undefined ? undefined : verifyToken(token, secret, now);
  const read = claims && (await readSessionHeaderRows(db, claims, now));
  // No live session; or a support user's own sign-in, which does not shop: signed out.
  if (!read || read.session.kind === 'support') return SIGNED_OUT;
  const { session } = read;
  let rows: HeaderRows | undefined = read.rows;
  if (!rows.order) {
    await currentOrder(db, session.customerId);
    rows = await readHeaderRows(db, session.customerId, now);
  }
  if (!rows) return SIGNED_OUT; // The customer has gone since the session was read.
  if (rows.summary) return answer(session, rows, now);
  const refreshed = await refreshedRows(db, session.customerId, rows, now).catch((error: unknown) => {
    log.error({ err: error }, 'Could not work out the trolley summary for the header');
    return undefined;
  });
  return refreshed?.order && refreshed.summary ? answer(session, refreshed, now) : answer(session, rows, now);
}

/** The summary worked out again and kept, then every row read again under the same lock. */
function refreshedRows(db: Database, customerId: string, rows: HeaderRows, now: Date) {
  const orderId = rows.order?.customerOrderId;
  if (orderId === undefined) return Promise.resolve(undefined);
  return db.transaction(async (tx) => {
    if (!(await findOrder(tx, orderId, { lock: true }))) return undefined;
    await refreshTrolleySummary(tx, orderId, now);
    return readHeaderRows(tx, customerId, now);
  });
}

function answer(session: Session, rows: HeaderRows, now: Date): HeaderStateResponse {
  const { order } = rows;
  if (!order) throw new Error(`Customer ${session.customerId} has no open order after one was made`);
  const trolley: HeaderTrolleyState = rows.summary
    ? {
        status: 'loaded',
        summary: trolleySummaryAt({
          lines: rows.summary,
          order,
          reservations: orderReservationsOf(
            rows.reservations.map((live) => live.reservation),
            now,
          ),
          config: rows.config,
          now,
        }),
      }
    : { status: 'error', message: TROLLEY_NOT_SUMMARISED };
  return {
    signedIn: true,
    customerId: session.customerId,
    isSignedOnAsCustomer: session.isSignedOnAsCustomer,
    context: {
      customerId: session.customerId,
      customerOrderId: order.customerOrderId,
      customerOrderState: order.state,
      defaultBranchId: rows.defaultBranchId ?? '',
    },
    trolley,
    slot: headerSlotState(rows.reservations, now),
    deliveryPass: rows.deliveryPass ?? 'UNKNOWN',
  };
}
