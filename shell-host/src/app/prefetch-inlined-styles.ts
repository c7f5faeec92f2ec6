/**
 * A shopper's first page of the site came with its stylesheets inlined
 * (src/server/stylesheet-delivery.ts); the pages reached from it link them
 * instead, expecting the browser to have them. Once the page has loaded and
 * the browser is idle, it fetches each inlined sheet's file into the browser's
 * cache (the files have hashed names and are cached for a year), at low
 * priority, so the next page's links are answered from the cache.
 */

/** The files of the page's inlined sheets: each `<style data-href>`'s address, from the site's root when relative. */
export function inlinedStyleUrls(document: Document): URL[] {
  const root = new URL('/', document.baseURI);
  const urls: URL[] = [];
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset['href'];
    if (!href) continue;
    const url = new URL(href, root);
    if (url.protocol === 'https:' || url.protocol === 'http:') urls.push(url);
  }
  return urls;
}

/**
 * Fetches each inlined sheet's file, as the page's `<link>` will ask for it (another origin's with
 * CORS and no credentials), and reads it whole so the cache keeps it. A failure only costs the next
 * page a fetch; it is not reported.
 */
export async function prefetchInlinedStyles(document: Document, fetchFn: typeof fetch = fetch): Promise<number> {
  const origin = new URL('/', document.baseURI).origin;
  const urls = inlinedStyleUrls(document);
  await Promise.all(
    urls.map((url) =>
      fetchFn(url.href, {
        mode: url.origin === origin ? 'same-origin' : 'cors',
        credentials: 'same-origin',
        priority: 'low',
      })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  return urls.length;
}

/** Runs `prefetchInlinedStyles` once the page has loaded and the browser is idle. */
export function prefetchInlinedStylesAfterLoad(window: Window): void {
  const start = () => {
    const run = () => void prefetchInlinedStyles(window.document);
    // Where there is no requestIdleCallback (Safari), a timer after load.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  if (window.document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
