import { expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY_MUTATION, ShoppingContext } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER, DEMO_SUPPORT } from '../seed/demo-accounts.ts';
import { describeEachDatabase } from '../testing/database-suite.ts';
import { signInAs } from '../testing/test-app.ts';
import { createSession } from '../features/auth/sessions.ts';
import { startPreparing } from '../features/orders/branch-actions.ts';
import { addPromoCode, applyPromoCode } from '../features/orders/checkout-extras.ts';
import {
  addAddress,
  addSlot,
  graph,
  holdSlot,
  newShopper,
  P,
  putLines,
  type TestShopper,
  useOrderApp,
} from '../features/orders/order-test-kit.ts';
import {
  getHeaderState,
  slotAsTheRoutesAnswer,
  summaryAsGetTrolleyAnswers,
  tokenCookie,
} from './header-state-test-kit.ts';

describeEachDatabase('GET /v1/header-state', (target) => {
  const { app, db, clock } = useOrderApp(target);
  const shopper = (state?: Parameters<typeof newShopper>[2]) => newShopper(db(), clock.now(), state);
  const add = (who: TestShopper, product: { id: string }, amount: number) =>
    graph(app(), who.headers, ADD_ITEM_TO_TROLLEY_MUTATION, {
      customerOrderId: who.orderId,
      productId: product.id,
      quantity: { amount, uom: 'C62' },
    });

  /** The header state of a signed-in shopper, held to what the header's own calls answer now. */
  const signedInState = async (who: TestShopper) => {
    const { response, body } = await getHeaderState(app(), tokenCookie(who.headers));
    if (!body.signedIn) throw new Error('expected a signed-in header state');
    const orderId = body.context.customerOrderId;
    expect(body.trolley).toEqual({
      status: 'loaded',
      summary: await summaryAsGetTrolleyAnswers(app(), who.headers, orderId),
    });
    expect(body.slot).toEqual(await slotAsTheRoutesAnswer(app(), who.headers, orderId, clock.now()));
    return { response, body };
  };

  it('answers signed out, without a session, for no cookie, a malformed one, or a bearer header alone', async () => {
    const who = await shopper();
    const requests: Record<string, string>[] = [{}, { cookie: 'fernleaf_token=not-a-token' }, who.headers];
    for (const headers of requests) {
      const { response, body } = await getHeaderState(app(), headers);
      expect(body).toEqual({ signedIn: false });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers signed out for a session that has ended or expired', async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const cookie = { cookie: `fernleaf_token=${token}` };
    expect((await getHeaderState(app(), cookie)).body.signedIn).toBe(true);
    clock.advance(9 * 60 * 60 * 1000);
    expect((await getHeaderState(app(), cookie)).body).toEqual({ signedIn: false });
    clock.reset();
    await app().inject({ method: 'POST', url: '/v1/auth/sign-out', headers: cookie });
    expect((await getHeaderState(app(), cookie)).body).toEqual({ signedIn: false });
  });

  it('shows a support user’s own sign-in as signed out, and a support user acting for a shopper as that shopper', async () => {
    const admin = await signInAs(app(), DEMO_SUPPORT);
    expect((await getHeaderState(app(), { cookie: `fernleaf_token=${admin.token}` })).body).toEqual({
      signedIn: false,
    });
    const who = await shopper();
    const acting = await createSession(db(), { customerId: who.id, actorId: DEMO_SUPPORT.id, now: clock.now() });
    const { body } = await getHeaderState(app(), { cookie: `fernleaf_token=${acting.token}` });
    expect(body).toMatchObject({ signedIn: true, customerId: who.id, isSignedOnAsCustomer: true });
  });

  it('gives a shopper with no open order a new PENDING one and its empty trolley, as the shopping context does', async () => {
    const who = await shopper('PLACED');
    const { response, body } = await signedInState(who);
    const context = await app().inject({ method: 'GET', url: '/v1/shopping-context', headers: who.headers });
    expect(body).toMatchObject({
      signedIn: true,
      customerId: who.id,
      isSignedOnAsCustomer: false,
      context: ShoppingContext.parse(context.json()),
      slot: { status: 'none' },
      deliveryPass: 'UNKNOWN',
      trolley: { status: 'loaded', summary: { itemCount: 0, totals: { totalEstimatedCost: { amount: 0 } } } },
    });
    expect(body.signedIn && body.context.customerOrderId).not.toBe(who.orderId);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('never answers the token, the session id or its hash', async () => {
    const who = await shopper();
    const session = await createSession(db(), { customerId: who.id, actorId: null, now: clock.now() });
    const { response } = await getHeaderState(app(), { cookie: `fernleaf_token=${session.token}` });
    expect(response.body).not.toContain(session.token);
    expect(response.body).not.toContain(session.sessionId);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('counts, totals and checks a trolley as getTrolley does, unavailable and entertaining lines included', async () => {
    const who = await shopper();
    await add(who, P.milk, 3);
    await add(who, P.platter, 1);
    await putLines(db(), who.orderId, [
      { product: P.gone, amount: 2 },
      { product: P.bananas, amount: 0.75, uom: 'KGM' },
    ]);
    const { body } = await signedInState(who);
    expect(body.signedIn && body.trolley).toMatchObject({
      summary: {
        itemCount: 3 + 1 + 2 + 1,
        containsEntertainingLines: true,
        totals: { totalEstimatedCost: { amount: 4.5 + 25 + 6 + 1.5 }, trolleyItemCounts: { hardConflicts: 1 } },
      },
    });
  });

  it('takes off the order’s own promo codes while they are valid, and no other order’s', async () => {
    const now = clock.now();
    const until = new Date(now.getTime() + 60_000);
    await addPromoCode(db(), {
      code: 'HEADER10',
      description: '10% off',
      percentOff: 10,
      validFrom: now,
      validUntil: until,
    });
    await addPromoCode(db(), {
      code: 'HEADER50',
      description: '50% off',
      percentOff: 50,
      validFrom: now,
      validUntil: until,
    });
    const who = await shopper();
    const other = await shopper();
    await add(who, P.hamper, 1);
    await applyPromoCode(db(), who.orderId, 'HEADER10', now);
    await applyPromoCode(db(), other.orderId, 'HEADER50', now);
    expect((await signedInState(who)).body).toMatchObject({
      trolley: { summary: { totals: { totalEstimatedCost: { amount: 40.5 } } } },
    });
    clock.advance(120_000);
    expect((await signedInState(who)).body).toMatchObject({
      trolley: { summary: { totals: { totalEstimatedCost: { amount: 45 } } } },
    });
  });

  it('shows a booked delivery slot with its address and branch, and its charge in the total', async () => {
    const who = await shopper();
    const addressId = await addAddress(db(), who.id);
    const slotId = await addSlot(db(), clock.now(), { chargePence: 450 });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId, addressId });
    await add(who, P.hamper, 1);
    const { body } = await signedInState(who);
    expect(body.signedIn && body.slot).toMatchObject({
      status: 'booked',
      reservation: { slotId, status: 'UNCONFIRMED', addressId },
      address: { id: addressId },
      branch: { id: '990' },
    });
    expect(body.signedIn && body.trolley).toMatchObject({
      summary: { totals: { totalEstimatedCost: { amount: 49.5 }, minimumSpendThresholdMet: true } },
    });
  });

  it('shows a collection slot without an address, and the slot as an error when its address is not the shopper’s', async () => {
    const who = await shopper();
    const slotId = await addSlot(db(), clock.now(), { slotType: 'GROCERY_COLLECTION' });
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId });
    expect((await signedInState(who)).body).toMatchObject({ slot: { status: 'booked', address: null } });

    const other = await shopper();
    const theirs = await addAddress(db(), (await shopper()).id);
    await holdSlot(db(), clock.now(), {
      orderId: other.orderId,
      slotId: await addSlot(db(), clock.now()),
      addressId: theirs,
    });
    expect((await signedInState(other)).body).toMatchObject({ slot: { status: 'error' } });
  });

  it('shows a lapsed hold as no slot, and its charge leaves the total', async () => {
    const who = await shopper();
    const slotId = await addSlot(db(), clock.now(), { chargePence: 450 });
    await holdSlot(db(), clock.now(), {
      orderId: who.orderId,
      slotId,
      expiresAt: new Date(clock.now().getTime() + 1000),
    });
    await add(who, P.milk, 1);
    clock.advance(5000);
    const { body } = await signedInState(who);
    expect(body).toMatchObject({
      slot: { status: 'none' },
      trolley: { summary: { totals: { totalEstimatedCost: { amount: 1.5 } } } },
    });
  });

  it('shows an order being amended: the amend flags, its confirmed slot, and a slot fixed once preparation starts', async () => {
    const who = await shopper('AMENDING');
    const addressId = await addAddress(db(), who.id);
    const slotId = await addSlot(db(), clock.now());
    await holdSlot(db(), clock.now(), { orderId: who.orderId, slotId, addressId, status: 'CONFIRMED' });
    await putLines(db(), who.orderId, [{ product: P.bread, amount: 2 }]);
    const { body } = await signedInState(who);
    expect(body).toMatchObject({
      context: { customerOrderId: who.orderId, customerOrderState: 'AMENDING' },
      slot: { status: 'booked', reservation: { status: 'CONFIRMED' } },
      trolley: { summary: { amendingOrder: true, instantCheckout: 'ALLOWED', slotChangeable: true, itemCount: 2 } },
    });
    await startPreparing(db(), who.orderId, clock.now());
    expect((await signedInState(who)).body).toMatchObject({ trolley: { summary: { slotChangeable: false } } });
  });

  it.each(['ACTIVE', 'AVAILABLE'] as const)(
    'answers a %s delivery pass, and UNKNOWN once it has run out',
    async (status) => {
      const who = await shopper();
      const expiresAt = new Date(clock.now().getTime() + 60_000);
      await db().query('insert into delivery_passes (customer_id, status, expires_at) values ($1, $2, $3)', [
        who.id,
        status,
        expiresAt,
      ]);
      expect((await signedInState(who)).body).toMatchObject({ deliveryPass: status });
      clock.advance(120_000);
      expect((await signedInState(who)).body).toMatchObject({ deliveryPass: 'UNKNOWN' });
    },
  );
});
