import * as z from './zod.ts';
import { FOOTER_LIMITS, isFooterHref } from './footer-links.ts';

export { FIND_A_STORE_URL, FOOTER_ESSENTIAL_LINKS, FOOTER_LIMITS, isFooterHref } from './footer-links.ts';

/*
 * The site footer (spec sections 2 and 8): the footer taxonomy, groups of links the
 * footer shows, one of them the external find-a-store link. The footer is part of
 * the remote ("header/Footer"), loaded apart from the header (decision 021).
 */

const Name = z.string().check(z.minLength(1), z.maxLength(FOOTER_LIMITS.nameLength));

export const FooterLink = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: Name,
  url: z.string().check(z.refine(isFooterHref, { message: 'Expected a site path or an https URL' })),
  /** Outside the shop: opens in a new tab, and says so to screen readers. */
  external: z._default(z.boolean(), false),
});
export type FooterLink = z.infer<typeof FooterLink>;

export const FooterGroup = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: Name,
  links: z.array(FooterLink).check(z.minLength(1), z.maxLength(FOOTER_LIMITS.linksPerGroup)),
});
export type FooterGroup = z.infer<typeof FooterGroup>;

/** GET content/footer: the footer taxonomy. */
export const FooterResponse = z.object({
  groups: z.array(FooterGroup).check(z.maxLength(FOOTER_LIMITS.groups)),
});
export type FooterResponse = z.infer<typeof FooterResponse>;
