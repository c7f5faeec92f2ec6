import { ROUTES } from '@grocer/shared-contracts';

/** The sign-in page, with the page to come back to (spec section 2: "a redirect parameter holding the current path and query"). */
export function loginUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${ROUTES.login}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}
