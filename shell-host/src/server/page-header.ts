import type { SecurePage } from './page-security.ts';

export const HEADER_PLACEHOLDER = '__HEADER__';
export const HEADER_STYLESHEETS_PLACEHOLDER = '__HEADER_STYLESHEETS__';

export type PageHeader = { readonly fragment: string; readonly stylesheets: readonly string[] };

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page with the server-rendered header in its slot and the header's
 * stylesheets in its head (each with the page's nonce), or with an empty slot
 * when there is no server header: the page's script then renders it.
 */
export function withHeader(page: SecurePage, header: PageHeader | undefined): SecurePage {
  const links = (header?.stylesheets ?? [])
    .map((href) => `<link rel="stylesheet" href="${attribute(href)}" nonce="${page.nonce}" />`)
    .join('');
  // Function replacements: the fragment is inserted as it is, with no `$` patterns.
  const html = page.html
    .replace(HEADER_STYLESHEETS_PLACEHOLDER, () => links)
    .replace(HEADER_PLACEHOLDER, () => header?.fragment ?? '');
  return { ...page, html };
}
