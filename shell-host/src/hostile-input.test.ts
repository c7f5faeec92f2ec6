import { describe, expect, it } from 'vitest';
import { safeSitePath } from '@grocer/shared-contracts/domain';
import { type HostileField, expectFieldFastOnHostileInput, repeatTo } from '../../test-support/hostile-input.ts';
import { servicesPath } from './api/api-client.ts';
import { customerIdFromPath } from './pages/admin/customer-id.ts';
import { findSlotPage } from './pages/book-slot/slot-services.ts';
import { categoryUrlKey, readBrowseLocation } from './pages/browse/browse-location.ts';
import { findPage } from './pages/routes.ts';

/**
 * Every host input that reaches a pattern, sent 64 KB of hostile text: the
 * page's address (routes, browse and slot pages, admin customer pages), the
 * address to return to after signing in, and the services URL it is
 * configured with. Each field also gets every generic shape.
 */
const FIELDS: readonly HostileField[] = [
  {
    field: 'findPage pathname (the routes)',
    shapes: [
      repeatTo('a/', '/ecom/shop/browse/', '/x/'),
      repeatTo('/', '/ecom/shop/browse', 'x'),
      repeatTo('a', '/ecom/shop/browse/', '//'),
    ],
    run: findPage,
  },
  { field: 'customerIdFromPath', shapes: [repeatTo('C-', '/admin/customers/', '/')], run: customerIdFromPath },
  { field: 'findSlotPage pathname', shapes: [repeatTo('/', '/ecom/bookslot/delivery', '')], run: findSlotPage },
  {
    field: 'categoryUrlKey pathname',
    shapes: [repeatTo('/', '/ecom/shop/browse/offers', 'x')],
    run: (pathname) => categoryUrlKey(pathname, '?categoryId=1'),
  },
  {
    field: 'categoryUrlKey search',
    shapes: [repeatTo('1', '?categoryId=', 'x'), repeatTo('&', '?')],
    run: (search) => categoryUrlKey('/ecom/shop/browse/offers/fresh', search),
  },
  {
    field: 'readBrowseLocation pathname and search',
    shapes: [repeatTo('/', '/ecom/shop/browse/groceries', 'x'), repeatTo('&page=', '?sortBy=')],
    run: (value) => readBrowseLocation({ pathname: value, search: value }),
  },
  {
    field: 'safeSitePath (the address to return to)',
    shapes: [repeatTo('%25', '/'), repeatTo('/..', '/ecom'), repeatTo('\\', '/')],
    run: (value) => safeSitePath(value),
  },
  {
    field: 'servicesPath services URL',
    shapes: [repeatTo('/', 'https://services.example', 'x')],
    run: (url) => servicesPath(url, '/health'),
  },
];

describe('host inputs under 64 KB of hostile input', () => {
  it.each(FIELDS)('$field answers within the budget', expectFieldFastOnHostileInput);

  it('still answers the way the rules say for the hostile shapes', () => {
    expect(findPage(repeatTo('a/', '/ecom/shop/browse/', 'x'))?.title).toBe('Browse');
    expect(findPage(repeatTo('a', '/ecom/shop/browse/', '//'))).toBeUndefined();
    expect(customerIdFromPath(repeatTo('C-', '/admin/customers/', '/'))).toBeNull();
    expect(safeSitePath(repeatTo('%25', '/'), '/ecom')).toBe('/ecom');
  });
});
