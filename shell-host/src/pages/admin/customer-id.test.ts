import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminCustomerPath, customerIdFromPath } from './customer-id.ts';

describe('customerIdFromPath', () => {
  it.each([
    ['/admin/customers/C-1002', 'C-1002'],
    ['/admin/customers/C-5000001/', 'C-5000001'],
  ])('reads %s as %s', (path, id) => {
    expect(customerIdFromPath(path)).toBe(id);
  });

  it.each([
    '/admin/customers/',
    '/admin/customers/C-1/orders',
    '/admin/customers/%3Cscript%3E',
    '/admin/customers/%E0%A4%A',
    '/ecom/customers/C-1002',
  ])('has no customer at %s', (path) => {
    expect(customerIdFromPath(path)).toBeNull();
  });

  it('reads back the id of every page it makes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/), (id) => {
        expect(customerIdFromPath(adminCustomerPath(id))).toBe(id);
      }),
    );
  });
});
