import { expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY_MUTATION } from '@grocer/shared-contracts/domain';
import type { Database, Queryable } from '../db/database.ts';
import { describeEachDatabase } from '../testing/database-suite.ts';
import { lineSummaryOf } from '../features/trolley/line-summary.ts';
import { CATALOGUE_VERSION } from '../features/trolley/trolley-config.ts';
import { loadTrolleyLines } from '../features/trolley/trolley-lines.ts';
import { graph, newShopper, P, type TestShopper, useOrderApp } from '../features/orders/order-test-kit.ts';
import { TROLLEY_NOT_SUMMARISED } from './header-state.ts';
import { getHeaderState, summaryAsGetTrolleyAnswers, tokenCookie } from './header-state-test-kit.ts';

/** Reading lines fails while `failing.lines` is set: a summary that cannot be worked out again. */
const failing = { lines: false };
function failingLines(db: Database): Database {
  const guard = (target: Queryable): Queryable => ({
    query: (sql, params) =>
      failing.lines && sql.includes('from trolley_items')
        ? Promise.reject(new Error('trolley lines unavailable'))
        : target.query(sql, params),
    exec: (sql) => target.exec(sql),
  });
  return { ...db, ...guard(db), transaction: (fn) => db.transaction((tx) => fn(guard(tx))) };
}

/** The order's kept summary row, or undefined. */
async function storedSummary(db: Queryable, orderId: string) {
  const [row] = await db.query<{ item_count: number; item_total_pence: string | number; catalogue_version: string }>(
    'select item_count, item_total_pence, catalogue_version::text as catalogue_version from trolley_summaries where customer_order_id = $1',
    [orderId],
  );
  return row && { ...row, item_total_pence: Number(row.item_total_pence) };
}

describeEachDatabase('GET /v1/header-state: the kept trolley summary', (target) => {
  const { app, db, clock } = useOrderApp(target, { wrap: failingLines });
  const add = (who: TestShopper, product: { id: string }, amount: number) =>
    graph(app(), who.headers, ADD_ITEM_TO_TROLLEY_MUTATION, {
      customerOrderId: who.orderId,
      productId: product.id,
      quantity: { amount, uom: 'C62' },
    });
  const trolleyState = async (who: TestShopper) => {
    const { body } = await getHeaderState(app(), tokenCookie(who.headers));
    if (!body.signedIn) throw new Error('expected a signed-in header state');
    return body.trolley;
  };
  const currentVersion = async () =>
    (await db().query<{ catalogue_version: string }>(`select ${CATALOGUE_VERSION}`))[0]?.catalogue_version;

  it('keeps the summary with every trolley change, at the catalogue’s current version', async () => {
    const who = await newShopper(db(), clock.now());
    await add(who, P.milk, 2);
    await add(who, P.bread, 1);
    expect(await storedSummary(db(), who.orderId)).toEqual({
      item_count: 3,
      item_total_pence: 420,
      catalogue_version: await currentVersion(),
    });
  });

  it('works a summary out again when a product’s price changed since (the catalogue moved on)', async () => {
    const who = await newShopper(db(), clock.now());
    await add(who, P.hamper, 2);
    await db().query('update products set price_pence = price_pence + 10 where id = $1', [P.hamper.id]);
    try {
      expect(await trolleyState(who)).toEqual({
        status: 'loaded',
        summary: await summaryAsGetTrolleyAnswers(app(), who.headers, who.orderId),
      });
      expect(await trolleyState(who)).toMatchObject({ summary: { totals: { totalEstimatedCost: { amount: 90.2 } } } });
      expect(await storedSummary(db(), who.orderId)).toMatchObject({
        item_total_pence: 9020,
        catalogue_version: await currentVersion(),
      });
    } finally {
      await db().query('update products set price_pence = $2 where id = $1', [P.hamper.id, P.hamper.pricePence]);
    }
  });

  it('works out a summary that is missing (an order from before the summaries, or lines changed directly)', async () => {
    const who = await newShopper(db(), clock.now());
    await add(who, P.milk, 4);
    await db().query('delete from trolley_summaries where customer_order_id = $1', [who.orderId]);
    expect(await trolleyState(who)).toEqual({
      status: 'loaded',
      summary: await summaryAsGetTrolleyAnswers(app(), who.headers, who.orderId),
    });
    expect(await storedSummary(db(), who.orderId)).toMatchObject({ item_count: 4, item_total_pence: 600 });
  });

  it('drops the summary when lines change without it, so it is never wrong', async () => {
    const who = await newShopper(db(), clock.now());
    await add(who, P.milk, 1);
    await db().query(`update trolley_items set quantity_amount = 5 where customer_order_id = $1`, [who.orderId]);
    expect(await storedSummary(db(), who.orderId)).toBeUndefined();
    expect(await trolleyState(who)).toMatchObject({ summary: { itemCount: 5 } });
    const lines = await loadTrolleyLines(db(), who.orderId);
    expect(lineSummaryOf(lines, (await currentVersion()) ?? '')).toMatchObject({ itemCount: 5, itemTotalPence: 750 });
  });

  it('answers the trolley as an error, not a guess, when a stale summary cannot be worked out again', async () => {
    const who = await newShopper(db(), clock.now());
    await add(who, P.milk, 1);
    await db().query('update products set price_pence = price_pence where id = $1', [P.milk.id]);
    failing.lines = true;
    try {
      const { body } = await getHeaderState(app(), tokenCookie(who.headers));
      expect(body).toMatchObject({
        signedIn: true,
        context: { customerOrderId: who.orderId },
        trolley: { status: 'error', message: TROLLEY_NOT_SUMMARISED },
        slot: { status: 'none' },
      });
    } finally {
      failing.lines = false;
    }
    expect(await trolleyState(who)).toMatchObject({ status: 'loaded', summary: { itemCount: 1 } });
  });
});
