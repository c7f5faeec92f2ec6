import { expect, it } from 'vitest';
import { Address, AddressesResponse, ServiceError } from '@grocer/shared-contracts/domain';
import { DEMO_AMENDING_SHOPPER, DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, signInAs } from '../../testing/test-app.ts';
import { MAX_ADDRESSES_PER_CUSTOMER } from './addresses.ts';
import { newShopper, useFulfilmentApp } from './fulfilment-test-kit.ts';

const NEW_ADDRESS = { name: 'Sam at work', line1: '1 Mill Yard', town: 'Twickenham', postalCode: 'tw1 3qs' };

describeEachDatabase('addresses', (target) => {
  const { app, db, clock } = useFulfilmentApp(target);
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it('gives shoppers their own addresses, one by id or all', async () => {
    const { token } = await signInAs(app(), DEMO_AMENDING_SHOPPER);
    const one = await inject('GET', '/addresses/A-3002', bearer(token));
    expect(one.statusCode).toBe(200);
    expect(Address.parse(one.json())).toEqual({
      id: 'A-3002',
      name: 'Alex Amender',
      line1: '17 Quarry Rise',
      line2: 'Widcombe',
      town: 'Bath',
      region: 'Somerset',
      postalCode: 'BA2 4QD',
    });
    const all = AddressesResponse.parse((await inject('GET', '/addresses', bearer(token))).json());
    expect(all.addresses.map((a) => a.id)).toEqual(['A-3002', 'A-3003']);
  });

  it("answers another customer's address with 404, exactly like a missing one", async () => {
    const { token } = await signInAs(app(), DEMO_SHOPPER);
    const theirs = await inject('GET', '/addresses/A-3002', bearer(token));
    const missing = await inject('GET', '/addresses/A-9999', bearer(token));
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(ServiceError.parse(theirs.json()).error).toBe('not_found');
    expect(ServiceError.parse(theirs.json()).message).toBe(
      ServiceError.parse(missing.json()).message.replace('A-9999', 'A-3002'),
    );
  });

  it('adds a validated UK address with a normalised postcode', async () => {
    const shopper = await newShopper(db(), clock.now());
    const response = await inject('POST', '/addresses', shopper.headers, NEW_ADDRESS);
    expect(response.statusCode).toBe(201);
    const address = Address.parse(response.json());
    expect(address).toMatchObject({ ...NEW_ADDRESS, postalCode: 'TW1 3QS', line2: '', region: '' });
    expect(address.id).toMatch(/^A-\d{6,}$/);
    expect(response.headers['location']).toBe(`/addresses/${address.id}`);
    const listed = AddressesResponse.parse((await inject('GET', '/addresses', shopper.headers)).json());
    expect(listed.addresses).toEqual([address]);
  });

  it.each([
    ['postalCode', { ...NEW_ADDRESS, postalCode: 'NOT A CODE' }],
    ['line1', { ...NEW_ADDRESS, line1: '' }],
    ['town', { ...NEW_ADDRESS, town: undefined }],
    ['name', { ...NEW_ADDRESS, name: 'x'.repeat(61) }],
  ])('refuses a bad %s with 400 naming it', async (field, body) => {
    const shopper = await newShopper(db(), clock.now());
    const response = await inject('POST', '/addresses', shopper.headers, body);
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toContain(`${field}:`);
  });

  it('refuses a body far bigger than an address with 413', async () => {
    const shopper = await newShopper(db(), clock.now());
    const response = await inject('POST', '/addresses', shopper.headers, { ...NEW_ADDRESS, line2: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(413);
    expect(ServiceError.parse(response.json()).error).toBe('payload_too_large');
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses per shopper, even when they are added at once`, async () => {
    const shopper = await newShopper(db(), clock.now());
    const responses = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER + 3 }, () =>
        inject('POST', '/addresses', shopper.headers, NEW_ADDRESS),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused.map((r) => ServiceError.parse(r.json()).error)).toEqual(Array(3).fill('address_limit_reached'));
  });

  it.each([
    ['GET', '/addresses'],
    ['GET', '/addresses/A-3001'],
    ['POST', '/addresses'],
  ] as const)('refuses %s %s without a session (401)', async (method, url) => {
    const response = await inject(method, url, {}, method === 'POST' ? NEW_ADDRESS : undefined);
    expect(response.statusCode).toBe(401);
    expect(ServiceError.parse(response.json()).error).toBe('unauthenticated');
  });
});
