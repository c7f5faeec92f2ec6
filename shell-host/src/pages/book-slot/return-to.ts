import { ROUTES } from '@grocer/shared-contracts';

export const RETURN_TO_PARAM = 'returnTo';

const SITE_ORIGIN = 'https://fernleaf.invalid';

/**
 * Where a slot page sends the shopper once booked: the `returnTo` page when it
 * is a path of this site under /ecom/, so a crafted link cannot send anyone
 * elsewhere; otherwise the trolley.
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo || !returnTo.startsWith(`${ROUTES.root}/`)) return ROUTES.trolley;
  try {
    // Resolving against a made-up origin catches tricks such as "/ecom/../admin" or a backslash.
    const url = new URL(returnTo, SITE_ORIGIN);
    if (url.origin !== SITE_ORIGIN || !url.pathname.startsWith(`${ROUTES.root}/`)) return ROUTES.trolley;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return ROUTES.trolley;
  }
}

/** A page's URL with the `returnTo` kept, so service selection passes it on to the slot page. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: safeReturnTo(returnTo) })}` : path;
}
