import type { Failure, UnitOfMeasure } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../db/database.ts';
import { recordOrderEvent } from '../order-records/order-events.ts';
import { isTrolleyEditable } from '../order-records/order-states.ts';
import type { OrderRow } from '../order-records/own-order.ts';
import { MAX_TROLLEY_LINES, quantityProblem } from './quantity-rules.ts';
import { PRODUCT_COLUMNS, type ProductRow, toLineProduct } from './trolley-lines.ts';

/** Notes to the shopper and personalised messages: short, single-line text. */
export const MAX_NOTE_LENGTH = 100;

export type TrolleyChange =
  | {
      readonly kind: 'add';
      readonly productId: string;
      readonly quantity: { amount: number; uom: UnitOfMeasure };
      readonly noteToShopper?: string | null | undefined;
      readonly personalisedMessage?: string | null | undefined;
    }
  | {
      readonly kind: 'update-quantity';
      readonly trolleyItemId: string;
      readonly quantity: { amount: number; uom: UnitOfMeasure };
    }
  | { readonly kind: 'remove'; readonly trolleyItemId: string }
  | { readonly kind: 'set-note'; readonly trolleyItemId: string; readonly noteToShopper: string | null };

type ChangeContext = { readonly order: OrderRow; readonly actorId: string; readonly now: Date };

/**
 * Applies one change to a trolley whose order row the caller has locked
 * (so concurrent changes to one trolley queue, and totals stay consistent).
 * Returns the refusals; an empty list means the change was made.
 */
export async function applyTrolleyChange(
  tx: Queryable,
  change: TrolleyChange,
  context: ChangeContext,
): Promise<Failure[]> {
  if (!isTrolleyEditable(context.order.state)) {
    return [
      {
        type: 'ORDER_NOT_EDITABLE',
        message: `This order is ${context.order.state}: only a trolley being built or amended can change.`,
      },
    ];
  }
  switch (change.kind) {
    case 'add':
      return addItem(tx, change, context);
    case 'update-quantity':
      return change.quantity.amount === 0
        ? removeItem(tx, change.trolleyItemId, context)
        : updateQuantity(tx, change.trolleyItemId, change.quantity, context);
    case 'remove':
      return removeItem(tx, change.trolleyItemId, context);
    case 'set-note':
      return setNote(tx, change.trolleyItemId, change.noteToShopper, context);
  }
}

const itemNotFound = (trolleyItemId: string): Failure[] => [
  { type: 'ITEM_NOT_FOUND', message: `There is no item ${trolleyItemId.slice(0, 20)} in this trolley.` },
];

/** Trims a note; blank means none. Control characters would break the picker's label printer. */
function cleanNote(text: string | null | undefined): { value: string | null } | Failure {
  if (text === null || text === undefined) return { value: null };
  const cleaned = text.replace(/\p{Cc}+/gu, ' ').trim();
  if (cleaned.length > MAX_NOTE_LENGTH) {
    return { type: 'NOTE_TOO_LONG', message: `Notes can be at most ${MAX_NOTE_LENGTH} characters.` };
  }
  return { value: cleaned === '' ? null : cleaned };
}

async function findProduct(tx: Queryable, productId: string) {
  const [row] = await tx.query<ProductRow>(
    `select p.id, p.line_number, ${PRODUCT_COLUMNS} from products p where p.id = $1`,
    [productId],
  );
  return row && toLineProduct(row);
}

