import { ROUTES } from '@grocer/shared-contracts';

/** The sign-in page, with the page to come back to (spec section 2: "a redirect parameter holding the current path and query"). */
export function loginUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${ROUTES.login}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}

/**
 * Where to go after signing in: only a page of this site, so a crafted link
 * cannot send a shopper elsewhere. Anything else goes to the home page.
 */
export function safeRedirect(redirect: string | null, origin: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return ROUTES.root;
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin || !url.pathname.startsWith(ROUTES.root)) return ROUTES.root;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return ROUTES.root;
  }
}
