/**
 * Reading the host's page HTML (shell-host/src/index.html): its header slot
 * holds the server-rendered header, or nothing when the host's server could
 * not render it (the page's script then renders the header in the browser).
 */

// The built template is minified, so its attributes may lose their quotes.
const SLOT_START = /<div id=(?:"header-slot"|header-slot)>/;
const AFTER_SLOT = /<div id=(?:"root"|root)>/;

/** What the page's header slot holds, with per-response nonces blanked so two pages' headers compare; '' when empty. */
export function headerMarkup(html: string): string {
  const start = SLOT_START.exec(html);
  if (!start) return '';
  const rest = html.slice(start.index + start[0].length);
  const end = AFTER_SLOT.exec(rest);
  const slot = rest.slice(0, end ? end.index : undefined).trim();
  return slot
    .replace(/<\/div>$/, '')
    .trim()
    .replaceAll(/nonce=("[^"]*"|[^\s>]*)/g, 'nonce=""');
}

/** True when the host's server put the header's markup in the page. */
export function hasServerHeader(html: string): boolean {
  return headerMarkup(html).includes('data-header-root');
}

/**
 * True when the page carries inlined stylesheets (`<style … data-href>`, a shopper's first page),
 * false when it links them (a page reached from another of the host's pages).
 */
export function inlinesStylesheets(html: string): boolean {
  return html.split('<style ').some((tag, index) => index > 0 && (tag.split('>', 1)[0] ?? '').includes('data-href='));
}
