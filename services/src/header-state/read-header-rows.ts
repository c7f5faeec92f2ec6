import type { OrderState, SlotReservation } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../db/database.ts';
import {
  hashSessionId,
  LIVE_SESSION,
  type Session,
  type SessionRow,
  sessionFromRow,
} from '../features/auth/sessions.ts';
import type { TokenClaims } from '../features/auth/token.ts';
import type { AddressRow } from '../features/fulfilment/addresses.ts';
import type { BranchRow } from '../features/fulfilment/branches.ts';
import { livePassStatus, type PassStatus } from '../features/fulfilment/delivery-pass.ts';
import { LISTED_RESERVATIONS_LIMIT } from '../features/fulfilment/order-reservations.ts';
import {
  RESERVATION_COLUMNS,
  type ReservationRow,
  toSlotReservation,
} from '../features/fulfilment/reservation-rows.ts';
import { NEWEST_OPEN_ORDER } from '../features/shopping-context/current-order.ts';
import type { LineSummary } from '../features/trolley/line-summary.ts';
import {
  CATALOGUE_VERSION,
  promoCodesJson,
  THRESHOLDS_JSON,
  type TrolleyConfig,
  type TrolleyConfigRow,
  toTrolleyConfig,
} from '../features/trolley/trolley-config.ts';
import { freshSummary, summaryColumns, type TrolleySummaryRow } from '../features/trolley/trolley-summary-store.ts';

/** A live reservation of the order, with what the slot routes would answer for its address and branch. */
export type LiveReservation = {
  readonly reservation: SlotReservation;
  /** Among the newest reservations GET /slot-reservations lists (`LISTED_RESERVATIONS_LIMIT`). */
  readonly listed: boolean;
  /** The shopper's own address it names; null when it names none, or none of theirs. */
  readonly address: AddressRow | null;
  readonly branch: BranchRow | null;
};

export type HeaderRows = {
  readonly defaultBranchId: string | null;
  /** The newest open order; undefined when the customer has none yet. */
  readonly order:
    | { readonly customerOrderId: string; readonly state: OrderState; readonly preparationStartedAt: Date | null }
    | undefined;
  /** The order's kept summary when it can be vouched for; undefined when missing or stale. */
  readonly summary: LineSummary | undefined;
  readonly config: TrolleyConfig;
  readonly deliveryPass: PassStatus | undefined;
  /** The order's UNCONFIRMED and CONFIRMED reservations (at most one of each), newest first. */
  readonly reservations: readonly LiveReservation[];
};

type Row = TrolleySummaryRow &
  TrolleyConfigRow & { [Column in keyof ReservationRow]: ReservationRow[Column] | null } & {
    default_branch_id: string | null;
    order_id: string | null;
    order_state: OrderState | null;
    preparation_started_at: Date | null;
    catalogue_version: string;
    pass_status: PassStatus | null;
    listed: boolean | null;
    address: AddressRow | null;
    branch: BranchRow | null;
  };

/**
 * Everything the header's state needs, in one statement, by primary keys and the indexes
 * `orders_open_by_customer` and `slot_reservations_by_order`: the customer, their newest open
 * order, its kept trolley summary, the catalogue's version, the delivery pass, the minimum spends
 * and the order's promo codes, and one row per live reservation with its slot, address and branch
 * (one row with null reservation columns when there is none). Never the trolley's lines.
 * `listed` keeps the slot exactly as the slot route answers: it lists only the newest 20.
 * `customer` names the customer's id (a parameter or a column); `$2` is the time.
 */
const headerRowsOf = (customer: string) => `select c.default_branch_id, open_order.customer_order_id as order_id,
    open_order.state as order_state, open_order.preparation_started_at, ${summaryColumns('ts')}, ${CATALOGUE_VERSION},
    (${livePassStatus('c.id', '$2')}) as pass_status,
    ${THRESHOLDS_JSON}, ${promoCodesJson('open_order.customer_order_id')}, live.*
  from customers c
  left join lateral (${NEWEST_OPEN_ORDER}) open_order on true
  left join trolley_summaries ts on ts.customer_order_id = open_order.customer_order_id
  left join lateral (
    select ${RESERVATION_COLUMNS}, r.created_at,
      (select count(*) from (
         select 1 from slot_reservations newer
         where newer.customer_order_id = r.customer_order_id and newer.status <> 'CANCELLED'
           and (newer.created_at, newer.id) > (r.created_at, r.id)
         limit ${LISTED_RESERVATIONS_LIMIT}) newer) < ${LISTED_RESERVATIONS_LIMIT} as listed,
      (select to_json(a) from addresses a where a.id = r.address_id and a.customer_id = c.id) as address,
      (select to_json(b) from branches b where b.id = r.branch_id) as branch
    from slot_reservations r join slots s on s.id = r.slot_id
    where r.customer_order_id = open_order.customer_order_id and r.status in ('UNCONFIRMED', 'CONFIRMED')
  ) live on true
  where c.id = ${customer}`;

const HEADER_ROWS = `${headerRowsOf('$1')}
  order by live.created_at desc, live.id desc`;

/**
 * A page's whole question in one statement: the live session for a token's digest ($1,
 * LIVE_SESSION) and its customer's header rows; no row when the session is not live.
 */
const SESSION_HEADER_ROWS = `select live_session.customer_id as session_customer_id,
    live_session.actor_id as session_actor_id, live_session.expires_at as session_expires_at,
    live_session.role as session_role, header.*
  from (${LIVE_SESSION}) live_session
  join lateral (${headerRowsOf('live_session.customer_id')}) header on true
  order by header.created_at desc, header.id desc`;

/** The header's rows for a customer, or undefined when there is no such customer. */
export async function readHeaderRows(db: Queryable, customerId: string, now: Date): Promise<HeaderRows | undefined> {
  return headerRowsFrom(await db.query<Row>(HEADER_ROWS, [customerId, now]), now);
}

type SessionRows = Row & {
  session_customer_id: string;
  session_actor_id: string | null;
  session_expires_at: Date;
  session_role: SessionRow['role'];
};

/**
 * The session a verified token names and its customer's header rows, from one statement;
 * undefined when the session is not live (findSession's rules).
 */
export async function readSessionHeaderRows(
  db: Queryable,
  claims: TokenClaims,
  now: Date,
): Promise<{ readonly session: Session; readonly rows: HeaderRows } | undefined> {
  const rows = await db.query<SessionRows>(SESSION_HEADER_ROWS, [hashSessionId(claims.sessionId), now]);
  const [first] = rows;
  const session = sessionFromRow(
    claims,
    first && {
      customer_id: first.session_customer_id,
      actor_id: first.session_actor_id,
      expires_at: first.session_expires_at,
      role: first.session_role,
    },
  );
  const header = headerRowsFrom(rows, now);
  return session && header && { session, rows: header };
}

function headerRowsFrom(rows: readonly Row[], now: Date): HeaderRows | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const order =
    first.order_id === null || first.order_state === null
      ? undefined
      : {
          customerOrderId: first.order_id,
          state: first.order_state,
          preparationStartedAt: first.preparation_started_at && new Date(first.preparation_started_at),
        };
  return {
    defaultBranchId: first.default_branch_id,
    order,
    summary: order && freshSummary(first, first.catalogue_version),
    config: toTrolleyConfig(first),
    deliveryPass: first.pass_status ?? undefined,
    reservations: rows.flatMap((row) => {
      if (row.id === null) return [];
      return [
        {
          reservation: toSlotReservation(row as ReservationRow, now),
          listed: row.listed === true,
          address: row.address,
          branch: row.branch,
        },
      ];
    }),
  };
}
