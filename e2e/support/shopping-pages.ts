/**
 * Every page of the shopping journey, by path and the words its heading starts with: the specs that
 * walk the whole site (pages-axe.spec.ts, breakpoints.spec.ts) go through these.
 */
export const SHOPPING_PAGES = [
  ['/ecom', 'Fernleaf groceries'],
  ['/ecom/shop/trolley', 'Trolley'],
  ['/ecom/serviceselection', 'Choose delivery or collection'],
  ['/ecom/bookslot/delivery', 'Book a delivery slot'],
  ['/ecom/bookslot/collection/entertaining', 'Book an entertaining collection slot'],
  ['/ecom/bookslot/collection/groceries', 'Book a groceries collection slot'],
  ['/ecom/bookslot/collection/groceriesandentertaining', 'Book a groceries and entertaining collection slot'],
  ['/ecom/beforeYouGo', 'Before you go'],
  ['/ecom/checkout', 'Checkout'],
  ['/ecom/myaccount/my-orders', 'My orders'],
  ['/ecom/shop/browse/groceries', 'Groceries'],
  ['/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs', 'Milk, Butter & Eggs'],
  ['/ecom/shop/browse/offers', 'Offers'],
  ['/ecom/shop/browse/offers/highlights/multibuys', 'Offers: Multibuys'],
  ['/ecom/shop/browse/groceries/christmas', 'Christmas'],
] as const;
