/**
 * How a page carries its stylesheets (decision 016). A shopper's first page of the site gets them
 * inlined: no round trip holds its first paint back. Once they have arrived, the browser keeps
 * the files (hashed names, cached for a year; the page prefetches them after load,
 * src/app/prefetch-inlined-styles.ts), so a page the shopper reaches from another page of the
 * site links them instead: about 33 KB less to send, compress and parse on every later page.
 *
 * The browser says where a navigation came from (Sec-Fetch-Site); no cookie is set for it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NONCE_PLACEHOLDER } from './page-security.ts';
import { styleElementText } from '@grocer/shared-contracts/hydration-files';

export type StylesheetDelivery = 'inline' | 'linked';

type RequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Linked for a navigation from one of this host's own pages (`Sec-Fetch-Site: same-origin`, a
 * top-level navigation, and a `Referer` whose path `isOwnPage`; the pages' referrer policy sends the
 * whole address within the origin): that page had the stylesheets. Other teams' apps may share the
 * origin without having this host's sheets. Inlined for everything else: a first visit, a link from
 * another site or another app, a typed address, or a browser that does not say.
 */
export function stylesheetDelivery(
  headers: RequestHeaders,
  isOwnPage: (pathname: string) => boolean,
): StylesheetDelivery {
  if (headers['sec-fetch-site'] !== 'same-origin' || headers['sec-fetch-mode'] !== 'navigate') return 'inline';
  const referer = headers['referer'];
  if (typeof referer !== 'string' || !URL.canParse(referer)) return 'inline';
  return isOwnPage(new URL(referer).pathname) ? 'linked' : 'inline';
}

/** The request headers a page's answer depends on, beside its encoding: a cache must keep the two kinds apart. */
export const DELIVERY_VARY = 'sec-fetch-site, sec-fetch-mode, referer';

/** Where the page template (src/index.html) takes the host's stylesheets: an element, as its minifier writes it or not. */
const HOST_STYLES_PLACEHOLDER = /<meta name="?host-styles"? ?\/?>/;

/** The page template with the host's stylesheets in place; a template without the place is refused. */
export function withHostStyles(template: string, styles: string): string {
  if (!HOST_STYLES_PLACEHOLDER.test(template)) {
    throw new Error('The page has no <meta name="host-styles">: was it built from shell-host/src/index.html?');
  }
  return template.replace(HOST_STYLES_PLACEHOLDER, () => styles);
}

/** The host's own stylesheets, both ways, with the page's nonce placeholder. */
export type HostStyles = Readonly<Record<StylesheetDelivery, string>>;

/** A value made safe inside a double-quoted attribute of the page. */
export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The host's stylesheets as `<style>` elements and as `<link>`s, from the CSS files its build wrote
 * (dist/*.css; they are served from the site's root). `data-href` is the name webpack's CSS loading
 * looks for, so an inlined sheet is never fetched again by the page's chunks.
 */
export async function hostStyles(distDir: string): Promise<HostStyles> {
  const files = (await readdir(distDir)).filter((file) => file.endsWith('.css')).sort();
  const sheets = await Promise.all(
    files.map(async (file) => ({
      href: attribute(file),
      css: styleElementText(await readFile(path.join(distDir, file), 'utf8')),
    })),
  );
  return {
    inline: sheets
      .map(({ href, css }) => `<style nonce="${NONCE_PLACEHOLDER}" data-href="${href}">${css}</style>`)
      .join(''),
    linked: sheets
      .map(({ href }) => `<link rel="stylesheet" href="/${href}" data-href="${href}" nonce="${NONCE_PLACEHOLDER}" />`)
      .join(''),
  };
}
