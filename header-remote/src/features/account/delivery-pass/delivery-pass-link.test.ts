import { describe, expect, it } from 'vitest';
import { DELIVERY_PASS_STATUSES } from '@grocer/shared-contracts/domain';
import { deliveryPassHref } from './delivery-pass-link.ts';

describe('deliveryPassHref', () => {
  it('links ACTIVE to the active pass page, AVAILABLE to the available pass page, UNKNOWN nowhere', () => {
    expect(Object.fromEntries(DELIVERY_PASS_STATUSES.map((status) => [status, deliveryPassHref(status)]))).toEqual({
      UNKNOWN: null,
      ACTIVE: '/ecom/myaccount/delivery-pass',
      AVAILABLE: '/ecom/delivery-pass',
    });
  });
});