async function addItem(
  tx: Queryable,
  change: Extract<TrolleyChange, { kind: 'add' }>,
  { order, actorId, now }: ChangeContext,
): Promise<Failure[]> {
  const product = await findProduct(tx, change.productId);
  if (!product)
    return [{ type: 'PRODUCT_NOT_FOUND', message: `There is no product ${change.productId.slice(0, 40)}.` }];
  if (!product.available)
    return [{ type: 'PRODUCT_UNAVAILABLE', message: 'This product is not available at the moment.' }];
  const note = cleanNote(change.noteToShopper);
  if ('type' in note) return [note];
  const message = cleanNote(change.personalisedMessage);
  if ('type' in message) return [message];

  const [existing] = await tx.query<{
    trolley_item_id: string;
    quantity_amount: string | number;
    quantity_uom: string;
  }>(
    'select trolley_item_id, quantity_amount, quantity_uom from trolley_items where customer_order_id = $1 and product_id = $2',
    [order.customerOrderId, product.id],
  );
  if (existing && existing.quantity_uom !== change.quantity.uom) {
    return [
      {
        type: 'UOM_MISMATCH',
        message: `This product is already in your trolley in ${existing.quantity_uom}; change that line's quantity instead.`,
      },
    ];
  }
  // An add only adds: a negative or zero amount is refused on its own, before it could lower a line.
  const added = quantityProblem(product, change.quantity);
  if (added) return [added];
  const amount = roundQuantity(Number(existing?.quantity_amount ?? 0) + change.quantity.amount);
  const problem = quantityProblem(product, { amount, uom: change.quantity.uom });
  if (problem) return [problem];

  if (existing) {
    await tx.query(
      `update trolley_items set quantity_amount = $2, updated_at = $3,
         note_to_shopper = coalesce($4, note_to_shopper), personalised_message = coalesce($5, personalised_message)
       where trolley_item_id = $1`,
      [existing.trolley_item_id, amount, now, note.value, message.value],
    );
  } else {
    const [{ lines } = { lines: 0 }] = await tx.query<{ lines: number }>(
      'select count(*)::int as lines from trolley_items where customer_order_id = $1',
      [order.customerOrderId],
    );
    if (lines >= MAX_TROLLEY_LINES) {
      return [{ type: 'TROLLEY_FULL', message: `A trolley can hold at most ${MAX_TROLLEY_LINES} different items.` }];
    }
    await tx.query(
      `insert into trolley_items (customer_order_id, product_id, line_number, quantity_amount, quantity_uom,
         note_to_shopper, personalised_message, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        order.customerOrderId,
        product.id,
        product.lineNumber,
        amount,
        change.quantity.uom,
        note.value,
        message.value,
        now,
      ],
    );
  }
  await recordOrderEvent(tx, {
    customerOrderId: order.customerOrderId,
    event: 'ITEM_ADDED',
    actorId,
    detail: { productId: product.id, amount: change.quantity.amount, uom: change.quantity.uom },
    at: now,
  });
  return [];
}

/** Quantities are stored to the gram (three decimals); sums of floats must not drift past that. */
const roundQuantity = (amount: number): number => Math.round(amount * 1000) / 1000;

async function lineOf(tx: Queryable, customerOrderId: string, trolleyItemId: string) {
  if (!/^\d{1,18}$/.test(trolleyItemId)) return undefined;
  const [row] = await tx.query<ProductRow & { trolley_item_id: string }>(
    `select t.trolley_item_id, p.id, p.line_number, ${PRODUCT_COLUMNS}
     from trolley_items t join products p on p.id = t.product_id
     where t.customer_order_id = $1 and t.trolley_item_id = $2`,
    [customerOrderId, trolleyItemId],
  );
  return row && toLineProduct(row);
}

async function updateQuantity(
  tx: Queryable,
  trolleyItemId: string,
  quantity: { amount: number; uom: UnitOfMeasure },
  { order, actorId, now }: ChangeContext,
): Promise<Failure[]> {
  const product = await lineOf(tx, order.customerOrderId, trolleyItemId);
  if (!product) return itemNotFound(trolleyItemId);
  const problem = quantityProblem(product, quantity);
  if (problem) return [problem];
  await tx.query(
    'update trolley_items set quantity_amount = $2, quantity_uom = $3, updated_at = $4 where trolley_item_id = $1',
    [trolleyItemId, quantity.amount, quantity.uom, now],
  );
  await recordOrderEvent(tx, {
    customerOrderId: order.customerOrderId,
    event: 'ITEM_UPDATED',
    actorId,
    detail: { productId: product.id, amount: quantity.amount, uom: quantity.uom },
    at: now,
  });
  return [];
}

async function removeItem(
  tx: Queryable,
  trolleyItemId: string,
  { order, actorId, now }: ChangeContext,
): Promise<Failure[]> {
  const product = await lineOf(tx, order.customerOrderId, trolleyItemId);
  if (!product) return itemNotFound(trolleyItemId);
  await tx.query('delete from trolley_items where trolley_item_id = $1', [trolleyItemId]);
  await recordOrderEvent(tx, {
    customerOrderId: order.customerOrderId,
    event: 'ITEM_REMOVED',
    actorId,
    detail: { productId: product.id },
    at: now,
  });
  return [];
}

async function setNote(
  tx: Queryable,
  trolleyItemId: string,
  text: string | null,
  { order, actorId, now }: ChangeContext,
): Promise<Failure[]> {
  const product = await lineOf(tx, order.customerOrderId, trolleyItemId);
  if (!product) return itemNotFound(trolleyItemId);
  const note = cleanNote(text);
  if ('type' in note) return [note];
  await tx.query('update trolley_items set note_to_shopper = $2, updated_at = $3 where trolley_item_id = $1', [
    trolleyItemId,
    note.value,
    now,
  ]);
  await recordOrderEvent(tx, {
    customerOrderId: order.customerOrderId,
    event: 'NOTE_SET',
    actorId,
    detail: { productId: product.id },
    at: now,
  });
  return [];
}
