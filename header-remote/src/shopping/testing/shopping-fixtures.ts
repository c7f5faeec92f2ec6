import { summariseTrolley } from '@grocer/shared-contracts/domain';
import type {
  Address,
  Branch,
  HeaderInitialState,
  Money,
  ShoppingContext,
  SlotReservation,
  TokenSessionResponse,
  TrolleyItem,
  TrolleyQueryResult,
  TrolleyTotals,
} from '@grocer/shared-contracts/domain';

/** Sample answers for tests and stories, shaped exactly like the services' (the contract schemas parse them). */
export const gbp = (amount: number): Money => ({ amount, currencyCode: 'GBP' });

export const sampleTokenSession = (overrides: Partial<TokenSessionResponse> = {}): TokenSessionResponse => ({
  token: 'sample-token-0123456789abcdef',
  tokenType: 'Bearer',
  expiresAt: '2030-01-01T00:00:00.000Z',
  customerId: 'C-1101',
  isSignedOnAsCustomer: false,
  role: 'customer',
  ...overrides,
});

export const sampleContext = (overrides: Partial<ShoppingContext> = {}): ShoppingContext => ({
  customerId: 'C-1101',
  customerOrderId: '9100001',
  customerOrderState: 'PENDING',
  defaultBranchId: '651',
  ...overrides,
});

export function sampleItem(index: number, overrides: Partial<TrolleyItem> = {}): TrolleyItem {
  return {
    trolleyItemId: `TI-${index}`,
    lineNumber: String(100 + index),
    productId: `P-${index}`,
    quantity: { amount: 1, uom: 'C62' },
    price: gbp(2.5),
    totalPrice: gbp(2.5),
    retailPrice: { price: gbp(2.5), quantity: { amount: 1, uom: 'C62' } },
    reservedQuantity: 0,
    noteToShopper: null,
    personalisedMessage: null,
    ...overrides,
  };
}

export function sampleTotals(overrides: Partial<TrolleyTotals> = {}): TrolleyTotals {
  return {
    minimumSpendThresholdMet: true,
    itemTotalEstimatedCost: gbp(42.5),
    totalEstimatedCost: gbp(46.5),
    collectionMinimumOrderValue: gbp(25),
    deliveryMinimumOrderValue: gbp(40),
    deliveryCharge: gbp(4),
    savings: gbp(0),
    trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 3 },
    ...overrides,
  };
}

/** A trolley of `count` lines (the header counts lines' quantities: see the trolley summary). */
export function sampleTrolleyResult({
  count = 3,
  total = 46.5,
  amending = false,
  totals = {},
  instantCheckout = 'NOT_AMENDING',
  slotChangeable = true,
}: {
  count?: number;
  total?: number;
  amending?: boolean;
  totals?: Partial<TrolleyTotals>;
  instantCheckout?: TrolleyQueryResult['instantCheckout'];
  slotChangeable?: boolean;
} = {}): TrolleyQueryResult {
  return {
    trolley: {
      amendingOrder: amending,
      trolleyItems: Array.from({ length: count }, (_, index) => sampleItem(index)),
      trolleyTotals: sampleTotals({
        totalEstimatedCost: gbp(total),
        trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: count },
        ...totals,
      }),
    },
    failures: [],
    slotChangeable,
    instantCheckout,
  };
}

export const sampleReservation = (overrides: Partial<SlotReservation> = {}): SlotReservation => ({
  id: 'SR-9100001-1',
  status: 'UNCONFIRMED',
  customerOrderId: '9100001',
  slotId: 'S-651-DELIVERY-202603050900',
  addressId: 'A-1101',
  branchId: '651',
  slotType: 'DELIVERY',
  startDateTime: '2026-03-05T09:00:00.000Z',
  endDateTime: '2026-03-05T10:00:00.000Z',
  amendOrderCutoffDateTime: '2026-03-04T23:30:00.000Z',
  expiryDateTime: '2030-01-01T00:00:00.000Z',
  deliveryCharge: gbp(4.5),
  ...overrides,
});

export const sampleAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 'A-1101',
  name: 'Home',
  line1: '12 Kew Road',
  line2: '',
  town: 'Richmond',
  region: 'Surrey',
  postalCode: 'TW9 2NA',
  ...overrides,
});

export const sampleBranch = (overrides: Partial<Branch> = {}): Branch => ({
  id: '651',
  name: 'Richmond',
  contactDetails: { address1: '1 George Street', postcode: 'TW9 1HY', city: 'Richmond', phone: '020 7946 0001' },
  slotTypes: ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'],
  ...overrides,
});

/** The header's state for a whole trolley the browser loaded: its summary and its lines. */
export const loadedTrolley = (
  result: TrolleyQueryResult = sampleTrolleyResult(),
  { containsEntertainingLines = false, updating = false } = {},
) =>
  ({
    status: 'loaded',
    summary: summariseTrolley(result, containsEntertainingLines),
    lines: result.trolley?.trolleyItems ?? [],
    updating,
  }) as const;

/** What the server sends for a signed-in shopper when every call answered in time (a booked slot; the trolley amending or not). */
export const sampleSignedInServerState = ({ amending = false } = {}): HeaderInitialState => ({
  auth: {
    status: 'signed-in',
    hasTokenSession: true,
    customerId: 'C-1101',
    isSignedOnAsCustomer: false,
  },
  context: sampleContext(),
  trolley: { status: 'loaded', summary: summariseTrolley(sampleTrolleyResult({ amending }), false) },
  slot: { status: 'booked', reservation: sampleReservation(), address: sampleAddress(), branch: sampleBranch() },
  complete: true,
});
