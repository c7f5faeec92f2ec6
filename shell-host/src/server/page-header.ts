import type { SecurePage } from './page-security.ts';

export const HEADER_PLACEHOLDER = '__HEADER__';

export type PageHeader = { readonly fragment: string; readonly stylesheets: readonly string[] };

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page with the server-rendered header in its slot, after the header's
 * stylesheets (each with the page's nonce: a stylesheet in the body holds back
 * the content after it until it has loaded, so the header is never unstyled),
 * or with an empty slot when there is no server header: the page's script
 * then renders it.
 */
export function withHeader(page: SecurePage, header: PageHeader | undefined): SecurePage {
  const links = (header?.stylesheets ?? [])
    // crossorigin: the remote answers CORS, so the page (and tools such as axe) may read the rules.
    .map((href) => `<link rel="stylesheet" href="${attribute(href)}" crossorigin="anonymous" nonce="${page.nonce}" />`)
    .join('');
  // Function replacements: the fragment is inserted as it is, with no `$` patterns.
  const html = page.html.replace(HEADER_PLACEHOLDER, () => (header ? links + header.fragment : ''));
  return { ...page, html };
}
