/**
 * The /ecom pages this host serves (spec section 2); page.tsx draws each built
 * one, and a title alone for the rest. The server uses the same table to answer
 * 404 for anything else.
 */
export type PageRoute = {
  readonly pattern: RegExp;
  readonly title: string;
  /** The path the route was declared with: for a prefix route, the part before the id (the key pages are built under). */
  readonly path: string;
};

const exact = (path: string, title: string): PageRoute => ({ pattern: new RegExp(`^${path}/?$`), title, path });
const prefix = (path: string, title: string): PageRoute => ({
  pattern: new RegExp(`^${path}/[^/]+(/[^/]+)*/?$`),
  title,
  path,
});

export const PAGE_ROUTES: readonly PageRoute[] = [
  exact('/ecom', 'Fernleaf groceries'),
  exact('/ecom/bookslot/delivery', 'Book a delivery slot'),
  exact('/ecom/bookslot/collection/entertaining', 'Book an entertaining collection slot'),
  exact('/ecom/bookslot/collection/groceries', 'Book a groceries collection slot'),
  exact('/ecom/bookslot/collection/groceriesandentertaining', 'Book a groceries and entertaining collection slot'),
  exact('/ecom/serviceselection', 'Choose delivery or collection'),
  exact('/ecom/shop/browse', 'Browse'),
  exact('/ecom/shop/browse/groceries', 'Groceries'),
  exact('/ecom/shop/browse/entertaining', 'Entertaining'),
  exact('/ecom/shop/browse/offers', 'Offers'),
  exact('/ecom/shop/browse/groceries/new', 'New'),
  exact('/ecom/shop/browse/groceries/valentines', "Valentine's"),
  exact('/ecom/shop/browse/groceries/christmas', 'Christmas'),
  prefix('/ecom/shop/browse', 'Browse'),
  exact('/ecom/beforeYouGo', 'Before you go'),
  exact('/ecom/favourites', 'Favourites'),
  exact('/ecom/shop/multi-search', 'Multi-search results'),
  exact('/ecom/shop/search', 'Search results'),
  exact('/ecom/myaccount', 'My account'),
  exact('/ecom/myaccount/my-orders', 'My orders'),
  prefix('/ecom/myaccount/my-orders/order', 'Your order'),
  exact('/ecom/myaccount/delivery-pass', 'Your delivery pass'),
  exact('/ecom/delivery-pass', 'Delivery pass'),
  exact('/ecom/my-details', 'My details'),
  exact('/ecom/lists', 'Lists'),
  exact('/ecom/login', 'Sign in'),
  exact('/ecom/log-out', 'Signed out'),
  exact('/ecom/auth-success', 'Signed in'),
  exact('/ecom/help-information/customer-service', 'Customer service'),
  prefix('/ecom/order-confirmation', 'Order confirmed'),
  exact('/ecom/content/inspiration', 'Inspiration'),
  exact('/ecom/recipes', 'Recipes'),
  exact('/ecom/shop/trolley', 'Trolley'),
  exact('/ecom/checkout', 'Checkout'),
  prefix('/ecom/resolve-order-payment', 'Resolve order payment'),
  exact('/ecom/shop/buylist', 'Buy list'),
  prefix('/ecom/shop/buylist', 'Buy list'),
  exact('/ecom/loyalty', 'Loyalty card'),
  // The admin application's customer details page, where "Return to admin" lands (services/docs/auth.md).
  prefix('/admin/customers', 'Customer details'),
  // The header's real-user vitals over its last releases, for support users.
  exact('/admin/vitals', 'Header vitals'),
];

export function findPage(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => route.pattern.test(pathname));
}
