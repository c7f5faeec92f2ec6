/**
 * The closed header's stylesheets, put into the page itself. Linked
 * from the remote's origin, they held back the first paint by a connection and
 * a round trip to another origin (Lighthouse: 317 ms render-blocking on a
 * mobile profile); inlined, the page paints with its first bytes. Each is
 * fetched once per release of the remote, its size checked before it is read.
 */
import { styleElementText } from '@grocer/shared-contracts/hydration-files';
import { CSS, fetchText } from './bounded-fetch.ts';

/**
 * A stylesheet of the remote's, with its address (the page marks the inlined rules with it) and
 * its rules, ready to go inside a `<style>` element.
 */
export type HeaderStylesheet = { readonly href: string; readonly css: string };

/** The header's CSS is about 20 KB; past this a release is refused as a mistake, not inlined into every page. */
export const MAX_STYLESHEET_BYTES = 256 * 1024;

/** The closed header's stylesheets (those of the `mount` expose, which the page hydrates; header-manifest.ts), read. */
export function headerStylesheets(hrefs: readonly string[], fetchFn: typeof fetch): Promise<HeaderStylesheet[]> {
  return Promise.all(
    hrefs.map(async (href) => ({
      href,
      css: styleElementText(await fetchText(href, fetchFn, { maxBytes: MAX_STYLESHEET_BYTES, types: CSS })),
    })),
  );
}
