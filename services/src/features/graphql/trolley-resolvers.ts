import { cancelAmendOrder } from '../orders/cancel-amend.ts';
import { orderSummary } from '../orders/order-summary.ts';
import { changeTrolley, readTrolley } from '../trolley/trolley-service.ts';
import { GraphArguments, parseArguments } from './graph-arguments.ts';
import type { GraphContext } from './graph-context.ts';

/** Root resolvers: each checks its arguments, then asks the feature that owns the rule. */
export const trolleyRootValue = {
  getTrolley: (args: unknown, { db, now, shopper }: GraphContext) => {
    const { orderId } = parseArguments(GraphArguments.getTrolley, args);
    return readTrolley(db, shopper, orderId, now);
  },

  getOrder: (args: unknown, { db, shopper }: GraphContext) => {
    const { orderId } = parseArguments(GraphArguments.getOrder, args);
    return orderId ? orderSummary(db, shopper.customerId, orderId) : null;
  },

  cancelAmendOrder: (args: unknown, { db, now, shopper }: GraphContext) => {
    const { customerOrderId } = parseArguments(GraphArguments.cancelAmendOrder, args);
    return cancelAmendOrder(db, shopper, customerOrderId, now);
  },

  addItemToTrolley: (args: unknown, { db, now, shopper }: GraphContext) => {
    const input = parseArguments(GraphArguments.addItemToTrolley, args);
    return changeTrolley(
      db,
      shopper,
      input.customerOrderId,
      {
        kind: 'add',
        productId: input.productId,
        quantity: input.quantity,
        noteToShopper: input.noteToShopper,
        personalisedMessage: input.personalisedMessage,
      },
      now,
    );
  },

  updateItemQuantity: (args: unknown, { db, now, shopper }: GraphContext) => {
    const input = parseArguments(GraphArguments.updateItemQuantity, args);
    return changeTrolley(
      db,
      shopper,
      input.customerOrderId,
      { kind: 'update-quantity', trolleyItemId: input.trolleyItemId, quantity: input.quantity },
      now,
    );
  },

  removeItemFromTrolley: (args: unknown, { db, now, shopper }: GraphContext) => {
    const input = parseArguments(GraphArguments.removeItemFromTrolley, args);
    return changeTrolley(
      db,
      shopper,
      input.customerOrderId,
      { kind: 'remove', trolleyItemId: input.trolleyItemId },
      now,
    );
  },

  setNoteToShopper: (args: unknown, { db, now, shopper }: GraphContext) => {
    const input = parseArguments(GraphArguments.setNoteToShopper, args);
    return changeTrolley(
      db,
      shopper,
      input.customerOrderId,
      { kind: 'set-note', trolleyItemId: input.trolleyItemId, noteToShopper: input.noteToShopper ?? null },
      now,
    );
  },
};
