import * as z from './zod.ts';
import { UnitOfMeasure } from './catalogue.ts';
import { Money } from './money.ts';

/** An amount in a unit of measure: a count of items (C62) or a weight. */
export const Quantity = z.object({ amount: z.number(), uom: UnitOfMeasure });
export type Quantity = z.infer<typeof Quantity>;

/** One line of a trolley (spec section 3, "Trolley item"). */
export const TrolleyItem = z.object({
  trolleyItemId: z.string(),
  lineNumber: z.string(),
  productId: z.string(),
  quantity: Quantity,
  /** What the shopper pays per `quantity.uom` (per item, or per kg for weighed goods). */
  price: Money,
  /** The line's estimated cost: see services/docs/trolley-and-orders.md for weighed goods. */
  totalPrice: Money,
  /** The shelf price and the quantity it is for (e.g. £3.50 for 1 KGM). */
  retailPrice: z.object({ price: Money, quantity: Quantity }),
  /** How much of the line is held for the shopper by a placed order; 0 until placed. */
  reservedQuantity: z.number(),
  noteToShopper: z.nullable(z.string()),
  personalisedMessage: z.nullable(z.string()),
});
export type TrolleyItem = z.infer<typeof TrolleyItem>;

export const TrolleyItemCounts = z.object({
  /** Lines that cannot be bought: the product is unavailable. */
  hardConflicts: z.number(),
  /** Entertaining lines whose notice period is longer than the time until the slot. */
  softConflicts: z.number(),
  noConflicts: z.number(),
});
export type TrolleyItemCounts = z.infer<typeof TrolleyItemCounts>;

export const TrolleyTotals = z.object({
  minimumSpendThresholdMet: z.boolean(),
  /** Sum of the lines' estimated costs. */
  itemTotalEstimatedCost: Money,
  /** Items, less promo-code savings, plus the delivery charge. */
  totalEstimatedCost: Money,
  collectionMinimumOrderValue: Money,
  deliveryMinimumOrderValue: Money,
  /** The current slot's charge (zero with no slot). */
  deliveryCharge: Money,
  /** Promo-code savings taken off the items. */
  savings: Money,
  trolleyItemCounts: TrolleyItemCounts,
});
export type TrolleyTotals = z.infer<typeof TrolleyTotals>;

export const Trolley = z.object({
  amendingOrder: z.boolean(),
  trolleyItems: z.array(TrolleyItem),
  trolleyTotals: TrolleyTotals,
});
export type Trolley = z.infer<typeof Trolley>;

/** A refusal the services report alongside (not instead of) the data. */
export const Failure = z.object({ message: z.string(), type: z.string() });
export type Failure = z.infer<typeof Failure>;

export const INSTANT_CHECKOUT_STATUSES = ['ALLOWED', 'NOT_AMENDING'] as const;
export const InstantCheckoutStatus = z.enum(INSTANT_CHECKOUT_STATUSES);
export type InstantCheckoutStatus = z.infer<typeof InstantCheckoutStatus>;

/** `getTrolley`, and every trolley mutation's answer (spec section 3, "Trolley query result"). */
export const TrolleyQueryResult = z.object({
  trolley: z.nullable(Trolley),
  failures: z.array(Failure),
  slotChangeable: z.boolean(),
  instantCheckout: InstantCheckoutStatus,
});
export type TrolleyQueryResult = z.infer<typeof TrolleyQueryResult>;

/** What the header posts to `POST /graph/live?clientType=WEB_APP&tag=<tag>`. */
export const GraphQLRequest = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(20_000)),
  variables: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  operationName: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type GraphQLRequest = z.infer<typeof GraphQLRequest>;

/** A GraphQL error; `extensions.code` is e.g. NOT_FOUND for another shopper's order. */
export const GraphQLError = z.object({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(z.object({ code: z.optional(z.string()) })),
});
export type GraphQLError = z.infer<typeof GraphQLError>;

/** A GraphQL response whose `data` has the given shape. */
export function graphQLResponse<T extends z.ZodMiniType>(data: T) {
  return z.object({ data: z.optional(z.nullable(data)), errors: z.optional(z.array(GraphQLError)) });
}

/** The order fields the trolley query reads alongside the trolley. */
export const TrolleyOrderSummary = z.object({ containsEntertainingLines: z.boolean() });

export const GetTrolleyData = z.object({
  getTrolley: z.nullable(TrolleyQueryResult),
  getOrder: z.nullable(TrolleyOrderSummary),
});
export const GetTrolleyResponse = graphQLResponse(GetTrolleyData);
export type GetTrolleyResponse = z.infer<typeof GetTrolleyResponse>;

export const CancelAmendOrderData = z.object({
  cancelAmendOrder: z.nullable(z.object({ failures: z.array(Failure) })),
});
export const CancelAmendOrderResponse = graphQLResponse(CancelAmendOrderData);
export type CancelAmendOrderResponse = z.infer<typeof CancelAmendOrderResponse>;

/** The `tag` query parameter each header call sends (spec section 7). */
export const GRAPH_TAGS = { getTrolley: 'getTrolley', cancelAmendOrder: 'cancel-amend-order' } as const;

// The documents live in a schema-free module (see graph-operations.ts); re-exported for this module's users.
export { TROLLEY_RESULT_FIELDS, GET_TROLLEY_QUERY, CANCEL_AMEND_ORDER_MUTATION } from './graph-operations.ts';
