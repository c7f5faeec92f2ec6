/**
 * The page's own URL, for the header's state and links (sign in returns there): the site's
 * configured origin and the request's path and query. Nothing the request says about where it was
 * sent (its Host header, a request line like `//evil.example/ecom`) picks the origin.
 */
export function pageUrlOf(requestUrl: string, siteOrigin: string): string {
  // Parsed against a placeholder: a request line naming another origin gives up only its path and query.
  const { pathname, search } = new URL(requestUrl, 'http://request.invalid');
  // Set on the site's URL, never resolved against it: a path that normalises to `//evil.example/…`
  // (`/.//evil.example/ecom`) would otherwise name another host. Runs of slashes become one, so the
  // path is one a link built from it cannot mistake for an origin either.
  const page = new URL(siteOrigin);
  page.pathname = pathname.replace(/\/{2,}/g, '/');
  page.search = search;
  return page.href;
}
