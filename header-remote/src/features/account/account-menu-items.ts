import { ROUTES, type Placement } from '@grocer/shared-contracts';

export type AccountMenuItem =
  | { readonly kind: 'link'; readonly label: string; readonly href: string }
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'return-to-admin' };

export type AccountMenuInput = {
  readonly placement: Placement;
  /** The Delivery Pass link's target, or null while the status is UNKNOWN. */
  readonly deliveryPassHref: string | null;
  readonly isSignedOnAsCustomer: boolean;
};

const link = (label: string, href: string): AccountMenuItem => ({ kind: 'link', label, href });

/**
 * The "My account" dropdown (spec sections 2 and 6): Account overview, Lists,
 * Delivery Pass when the pass is ACTIVE or AVAILABLE, then Sign out; on the
 * home placement also My orders and Favourites, elsewhere the loyalty link.
 * A support user acting for a customer gets "Return to admin" instead of Sign out.
 */
export function accountMenuItems({
  placement,
  deliveryPassHref,
  isSignedOnAsCustomer,
}: AccountMenuInput): readonly AccountMenuItem[] {
  return [
    link('Account overview', ROUTES.myAccount),
    ...(placement === 'home' ? [link('My orders', ROUTES.myOrders), link('Favourites', ROUTES.favourites)] : []),
    link('Lists', ROUTES.lists),
    ...(deliveryPassHref === null ? [] : [link('Delivery Pass', deliveryPassHref)]),
    ...(placement === 'home' ? [] : [link('Loyalty card', ROUTES.loyalty)]),
    isSignedOnAsCustomer ? { kind: 'return-to-admin' } : { kind: 'sign-out' },
  ];
}
