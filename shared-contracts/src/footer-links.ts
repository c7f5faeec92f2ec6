import { ROUTES } from './routes.ts';

/*
 * The footer's rules and constant links, with no schema: the page-teams entry
 * re-exports them for hosts' fallback footers without bundling zod.
 */

/** The grocer's store finder, outside the shop (spec section 2: "external"). */
export const FIND_A_STORE_URL = 'https://www.fernleaf.example/find-a-store';

/** Limits on what one answer may hold: a footer is a few short lists, never a page of data. */
export const FOOTER_LIMITS = Object.freeze({ groups: 8, linksPerGroup: 16, nameLength: 60 });

/**
 * Where a footer link may go: a path on the site (one leading slash, so never
 * protocol-relative) or an https address outside it. No other scheme, so a bad
 * answer can never put `javascript:` into a link.
 */
export function isFooterHref(value: string): boolean {
  if (value.length > 2048) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The links a shopper must always find, even when the footer taxonomy cannot be
 * loaded: the remote's footer shows them on a load failure, and hosts' fallback
 * footers show them when the remote itself is down.
 */
/** A footer link as the footer taxonomy's schema reads it (`FooterLink` in footer.ts, which builds on this module). */
export type EssentialFooterLink = {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly external: boolean;
};

export const FOOTER_ESSENTIAL_LINKS: readonly EssentialFooterLink[] = Object.freeze([
  { id: 'customer-service', name: 'Customer service', url: ROUTES.customerService, external: false },
  { id: 'find-a-store', name: 'Find a store', url: FIND_A_STORE_URL, external: true },
]);
