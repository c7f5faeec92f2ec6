/**
 * The page's own URL, for the header's state and links (sign in returns there): the site's
 * configured origin and the request's path and query. Nothing the request says about where it was
 * sent (its Host header, a request line like `//evil.example/ecom`) picks the origin (issue 35).
 */
export function pageUrlOf(requestUrl: string, siteOrigin: string): string {
  // Parsed against a placeholder: a request line naming another origin gives up only its path and query.
  const { pathname, search } = new URL(requestUrl, 'http://request.invalid');
  return new URL(`${pathname}${search}`, siteOrigin).href;
}
