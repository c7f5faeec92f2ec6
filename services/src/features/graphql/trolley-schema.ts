import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The trolley graph (spec sections 3 and 7). Results are nullable so a refused
 * field (another shopper's order: NOT_FOUND) nulls only itself.
 */
export const TROLLEY_SDL = /* GraphQL */ `
  enum UnitOfMeasure {
    C62
    KGM
    GRM
    LBR
  }

  enum InstantCheckout {
    ALLOWED
    NOT_AMENDING
  }

  type Money {
    amount: Float!
    currencyCode: String!
  }

  type Quantity {
    amount: Float!
    uom: UnitOfMeasure!
  }

  type RetailPrice {
    price: Money!
    quantity: Quantity!
  }

  type TrolleyItem {
    trolleyItemId: ID!
    lineNumber: String!
    productId: String!
    quantity: Quantity!
    price: Money!
    totalPrice: Money!
    retailPrice: RetailPrice!
    reservedQuantity: Float!
    noteToShopper: String
    personalisedMessage: String
  }

  type TrolleyItemCounts {
    hardConflicts: Int!
    softConflicts: Int!
    noConflicts: Int!
  }

  type TrolleyTotals {
    minimumSpendThresholdMet: Boolean!
    itemTotalEstimatedCost: Money!
    totalEstimatedCost: Money!
    collectionMinimumOrderValue: Money!
    deliveryMinimumOrderValue: Money!
    deliveryCharge: Money!
    savings: Money!
    trolleyItemCounts: TrolleyItemCounts!
  }

  type Trolley {
    amendingOrder: Boolean!
    trolleyItems: [TrolleyItem!]!
    trolleyTotals: TrolleyTotals!
  }

  type Failure {
    message: String!
    type: String!
  }

  type TrolleyQueryResult {
    trolley: Trolley
    failures: [Failure!]!
    slotChangeable: Boolean!
    instantCheckout: InstantCheckout!
  }

  type OrderSummary {
    customerOrderId: ID!
    state: String!
    containsEntertainingLines: Boolean!
  }

  type CancelAmendOrderResult {
    failures: [Failure!]!
  }

  input QuantityInput {
    amount: Float!
    uom: UnitOfMeasure!
  }

  type Query {
    getTrolley(orderId: ID!): TrolleyQueryResult
    "Null when no order id is given."
    getOrder(orderId: String): OrderSummary
  }

  type Mutation {
    cancelAmendOrder(customerOrderId: ID!): CancelAmendOrderResult
    addItemToTrolley(
      customerOrderId: ID!
      productId: ID!
      quantity: QuantityInput!
      noteToShopper: String
      personalisedMessage: String
    ): TrolleyQueryResult
    "A quantity of 0 removes the item."
    updateItemQuantity(customerOrderId: ID!, trolleyItemId: ID!, quantity: QuantityInput!): TrolleyQueryResult
    removeItemFromTrolley(customerOrderId: ID!, trolleyItemId: ID!): TrolleyQueryResult
    "A null or blank note clears it."
    setNoteToShopper(customerOrderId: ID!, trolleyItemId: ID!, noteToShopper: String): TrolleyQueryResult
  }
`;

export const trolleySchema: GraphQLSchema = buildSchema(TROLLEY_SDL);
