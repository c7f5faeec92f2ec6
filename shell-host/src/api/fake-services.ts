/**
 * Test support: fakes the services at `fetch`, one handler per endpoint, so
 * component tests drive the pages through the same calls the browser makes.
 * Never imported by the app.
 */
import type { ProductSearchResponse, ProductSummary } from '@grocer/shared-contracts';

export type FakeRequest = {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
};
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers "METHOD /path" from the handlers (404 otherwise) and records every request. */
export function fakeServices(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : json({ error: 'not_found', message: 'No fake for this call' }, 404);
  };
  return { fetch, requests, calls: (path: string) => requests.filter((request) => request.url.pathname === path) };
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

/** Signs a shopper in for a test, as the login page would. */
export function storeTestSession(token = 'test-token-0123456789abcdef'): void {
  sessionStorage.setItem(
    'fernleaf-shell-session',
    JSON.stringify({ token, customerId: 'C-1102', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
  );
}
