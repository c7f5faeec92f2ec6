import type { CorsOrigins } from '../../http/cors.ts';

/**
 * The absolute http(s) URL to send the browser back to after the hosted page,
 * or undefined when it is not one of the sites allowed to call the services
 * (the CORS origins): the page must not become an open redirect that hands a
 * freshly signed-in shopper to any site.
 */
export function allowedRedirect(value: string | undefined, origins: CorsOrigins): URL | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials in the URL would be replayed by the browser to that site; nothing legitimate sends them.
  if (url.username !== '' || url.password !== '') return undefined;
  const allowed = origins.some((origin) =>
    typeof origin === 'string' ? origin === url.origin : origin.test(url.origin),
  );
  return allowed ? url : undefined;
}
