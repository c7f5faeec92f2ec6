/** Site routes the header links to (spec section 2). Hosts serve them; the header only links. */
export const ROUTES = Object.freeze({
  root: '/ecom',
  groceriesHome: '/ecom/shop/browse/groceries',
  search: '/ecom/shop/search',
  multiSearch: '/ecom/shop/multi-search',
  trolley: '/ecom/shop/trolley',
  customerService: '/ecom/help-information/customer-service',
  login: '/ecom/login',
});

/** The shop search URL for a term; an empty term goes to the base search page. */
export function searchUrl(term: string): string {
  const trimmed = term.trim();
  return trimmed === '' ? ROUTES.search : `${ROUTES.search}?${new URLSearchParams({ searchTerm: trimmed })}`;
}
