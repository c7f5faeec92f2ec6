import * as z from './zod.ts';

export const ORDER_STATES = [
  'AMENDING',
  'CANCELLED',
  'COMPLETED',
  'FULFIL',
  'PAID',
  'PAYMENT_FAILED',
  'PENDING',
  'PICKED',
  'PLACED',
  'REFUND_PENDING',
] as const;

export const OrderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderState>;

/** GET /v1/shopping-context: who is shopping, on which order, from which branch. */
export const ShoppingContext = z.object({
  customerId: z.string(),
  customerOrderId: z.string(),
  customerOrderState: z.nullable(OrderState),
  defaultBranchId: z.string(),
});
export type ShoppingContext = z.infer<typeof ShoppingContext>;

/** What the header uses when the shopping context cannot be loaded (spec section 8). */
export const EMPTY_SHOPPING_CONTEXT: ShoppingContext = Object.freeze({
  customerId: '',
  customerOrderId: '',
  customerOrderState: null,
  defaultBranchId: '',
});
