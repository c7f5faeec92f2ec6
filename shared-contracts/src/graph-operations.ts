/**
 * The GraphQL operations the header and the host send to `POST /graph/live`,
 * each under its name with the exact text of its document. The services run
 * these documents and refuse any other text before parsing it
 * (docs/decisions/013-graphql-known-operations.md), so a client imports its
 * document from here and sends it unchanged, with `operationName`.
 * Schema-free: the header's critical JavaScript pulls no zod in with them.
 */

const MONEY_FIELDS = '{ amount currencyCode }';

/** The trolley fields every trolley query and mutation selects, so all answers parse as TrolleyQueryResult. */
export const TROLLEY_RESULT_FIELDS = `{
    trolley {
      amendingOrder
      trolleyItems {
        trolleyItemId lineNumber productId reservedQuantity noteToShopper personalisedMessage
        quantity { amount uom }
        price ${MONEY_FIELDS}
        totalPrice ${MONEY_FIELDS}
        retailPrice { price ${MONEY_FIELDS} quantity { amount uom } }
      }
      trolleyTotals {
        minimumSpendThresholdMet
        itemTotalEstimatedCost ${MONEY_FIELDS}
        totalEstimatedCost ${MONEY_FIELDS}
        collectionMinimumOrderValue ${MONEY_FIELDS}
        deliveryMinimumOrderValue ${MONEY_FIELDS}
        deliveryCharge ${MONEY_FIELDS}
        savings ${MONEY_FIELDS}
        trolleyItemCounts { hardConflicts softConflicts noConflicts }
      }
    }
    failures { message type }
    slotChangeable
    instantCheckout
  }`;

/**
 * The trolley query the header and the host post (tag getTrolley), so the
 * browser needs no GraphQL library. Variables: `trolleyQueryOrderId`
 * (required) and `orderQueryOrderId` (optional; the order's summary is null
 * without it).
 */
export const GET_TROLLEY_QUERY = `query getTrolley($trolleyQueryOrderId: ID!, $orderQueryOrderId: String) {
  getTrolley(orderId: $trolleyQueryOrderId) ${TROLLEY_RESULT_FIELDS}
  getOrder(orderId: $orderQueryOrderId) { containsEntertainingLines }
}`;

/** Discards an amend (the header, tag cancel-amend-order). Variable: `customerOrderId`. */
export const CANCEL_AMEND_ORDER_MUTATION = `mutation cancelAmendOrder($customerOrderId: ID!) {
  cancelAmendOrder(customerOrderId: $customerOrderId) { failures { message type } }
}`;

/** Adds to a line, or a new line (the host's product pages). Variables: `customerOrderId`, `productId`, `quantity`. */
export const ADD_ITEM_TO_TROLLEY_MUTATION = `mutation addItemToTrolley($customerOrderId: ID!, $productId: ID!, $quantity: QuantityInput!) {
  addItemToTrolley(customerOrderId: $customerOrderId, productId: $productId, quantity: $quantity) ${TROLLEY_RESULT_FIELDS}
}`;

/** Sets a line's quantity, 0 removing it (the host's trolley page). Variables: `customerOrderId`, `trolleyItemId`, `quantity`. */
export const UPDATE_ITEM_QUANTITY_MUTATION = `mutation updateItemQuantity($customerOrderId: ID!, $trolleyItemId: ID!, $quantity: QuantityInput!) {
  updateItemQuantity(customerOrderId: $customerOrderId, trolleyItemId: $trolleyItemId, quantity: $quantity) ${TROLLEY_RESULT_FIELDS}
}`;

/** Removes a line (the host's trolley page). Variables: `customerOrderId`, `trolleyItemId`. */
export const REMOVE_ITEM_FROM_TROLLEY_MUTATION = `mutation removeItemFromTrolley($customerOrderId: ID!, $trolleyItemId: ID!) {
  removeItemFromTrolley(customerOrderId: $customerOrderId, trolleyItemId: $trolleyItemId) ${TROLLEY_RESULT_FIELDS}
}`;

/**
 * Every operation a client sends, by the name its document gives it. A new
 * call adds its document here, or the services refuse it.
 */
export const GRAPH_OPERATIONS = {
  getTrolley: GET_TROLLEY_QUERY,
  cancelAmendOrder: CANCEL_AMEND_ORDER_MUTATION,
  addItemToTrolley: ADD_ITEM_TO_TROLLEY_MUTATION,
  updateItemQuantity: UPDATE_ITEM_QUANTITY_MUTATION,
  removeItemFromTrolley: REMOVE_ITEM_FROM_TROLLEY_MUTATION,
} as const satisfies Readonly<Record<string, string>>;

export type GraphOperationName = keyof typeof GRAPH_OPERATIONS;
