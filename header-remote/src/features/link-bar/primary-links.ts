import { ROUTES } from '@grocer/shared-contracts';

export type PrimaryLink = { readonly label: string; readonly href: string };

/** The primary link bar, in the spec's order (section 2). */
export const PRIMARY_LINKS: readonly PrimaryLink[] = Object.freeze([
  { label: 'Offers', href: ROUTES.offers },
  { label: 'Entertaining', href: ROUTES.entertainingHome },
  { label: 'New', href: ROUTES.newProducts },
  { label: 'Recipes', href: ROUTES.recipes },
  { label: 'Inspiration', href: ROUTES.inspiration },
]);

/** The link is this very page (a trailing slash aside): it gets `aria-current="page"`. */
export function isCurrentPage(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return path === href;
}
