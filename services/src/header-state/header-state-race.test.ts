import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  ADD_ITEM_TO_TROLLEY_MUTATION as ADD,
  CANCEL_AMEND_ORDER_MUTATION as CANCEL_AMEND,
  REMOVE_ITEM_FROM_TROLLEY_MUTATION as REMOVE,
  UPDATE_ITEM_QUANTITY_MUTATION as UPDATE,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../testing/database-suite.ts';
import { addPromoCode, applyPromoCode } from '../features/orders/checkout-extras.ts';
import { lineSummaryOf } from '../features/trolley/line-summary.ts';
import { loadTrolleyLines } from '../features/trolley/trolley-lines.ts';
import { freshSummary, summaryColumns, type TrolleySummaryRow } from '../features/trolley/trolley-summary-store.ts';
import { changeTrolley } from '../features/trolley/trolley-service.ts';
import {
  addAddress,
  addSlot,
  graph,
  holdSlot,
  newShopper,
  P,
  type TestShopper,
  useOrderApp,
} from '../features/orders/order-test-kit.ts';
import { getHeaderState, summaryAsGetTrolleyAnswers, tokenCookie } from './header-state-test-kit.ts';

/** Products the changes use; bananas are bought by count and by weight (the two refuse each other). */
const PRODUCTS = { milk: P.milk, bread: P.bread, hamper: P.hamper, platter: P.platter, bananas: P.bananas };
type ProductKey = keyof typeof PRODUCTS;
/** 'first': the order that is placed and amended; 'other': the newest other open order, if any. */
type Target = 'first' | 'other';

type Change =
  | { kind: 'add' | 'set'; product: ProductKey; amount: number; byWeight: boolean; target: Target }
  | { kind: 'remove'; product: ProductKey; target: Target }
  | { kind: 'amend' | 'cancel-amend' | 'place' | 'header' }
  | { kind: 'reprice' | 'toggle-availability'; product: ProductKey };

const product = fc.constantFrom(...(Object.keys(PRODUCTS) as ProductKey[]));
const target = fc.constantFrom<Target>('first', 'other');
const change: fc.Arbitrary<Change> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('add', 'set'),
      product,
      amount: fc.integer({ min: 0, max: 4 }),
      byWeight: fc.boolean(),
      target,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove'), product, target }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('amend', 'cancel-amend', 'place', 'header') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('reprice', 'toggle-availability'), product }) },
);
/** Batches of changes; the changes of a batch run at once. */
const batches = fc.array(fc.array(change, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 3 });

const RUNS = 12;

