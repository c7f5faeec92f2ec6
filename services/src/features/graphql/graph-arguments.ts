import { UnitOfMeasure } from '@grocer/shared-contracts/domain';
import * as z from 'zod/mini';
import { badUserInput } from './graph-errors.ts';

const OrderId = z.string().check(z.minLength(1), z.maxLength(40, { abort: true }), z.regex(/^[A-Za-z0-9-]+$/));
const ItemId = z.string().check(z.minLength(1), z.maxLength(20));
const Note = z.nullable(z.optional(z.string().check(z.maxLength(1000))));
const QuantityInput = z.object({
  amount: z.number().check(z.refine(Number.isFinite, 'must be a finite number')),
  uom: UnitOfMeasure,
});

/** Resolver arguments, checked past what the GraphQL types say (lengths, id shapes). */
export const GraphArguments = {
  getTrolley: z.object({ orderId: OrderId }),
  getOrder: z.object({ orderId: z.nullable(z.optional(OrderId)) }),
  cancelAmendOrder: z.object({ customerOrderId: OrderId }),
  addItemToTrolley: z.object({
    customerOrderId: OrderId,
    productId: z.string().check(z.minLength(1), z.maxLength(40)),
    quantity: QuantityInput,
    noteToShopper: Note,
    personalisedMessage: Note,
  }),
  updateItemQuantity: z.object({ customerOrderId: OrderId, trolleyItemId: ItemId, quantity: QuantityInput }),
  removeItemFromTrolley: z.object({ customerOrderId: OrderId, trolleyItemId: ItemId }),
  setNoteToShopper: z.object({ customerOrderId: OrderId, trolleyItemId: ItemId, noteToShopper: Note }),
} as const;

/** Parses a resolver's arguments; a mismatch is a BAD_USER_INPUT error naming the argument. */
export function parseArguments<S extends z.ZodMiniType>(schema: S, args: unknown): z.infer<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data as z.infer<S>;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw badUserInput(`Invalid arguments: ${problems.join('; ')}`);
}
