import { expect, it } from 'vitest';
import { type CountingDatabase, countingDatabase } from '../testing/counting-database.ts';
import { describeEachDatabase } from '../testing/database-suite.ts';
import { changeTrolley } from '../features/trolley/trolley-service.ts';
import { addAddress, addSlot, holdSlot, newShopper, useOrderApp } from '../features/orders/order-test-kit.ts';
import { getHeaderState, tokenCookie } from './header-state-test-kit.ts';

/** Products 991001… for a trolley of many lines. */
const MANY = 48;
const manyProductId = (index: number) => `${991_001 + index}-000001-000001`;

describeEachDatabase('GET /v1/header-state: what it asks of the database', (target) => {
  let counting: CountingDatabase | undefined;
  const { app, db, clock } = useOrderApp(target, {
    wrap: (opened) => {
      counting = countingDatabase(opened);
      return counting;
    },
  });
  const recorded = () => {
    if (!counting) throw new Error('no counting database');
    return counting;
  };

  it(`reads a booked shopper’s ${MANY}-line trolley in 1 statement, which does not read the lines`, async () => {
    await db().query(
      `insert into products (id, line_number, name, brand, category_id, size, uom, price_pence, average_quantity,
         unit_price_text, available, service_type, notice_days, image_colour)
       select (991001 + n)::text || '-000001-000001', (991001 + n)::text, 'Many ' || n, 'Test', '990000', 'each', 'C62',
              100 + n, 1, 'n/a', true, 'GROCERY', 0, '#336699'
       from generate_series(0, $1 - 1) as n
       on conflict do nothing`,
      [MANY],
    );
    const who = await newShopper(db(), clock.now());
    const addressId = await addAddress(db(), who.id);
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId: await addSlot(db(), clock.now()), addressId });
    const shopper = { customerId: who.id, actorId: who.id };
    for (let index = 0; index < MANY; index += 1) {
      const change = { kind: 'add', productId: manyProductId(index), quantity: { amount: 2, uom: 'C62' } } as const;
      await changeTrolley(db(), shopper, who.orderId, change, clock.now());
    }

    recorded().reset();
    const { body } = await getHeaderState(app(), tokenCookie(who.headers));
    expect(body).toMatchObject({ signedIn: true, slot: { status: 'booked' }, trolley: { summary: { itemCount: 96 } } });
    const statements = recorded().statements();
    expect(statements).toHaveLength(1); // the session and everything else
    expect(statements.filter((sql) => /trolley_items/.test(sql))).toEqual([]);
  });
});