describeEachDatabase('GET /v1/header-state while the trolley changes at once', (target) => {
  const { app, db, clock } = useOrderApp(target);

  const orderOf = async (who: TestShopper, to: Target) => {
    if (to === 'first') return who.orderId;
    const [other] = await db().query<{ id: string }>(
      `select customer_order_id as id from orders where customer_id = $1 and state = 'PENDING'
         and customer_order_id <> $2 order by created_at desc limit 1`,
      [who.id, who.orderId],
    );
    return other?.id ?? who.orderId;
  };
  const lineOf = async (orderId: string, key: ProductKey) => {
    const [line] = await db().query<{ id: string }>(
      'select trolley_item_id::text as id from trolley_items where customer_order_id = $1 and product_id = $2',
      [orderId, PRODUCTS[key].id],
    );
    return line?.id ?? '999999999';
  };
  /** Sends one change as the header or host would; refusals are fine, a server error is not. */
  const run = async (who: TestShopper, step: Change): Promise<void> => {
    const mutate = async (query: string, variables: Record<string, unknown>) => {
      const response = await graph(app(), who.headers, query, variables);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { errors?: unknown }).errors, response.body).toBeUndefined();
    };
    const send = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
      const response = await app().inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(500);
    };
    switch (step.kind) {
      case 'add':
      case 'set': {
        const orderId = await orderOf(who, step.target);
        const quantity = step.byWeight
          ? { amount: step.amount * 0.25, uom: 'KGM' }
          : { amount: step.amount, uom: 'C62' };
        if (step.kind === 'add') {
          if (step.amount === 0) return;
          return mutate(ADD, { customerOrderId: orderId, productId: PRODUCTS[step.product].id, quantity });
        }
        const trolleyItemId = await lineOf(orderId, step.product);
        return mutate(UPDATE, { customerOrderId: orderId, trolleyItemId, quantity });
      }
      case 'remove': {
        const orderId = await orderOf(who, step.target);
        return mutate(REMOVE, { customerOrderId: orderId, trolleyItemId: await lineOf(orderId, step.product) });
      }
      case 'amend':
        return send('POST', `/v1/orders/${who.orderId}/amend`);
      case 'cancel-amend':
        return mutate(CANCEL_AMEND, { customerOrderId: who.orderId });
      case 'place':
        return send('PATCH', `/v1/orders/${who.orderId}/place`, { event: 'PLACE' });
      case 'header':
        await getHeaderState(app(), tokenCookie(who.headers));
        return;
      case 'reprice':
        await db().query('update products set price_pence = price_pence + 7 where id = $1', [
          PRODUCTS[step.product].id,
        ]);
        return;
      case 'toggle-availability':
        await db().query('update products set available = not available where id = $1', [PRODUCTS[step.product].id]);
        return;
    }
  };

  /** Every summary the customer's orders keep at the current version equals the one their lines give now. */
  const expectKeptSummariesTrue = async (who: TestShopper) => {
    const rows = await db().query<TrolleySummaryRow & { id: string; current: string }>(
      `select o.customer_order_id as id, ${summaryColumns('ts')}, (select version::text from catalogue_version) as current
       from orders o join trolley_summaries ts on ts.customer_order_id = o.customer_order_id
       where o.customer_id = $1`,
      [who.id],
    );
    for (const row of rows) {
      const kept = freshSummary(row, row.current);
      if (kept) expect(kept).toEqual(lineSummaryOf(await loadTrolleyLines(db(), row.id), row.current));
    }
  };

  it(`matches getTrolley after any concurrent changes (${RUNS} runs)`, async () => {
    const from = clock.now();
    await addPromoCode(db(), {
      code: 'RACE5',
      description: '5% off £20',
      percentOff: 5,
      minimumSpendPence: 2000,
      validFrom: new Date(from.getTime() - 60_000),
      validUntil: new Date(from.getTime() + 3_600_000),
    });
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        await db().query(
          `update products set price_pence = p.price, available = true
           from unnest($1::text[], $2::int[]) as p (id, price) where products.id = p.id`,
          [Object.values(PRODUCTS).map((each) => each.id), Object.values(PRODUCTS).map((each) => each.pricePence)],
        );
        const who = await newShopper(db(), clock.now());
        const addressId = await addAddress(db(), who.id);
        await holdSlot(db(), clock.now(), {
          orderId: who.orderId,
          slotId: await addSlot(db(), clock.now()),
          addressId,
        });
        // A code that applies once the items reach £20, on this order (and every earlier run's).
        await applyPromoCode(db(), who.orderId, 'RACE5', clock.now());
        const shopper = { customerId: who.id, actorId: who.id };
        const hamper = { kind: 'add', productId: P.hamper.id, quantity: { amount: 1, uom: 'C62' } } as const;
        await changeTrolley(db(), shopper, who.orderId, hamper, clock.now());

        for (const batch of plan) await Promise.all(batch.map((step) => run(who, step)));

        const { body } = await getHeaderState(app(), tokenCookie(who.headers));
        if (!body.signedIn) throw new Error('expected a signed-in header state');
        expect(body.trolley).toEqual({
          status: 'loaded',
          summary: await summaryAsGetTrolleyAnswers(app(), who.headers, body.context.customerOrderId),
        });
        await expectKeptSummariesTrue(who);
      }),
      { numRuns: RUNS },
    );
  });
});
