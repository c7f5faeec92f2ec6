/**
 * A fake trolley at the network, for the trolley page's tests and stories:
 * the shopping context, the order's slot reservations, the products and the
 * GraphQL trolley, which changes as the mutations say. Never imported by the app.
 */
import type { Failure, ProductSummary, SlotReservation } from '@grocer/shared-contracts/domain';
import {
  graphAnswer,
  json,
  reservation,
  reservationsAnswer,
  shoppingContext,
  trolleyResult,
  type FakeHandler,
  type TrolleySpec,
} from '../../../api/testing/fake-services.ts';

type Line = NonNullable<TrolleySpec['lines']>[number];

export type FakeTrolley = Omit<TrolleySpec, 'lines' | 'failures'> & {
  readonly lines?: readonly Line[];
  /** The current slot; none when null. Default: a held delivery slot. */
  readonly reservation?: SlotReservation | null;
  /** Refuse a change, as the services do, with a failure in the answer. */
  readonly refuse?: (variables: Record<string, unknown>) => Failure | undefined;
};

type GraphBody = { readonly query: string; readonly variables: Record<string, unknown> };

export function fakeTrolley({ lines = [], reservation: slot = reservation(), refuse, ...rest }: FakeTrolley = {}) {
  let current = [...lines];
  const answer = (field: string, failures: readonly Failure[] = []) =>
    graphAnswer(field, trolleyResult({ ...rest, lines: current, failures }));
  const lineIndex = (variables: Record<string, unknown>) =>
    trolleyResult({ lines: current }).trolley?.trolleyItems.findIndex(
      (item) => item.trolleyItemId === variables['trolleyItemId'],
    ) ?? -1;

  const graph: FakeHandler = ({ body }) => {
    const { query, variables } = body as GraphBody;
    const operation = /^(query|mutation) (\w+)/.exec(query)?.[2] ?? '';
    // Without orderQueryOrderId the services answer getOrder: null.
    if (operation === 'getTrolley') {
      return json({ data: { getTrolley: trolleyResult({ ...rest, lines: current }), getOrder: null } });
    }
    const failure = refuse?.(variables);
    if (failure) return answer(operation, [failure]);
    const index = lineIndex(variables);
    if (operation === 'updateItemQuantity' && index >= 0) {
      const { amount } = variables['quantity'] as { amount: number };
      current = current.map((line, at) => (at === index ? { ...line, amount } : line));
    } else if (operation === 'removeItemFromTrolley' && index >= 0) {
      current = current.filter((_, at) => at !== index);
    } else {
      return answer(operation, [{ type: 'ITEM_NOT_FOUND', message: 'That item is not in your trolley' }]);
    }
    return answer(operation);
  };

  // The catalogue's products by line number, in the order asked, as the services answer.
  const products: FakeHandler = ({ url }) => {
    const asked = url.searchParams.getAll('lineNumber');
    return json({
      products: asked.flatMap((line) =>
        lines.flatMap(({ product }: { product: ProductSummary }) => (product.lineNumber === line ? [product] : [])),
      ),
    });
  };

  return {
    'GET /v1/shopping-context': () => json(shoppingContext),
    'GET /slot-reservations': () => reservationsAnswer(slot ? [slot] : []),
    'POST /graph/live': graph,
    'GET /v1/products': products,
  } satisfies Record<string, FakeHandler>;
}
