import type { SlotType } from './fulfilment.ts';
import { CUSTOM_TAGS_PARAM } from './custom-tags.ts';

/** Site routes the header links to (spec section 2). Hosts serve them; the header only links. */
export const ROUTES = Object.freeze({
  root: '/ecom',
  browse: '/ecom/shop/browse',
  groceriesHome: '/ecom/shop/browse/groceries',
  entertainingHome: '/ecom/shop/browse/entertaining',
  offers: '/ecom/shop/browse/offers',
  newProducts: '/ecom/shop/browse/groceries/new',
  valentines: '/ecom/shop/browse/groceries/valentines',
  christmas: '/ecom/shop/browse/groceries/christmas',
  inspiration: '/ecom/content/inspiration',
  recipes: '/ecom/recipes',
  buylist: '/ecom/shop/buylist',
  /** Followed by `/{customerOrderId}`: paying again for an order whose payment failed. */
  resolveOrderPayment: '/ecom/resolve-order-payment',
  search: '/ecom/shop/search',
  multiSearch: '/ecom/shop/multi-search',
  trolley: '/ecom/shop/trolley',
  customerService: '/ecom/help-information/customer-service',
  login: '/ecom/login',
  logout: '/ecom/log-out',
  serviceSelection: '/ecom/serviceselection',
  bookDeliverySlot: '/ecom/bookslot/delivery',
  bookEntertainingCollectionSlot: '/ecom/bookslot/collection/entertaining',
  /** The groceries collection service choice's page (spec section 2: collection/groceries). */
  bookGroceriesCollectionSlot: '/ecom/bookslot/collection/groceries',
  bookGroceriesAndEntertainingCollectionSlot: '/ecom/bookslot/collection/groceriesandentertaining',
  myAccount: '/ecom/myaccount',
  myOrders: '/ecom/myaccount/my-orders',
  favourites: '/ecom/favourites',
  lists: '/ecom/lists',
  activeDeliveryPass: '/ecom/myaccount/delivery-pass',
  availableDeliveryPass: '/ecom/delivery-pass',
  /** Where registration returns to (spec section 2). */
  authSuccess: '/ecom/auth-success',
  /** The spec leaves the loyalty page's path unprinted; this is ours (header-remote/src/features/account/README.md). */
  loyalty: '/ecom/loyalty',
});

/**
 * The shop search URL for a term and any custom tags (spec section 3; `customTags`, repeated); an
 * empty term goes to the base search page, still within the tags.
 */
export function searchUrl(term: string, customTags: readonly string[] = []): string {
  const query = new URLSearchParams();
  const trimmed = term.trim();
  if (trimmed !== '') query.set('searchTerm', trimmed);
  for (const tag of customTags) query.append(CUSTOM_TAGS_PARAM, tag);
  return query.size === 0 ? ROUTES.search : `${ROUTES.search}?${query}`;
}

/** Where a shopper pays again for an order whose payment failed (spec section 2). */
export function resolveOrderPaymentUrl(customerOrderId: string): string {
  return `${ROUTES.resolveOrderPayment}/${encodeURIComponent(customerOrderId)}`;
}

/** A placed order's page under My orders. */
export function viewOrderUrl(customerOrderId: string): string {
  return `${ROUTES.myOrders}/order/${encodeURIComponent(customerOrderId)}`;
}

/**
 * Where a slot link goes for a slot type (spec section 2; decision 005): the
 * delivery page, the entertaining collection page, the groceries-and-entertaining
 * collection page for a grocery collection, otherwise service selection.
 */
export function slotPageUrl(slotType: SlotType | undefined): string {
  switch (slotType) {
    case 'DELIVERY':
      return ROUTES.bookDeliverySlot;
    case 'ENTERTAINING_COLLECTION':
      return ROUTES.bookEntertainingCollectionSlot;
    case 'GROCERY_COLLECTION':
      return ROUTES.bookGroceriesAndEntertainingCollectionSlot;
    default:
      return ROUTES.serviceSelection;
  }
}

/** A product line number as a buylist carries it: letters, digits and hyphens (the catalogue's are 6 digits). */
const LINE_NUMBER = /^[A-Za-z0-9-]{1,20}$/;
/** The most lines a buylist shows: one search page's worth. */
export const BUYLIST_MAX_LINES = 48;

/**
 * The buylist link of an advert or cell that carries products (spec section 2):
 * `{buylist}/{lineNumber1},{lineNumber2}`. No products, no buylist link.
 */
export function buylistUrl(products: readonly { readonly lineNumber: string }[]): string | undefined {
  const lines = products.map((product) => product.lineNumber.trim()).filter((line) => LINE_NUMBER.test(line));
  return lines.length === 0 ? undefined : `${ROUTES.buylist}/${lines.map(encodeURIComponent).join(',')}`;
}

/**
 * The line numbers a buylist page's path carries (`buylistUrl`'s inverse): each once, in order,
 * at most 48; anything that is not a line number is left out. None for the bare buylist page.
 */
export function buylistLines(pathname: string): string[] {
  if (!pathname.startsWith(`${ROUTES.buylist}/`)) return [];
  const segment = pathname.slice(ROUTES.buylist.length + 1).replace(/\/$/, '');
  const lines = segment.split(',').map((line) => {
    try {
      return decodeURIComponent(line).trim();
    } catch {
      return '';
    }
  });
  return [...new Set(lines.filter((line) => LINE_NUMBER.test(line)))].slice(0, BUYLIST_MAX_LINES);
}
