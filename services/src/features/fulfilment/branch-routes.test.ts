import { expect, it } from 'vitest';
import { Branch, BranchesResponse, ServiceError } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { useFulfilmentApp } from './fulfilment-test-kit.ts';

describeEachDatabase('GET /branches', (target) => {
  const { app } = useFulfilmentApp(target);
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  it('gives a branch as the header reads it, to signed-out visitors too', async () => {
    const response = await get('/branches/651', {
      authorization: 'Bearer unauthenticated',
      'x-application-name': 'header',
    });
    expect(response.statusCode).toBe(200);
    expect(Branch.parse(response.json())).toEqual({
      id: '651',
      name: 'Richmond',
      contactDetails: { address1: '25 Sheen Parade', postcode: 'TW9 1SL', city: 'Richmond', phone: '020 8455 0651' },
      slotTypes: ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'],
    });
    expect((await get('/branches/427')).statusCode).toBe(200);
  });

  it('lists 20+ collection branches by name, and filters by the service asked for', async () => {
    const all = BranchesResponse.parse((await get('/branches')).json()).branches;
    const grocery = BranchesResponse.parse((await get('/branches?slotType=GROCERY_COLLECTION')).json()).branches;
    const entertaining = BranchesResponse.parse(
      (await get('/branches?slotType=ENTERTAINING_COLLECTION')).json(),
    ).branches;
    expect(grocery.length).toBeGreaterThanOrEqual(20);
    expect(grocery.map((b) => b.name)).toEqual([...grocery.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
    expect(entertaining.length).toBeGreaterThan(0);
    expect(entertaining.length).toBeLessThan(all.length);
    expect(entertaining.every((b) => b.slotTypes?.includes('ENTERTAINING_COLLECTION'))).toBe(true);
  });

  it('answers an unknown branch with 404 and a bad id or slot type with 400 naming the field', async () => {
    const missing = await get('/branches/999');
    expect(missing.statusCode).toBe(404);
    expect(ServiceError.parse(missing.json()).error).toBe('not_found');

    const badId = await get('/branches/' + encodeURIComponent('651;drop'));
    expect(badId.statusCode).toBe(400);
    expect(ServiceError.parse(badId.json()).message).toMatch(/branchId/);

    const badType = await get('/branches?slotType=UNDEFINED');
    expect(badType.statusCode).toBe(400);
    expect(ServiceError.parse(badType.json()).message).toMatch(/slotType/);
  });
});
