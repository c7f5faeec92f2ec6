import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMenuItems, type AccountMenuItem } from './account-menu-items.ts';

const labelOf = (item: AccountMenuItem) =>
  item.kind === 'link' ? item.label : item.kind === 'sign-out' ? 'Sign out' : 'Return to admin';

describe('accountMenuItems', () => {
  it('lists the default placement without a pass', () => {
    const items = accountMenuItems({ placement: 'default', deliveryPassHref: null, isSignedOnAsCustomer: false });
    expect(items.map(labelOf)).toEqual(['Account overview', 'Lists', 'Loyalty card', 'Sign out']);
  });

  it('lists the home placement with a pass, for a support user acting for a customer', () => {
    const items = accountMenuItems({
      placement: 'home',
      deliveryPassHref: '/ecom/delivery-pass',
      isSignedOnAsCustomer: true,
    });
    expect(items.map(labelOf)).toEqual([
      'Account overview',
      'My orders',
      'Favourites',
      'Lists',
      'Delivery Pass',
      'Return to admin',
    ]);
  });

  it('follows the display rules for every combination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('home' as const, 'default' as const),
        fc.option(fc.constantFrom('/ecom/myaccount/delivery-pass', '/ecom/delivery-pass')),
        fc.boolean(),
        (placement, deliveryPassHref, isSignedOnAsCustomer) => {
          const labels = accountMenuItems({ placement, deliveryPassHref, isSignedOnAsCustomer }).map(labelOf);
          expect(labels[0]).toBe('Account overview');
          expect(labels).toContain('Lists');
          expect(labels.at(-1)).toBe(isSignedOnAsCustomer ? 'Return to admin' : 'Sign out');
          expect(labels.includes('Sign out')).toBe(!isSignedOnAsCustomer);
          expect(labels.includes('Delivery Pass')).toBe(deliveryPassHref !== null);
          expect(labels.includes('My orders') && labels.includes('Favourites')).toBe(placement === 'home');
          expect(labels.includes('Loyalty card')).toBe(placement !== 'home');
        },
      ),
    );
  });
});
