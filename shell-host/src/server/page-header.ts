import {
  inlineStylesheetTag,
  preloadTag,
  stylesheetTag,
  type HydrationPreload,
} from '@grocer/shared-contracts/hydration-files';
import type { HeaderStylesheet } from './header-stylesheets.ts';
import type { SecurePage } from './page-security.ts';
import type { StylesheetDelivery } from './stylesheet-delivery.ts';

export const HEADER_PLACEHOLDER = '__HEADER__';

export type PageHeader = {
  readonly fragment: string;
  readonly stylesheets: readonly HeaderStylesheet[];
  /** The files that bring the header to life (header-manifest.ts); none when unknown. */
  readonly preloads?: readonly HydrationPreload[];
};

/** One stylesheet of the header, inlined with the page's nonce (the remote's fragment does the same). */
const inlined = ({ href, css }: HeaderStylesheet, nonce: string) => inlineStylesheetTag(href, css, nonce);

/** One stylesheet of the header, linked: the browser has it from an earlier page of the site. */
const linked = ({ href }: HeaderStylesheet, nonce: string) => stylesheetTag(href, nonce);

/**
 * The page with the server-rendered header in its slot, after the header's
 * stylesheets, or with the host's own header (`ownHeader`) when there is no
 * server header: the page's script then replaces it with the remote's, if it
 * loads. The slot is never empty, so the page never opens without a header. The stylesheets are inlined on a shopper's
 * first page (a stylesheet from the remote's origin held back the
 * first paint by a round trip to another origin) and linked on the pages
 * reached from it, whose browser has them (stylesheet-delivery.ts).
 */
export function withHeader(
  page: SecurePage,
  header: PageHeader | undefined,
  delivery: StylesheetDelivery,
  ownHeader = '',
): SecurePage {
  const write = delivery === 'inline' ? inlined : linked;
  const styles = (header?.stylesheets ?? []).map((sheet) => write(sheet, page.nonce)).join('');
  // The files the header's script will ask for, asked for now (a preload in another CORS mode than its
  // loader's is not used, and the file is fetched twice).
  const preloads = (header?.preloads ?? []).map((file) => preloadTag(file, page.nonce)).join('');
  // Function replacements: the fragment is inserted as it is, with no `$` patterns.
  const html = page.html.replace(HEADER_PLACEHOLDER, () => (header ? styles + header.fragment + preloads : ownHeader));
  return { ...page, html };
}
