/**
 * Test support: fakes the services at `fetch`, one handler per endpoint, so
 * component tests drive the pages through the same calls the browser makes.
 * Never imported by the app.
 */
import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import type {
  InstantCheckoutStatus,
  Order,
  ProductSearchResponse,
  ProductSummary,
  SlotReservation,
  TrolleyItem,
  TrolleyQueryResult,
  TrolleyTotals,
  UnitOfMeasure,
} from '@grocer/shared-contracts/domain';
import { fakeNetwork, json, type FakeHandler, type FakeHandlers } from '../../../../test-support/fake-network.ts';
import { resetShopperSession } from '../shopper-session.ts';

export {
  json,
  never,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
} from '../../../../test-support/fake-network.ts';

const signedOut = () => json({ error: 'unauthenticated', message: 'No token session' }, 401);
const TOKEN_ENDPOINT = 'POST /v1/auth/token';

function setIndicatorCookie(present: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_SESSION_COOKIE}=true; path=/${present ? '' : '; max-age=0'}`;
}

/**
 * The services at `fetch`, one handler per endpoint (see fakeNetwork). Each fake network is a new
 * page load in a browser whose cookies say whether it has a token session: with a handler for the
 * token endpoint (see `tokenSession`), the indicator cookie is set and the page asks; without
 * one, it is not, and the endpoint would answer 401.
 */
export function fakeServices(handlers: FakeHandlers) {
  setIndicatorCookie(handlers[TOKEN_ENDPOINT] !== undefined);
  resetShopperSession();
  return fakeNetwork({ [TOKEN_ENDPOINT]: signedOut, ...handlers });
}

let nextLine = 100100;

export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  nextLine += 1;
  const id = `${nextLine}-000000-000000`;
  return {
    id,
    lineNumber: String(nextLine),
    name: `Fernleaf Whole Milk ${nextLine}`,
    brand: 'Fernleaf',
    size: '2 pints',
    price: { amount: 1.45, currencyCode: 'GBP' },
    uom: 'C62',
    averageQuantity: 1,
    estimatedPrice: { amount: 1.45, currencyCode: 'GBP' },
    unitPriceText: '64p/litre',
    promotion: null,
    available: true,
    serviceType: 'GROCERY',
    noticeDays: 0,
    imageUrl: `/images/products/${id}.svg`,
    categoryPath: [{ id: '10051', name: 'Groceries' }],
    ...overrides,
  };
}

/** A search answer for a term: `count` products starting at `start`, out of `totalMatches`. */
export function searchAnswer(
  searchTerm: string,
  products: readonly ProductSummary[],
  { totalMatches = products.length, start = 0, matchedAllTerms = true } = {},
): ProductSearchResponse {
  return { products: [...products], totalMatches, start, size: 48, searchTerm, terms: [searchTerm], matchedAllTerms };
}

/** What the services answer to addItemToTrolley: the whole trolley after the change. */
export function trolleyAnswer(lines: readonly { productId: string; amount: number }[], failures: unknown[] = []) {
  const money = { amount: 1, currencyCode: 'GBP' };
  return {
    data: {
      addItemToTrolley: {
        trolley: {
          amendingOrder: false,
          trolleyItems: lines.map((line, index) => ({
            trolleyItemId: `T-${index}`,
            lineNumber: line.productId.slice(0, 6),
            productId: line.productId,
            quantity: { amount: line.amount, uom: 'C62' },
            price: money,
            totalPrice: money,
            retailPrice: { price: money, quantity: { amount: 1, uom: 'C62' } },
            reservedQuantity: 0,
            noteToShopper: null,
            personalisedMessage: null,
          })),
          trolleyTotals: {
            minimumSpendThresholdMet: false,
            itemTotalEstimatedCost: money,
            totalEstimatedCost: money,
            collectionMinimumOrderValue: money,
            deliveryMinimumOrderValue: money,
            deliveryCharge: money,
            savings: money,
            trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: lines.length },
          },
        },
        failures,
        slotChangeable: true,
        instantCheckout: 'NOT_AMENDING',
      },
    },
  };
}

export const shoppingContext = {
  customerId: 'C-1102',
  customerOrderId: '9100002',
  customerOrderState: 'PENDING',
  defaultBranchId: '651',
};

export const TEST_TOKEN = 'test-token-0123456789abcdef';

/** The token endpoint's answer (and sign-in's) for a signed-in shopper. */
export function tokenAnswer(token = TEST_TOKEN, overrides: Record<string, unknown> = {}) {
  return {
    token,
    tokenType: 'Bearer',
    expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
    customerId: 'C-1102',
    isSignedOnAsCustomer: false,
    role: 'customer',
    ...overrides,
  };
}

/** Handlers for a browser holding the token-session cookies: spread them into `fakeServices`. */
export function tokenSession(token = TEST_TOKEN): Record<string, FakeHandler> {
  return {
    [TOKEN_ENDPOINT]: ({ credentials }) => (credentials === 'include' ? json(tokenAnswer(token)) : signedOut()),
  };
}

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

type LineSpec = { readonly product: ProductSummary; readonly amount: number; readonly uom?: UnitOfMeasure };

/** A trolley line for a product, priced at its catalogue price. */
export function trolleyLine({ product: item, amount, uom = 'C62' }: LineSpec): TrolleyItem {
  const price = item.price.amount;
  return {
    trolleyItemId: `T-${item.lineNumber}`,
    lineNumber: item.lineNumber,
    productId: item.id,
    quantity: { amount, uom },
    price: gbp(price),
    totalPrice: gbp(Math.round(price * amount * 100) / 100),
    retailPrice: { price: gbp(price), quantity: { amount: 1, uom } },
    reservedQuantity: 0,
    noteToShopper: null,
    personalisedMessage: null,
  };
}

export type TrolleySpec = {
  readonly lines?: readonly LineSpec[];
  readonly amendingOrder?: boolean;
  readonly instantCheckout?: InstantCheckoutStatus;
  readonly failures?: readonly { type: string; message: string }[];
  /** Defaults: the totals of the lines, delivery £4.50, met when the items reach £40. */
  readonly totals?: Partial<TrolleyTotals>;
};

/** A whole TrolleyQueryResult, as getTrolley and every trolley mutation answer it. */
export function trolleyResult({
  lines = [],
  amendingOrder = false,
  instantCheckout = amendingOrder ? 'ALLOWED' : 'NOT_AMENDING',
  failures = [],
  totals = {},
}: TrolleySpec = {}): TrolleyQueryResult {
  const items = lines.map((line) => trolleyLine(line));
  const itemTotal = Math.round(items.reduce((sum, item) => sum + item.totalPrice.amount * 100, 0)) / 100;
  const hardConflicts = lines.filter((line) => !line.product.available).length;
  const deliveryCharge = totals.deliveryCharge?.amount ?? 4.5;
  return {
    trolley: {
      amendingOrder,
      trolleyItems: items,
      trolleyTotals: {
        minimumSpendThresholdMet: itemTotal >= 40,
        itemTotalEstimatedCost: gbp(itemTotal),
        totalEstimatedCost: gbp(Math.round((itemTotal + deliveryCharge) * 100) / 100),
        collectionMinimumOrderValue: gbp(25),
        deliveryMinimumOrderValue: gbp(40),
        deliveryCharge: gbp(deliveryCharge),
        savings: gbp(0),
        trolleyItemCounts: { hardConflicts, softConflicts: 0, noConflicts: lines.length - hardConflicts },
        ...totals,
      },
    },
    failures: [...failures],
    slotChangeable: true,
    instantCheckout,
  };
}

/** A GraphQL answer: `{ data: { [field]: result } }`. */
export const graphAnswer = (field: string, result: unknown) => json({ data: { [field]: result } });

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.UTC(2031, 2, 3 + days, hour));
  return date.toISOString();
};

/** A held delivery slot (UNCONFIRMED) for the test order, on Wednesday 5 March 2031, 10am to 11am London time. */
export function reservation(overrides: Partial<SlotReservation> = {}): SlotReservation {
  return {
    id: 'SR-9100002-203103051000',
    status: 'UNCONFIRMED',
    customerOrderId: shoppingContext.customerOrderId,
    slotId: 'S-651-D-203103051000',
    addressId: 'A-1102',
    branchId: '651',
    slotType: 'DELIVERY',
    startDateTime: inDays(2, 10),
    endDateTime: inDays(2, 11),
    amendOrderCutoffDateTime: inDays(1, 23),
    expiryDateTime: '2099-01-01T00:00:00.000Z',
    deliveryCharge: gbp(4.5),
    ...overrides,
  };
}

/** GET /slot-reservations for the test order. */
export const reservationsAnswer = (reservations: readonly SlotReservation[]) =>
  json({ customerOrderId: shoppingContext.customerOrderId, slotReservations: reservations });

/** An order as GET /v1/orders/{id} and placing answer it. */
export function order(overrides: Partial<Order> = {}): Order {
  const slot = reservation();
  return {
    customerOrderId: shoppingContext.customerOrderId,
    customerId: shoppingContext.customerId,
    state: 'PENDING',
    containsEntertainingLines: false,
    orderLines: [],
    slots: [
      {
        slotReservationId: slot.id,
        status: slot.status,
        slotType: slot.slotType,
        branchId: slot.branchId,
        addressId: slot.addressId,
        startDateTime: slot.startDateTime,
        endDateTime: slot.endDateTime,
        amendOrderCutoffDateTime: slot.amendOrderCutoffDateTime,
      },
    ],
    totals: { estimated: { items: gbp(46.2), savings: gbp(0), deliveryCharge: gbp(4.5), total: gbp(50.7) } },
    placedAt: null,
    slotChangeable: true,
    amendable: false,
    ...overrides,
  };
}
