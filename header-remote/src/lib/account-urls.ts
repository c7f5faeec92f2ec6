import { ROUTES } from '@grocer/shared-contracts';
import { safeSitePath } from '@grocer/shared-contracts/domain';

/**
 * The sign-in page, with the page to come back to (spec section 2: "a redirect
 * parameter holding the current path and query"), named `redirect` as the
 * host's login page reads it. Only a safe path of this site is passed on.
 */
export function loginUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  const redirect = safeSitePath(`${location.pathname}${location.search}`);
  return `${ROUTES.login}?${new URLSearchParams({ redirect })}`;
}

/**
 * Registration (spec section 2): the token service's path plus /v1/auth,
 * asking for its login prompt on the sign-up screen and a return to
 * /ecom/auth-success on this site. The query names follow OpenID Connect's
 * authorisation request (`prompt`, `screen_hint`, `redirect_uri`); the
 * redirect is absolute because the token service may be on another origin.
 */
export function registerUrl(tokenServiceBase: string, siteOrigin: string | null): string {
  const base = tokenServiceBase.replace(/(?<!\/)\/+$/, '');
  const query = new URLSearchParams({ prompt: 'login', screen_hint: 'signup' });
  // Unknown while a server renders without the page's URL: the token service then returns to its default.
  if (siteOrigin !== null) query.set('redirect_uri', new URL(ROUTES.authSuccess, siteOrigin).href);
  return `${base}/v1/auth?${query}`;
}
