import type { Queryable } from '../../db/database.ts';
import type { EvaluatedTrolley } from '../trolley/evaluate-trolley.ts';
import { promoCodeProblem } from '../trolley/promo-codes.ts';
import type { OrderRow } from '../order-records/own-order.ts';
import type { PlaceFacts } from './place-order-rules.ts';
import type { SnapshotLine } from './start-amend.ts';

/** Branch changes to an order's lines that make an instant checkout unsafe (ORDER_ORCHESTRATION_137). */
export const BRANCH_LINE_EVENTS = ['LINE_SUBSTITUTED', 'LINE_REMOVED_BY_BRANCH'] as const;

/** Gathers what the place rules look at, inside the placing transaction. */
export async function gatherPlaceFacts(
  tx: Queryable,
  order: OrderRow,
  evaluated: EvaluatedTrolley,
  options: { readonly instantCheckout: boolean; readonly now: Date },
): Promise<PlaceFacts> {
  const { now, instantCheckout } = options;
  const { current, confirmed, all } = evaluated.reservations;
  const id = order.customerOrderId;

  const [extras] = await tx.query<{
    on_hold: boolean;
    has_address: boolean;
    gift_cards: number;
    vouchers: number;
    branch_changes: number;
  }>(
    `select
       exists (select 1 from account_holds where customer_id = $2) as on_hold,
       exists (select 1 from addresses where customer_id = $2) as has_address,
       (select count(*)::int from order_tenders where customer_order_id = $1 and kind = 'GIFT_CARD') as gift_cards,
       (select count(*)::int from order_tenders where customer_order_id = $1 and kind = 'VOUCHER') as vouchers,
       (select count(*)::int from order_events
         where customer_order_id = $1 and event = any($3::text[]) and $4::timestamptz is not null
           and created_at >= $4::timestamptz) as branch_changes`,
    [id, order.customerId, BRANCH_LINE_EVENTS, order.amendStartedAt],
  );
  const [slotRow] =
    current && current.status === 'UNCONFIRMED'
      ? await tx.query<{ withdrawn: boolean }>(
          'select exists (select 1 from slot_withdrawals where slot_id = $1) as withdrawn',
          [current.slotId],
        )
      : [];
  const [snapshot] = await tx.query<{ lines: SnapshotLine[] | string }>(
    'select lines from amend_snapshots where customer_order_id = $1',
    [id],
  );

  const snapshotLines: SnapshotLine[] = snapshot
    ? typeof snapshot.lines === 'string'
      ? (JSON.parse(snapshot.lines) as SnapshotLine[])
      : snapshot.lines
    : [];
  const pricesChanged = evaluated.lines.some((line) => {
    const before = snapshotLines.find(
      (old) => old.productId === line.productId && old.quantityUom === line.quantity.uom,
    );
    return before !== undefined && before.pricePence !== line.unitPricePence;
  });

  // A hold to confirm must be for a slot still running: not withdrawn, not begun, not past its cut-off.
  const confirmable =
    current === undefined ||
    current.status === 'CONFIRMED' ||
    (!(slotRow?.withdrawn ?? false) &&
      Date.parse(current.startDateTime) > now.getTime() &&
      Date.parse(current.amendOrderCutoffDateTime) > now.getTime());

  const entertainingLines = evaluated.lines.filter(
    (line) => line.product.serviceType === 'ENTERTAINING_PLACED_AT_HOME',
  ).length;
  return {
    state: order.state,
    instantCheckout,
    accountOnHold: extras?.on_hold ?? false,
    slot: current && { slotType: current.slotType, confirmable },
    reservationExpired: current === undefined && all.some((reservation) => reservation.status === 'EXPIRED'),
    previousSlotHeld:
      order.state === 'AMENDING' && confirmed !== undefined && current !== undefined && confirmed.id !== current.id,
    lineCount: evaluated.lines.length,
    hardConflicts: evaluated.totals.trolleyItemCounts.hardConflicts,
    minimumSpendThresholdMet: evaluated.totals.minimumSpendThresholdMet,
    groceryLines: evaluated.lines.length - entertainingLines,
    entertainingLines,
    hasContactAddress: (current?.addressId ?? null) !== null || (extras?.has_address ?? false),
    promoCodeProblems: evaluated.promoCodes
      .map((promo) => promoCodeProblem(promo, evaluated.totals.itemTotalPence, now))
      .filter((problem) => problem !== undefined),
    giftCards: extras?.gift_cards ?? 0,
    vouchers: extras?.vouchers ?? 0,
    totalPence: evaluated.totals.totalPence,
    authorisedPence: order.authorisedAmountPence,
    pricesChangedSinceAmend: order.state === 'AMENDING' && pricesChanged,
    linesAdjustedSinceAmend: order.state === 'AMENDING' && (extras?.branch_changes ?? 0) > 0,
  };
}
