import { describe, expect, it } from 'vitest';
import { findPage } from './routes.ts';

describe('findPage', () => {
  it.each([
    ['/ecom', 'Fernleaf groceries'],
    ['/ecom/shop/search', 'Search results'],
    ['/ecom/shop/trolley', 'Trolley'],
    ['/ecom/bookslot/collection/groceries', 'Book a groceries collection slot'],
    ['/ecom/bookslot/collection/groceriesandentertaining', 'Book a groceries and entertaining collection slot'],
    ['/ecom/myaccount/my-orders/order/1001', 'Your order'],
    ['/ecom/order-confirmation/1001', 'Order confirmed'],
    ['/ecom/shop/browse/groceries/fresh-and-chilled/milk', 'Browse'],
    ['/ecom/shop/browse/offers', 'Offers'],
    ['/ecom/shop/browse/offers/fresh_and_chilled_offers', 'Browse'],
    ['/ecom/shop/browse/groceries/new', 'New'],
    ['/ecom/shop/browse/groceries/valentines', "Valentine's"],
    ['/ecom/shop/browse/groceries/christmas/', 'Christmas'],
    ['/ecom/help-information/customer-service/', 'Customer service'],
    ['/ecom/loyalty', 'Loyalty card'],
    ['/admin/customers/C-1002', 'Customer details'],
  ])('serves %s as "%s"', (path, title) => {
    expect(findPage(path)?.title).toBe(title);
  });

  it.each([
    ['/ecom/shop/trolley/', '/ecom/shop/trolley'],
    ['/ecom/order-confirmation/9100002', '/ecom/order-confirmation'],
    ['/ecom/myaccount/my-orders/order/1001', '/ecom/myaccount/my-orders/order'],
    ['/ecom/myaccount/my-orders', '/ecom/myaccount/my-orders'],
    ['/admin/customers/C-1002', '/admin/customers'],
    ['/ecom/shop/browse/entertaining/party_food', '/ecom/shop/browse'],
    ['/ecom/shop/browse/offers/bakery_offers', '/ecom/shop/browse'],
    ['/ecom/shop/browse/groceries/new', '/ecom/shop/browse/groceries/new'],
  ])('keys %s under %s, where its page is built', (path, key) => {
    expect(findPage(path)?.path).toBe(key);
  });

  it.each([
    '/ecom/nope',
    '/admin',
    '/admin/customers',
    '/shop/trolley',
    '/ecom/order-confirmation',
    '/ecom/shop/trolleyx',
  ])('has no page at %s', (path) => {
    expect(findPage(path)).toBeUndefined();
  });
});
