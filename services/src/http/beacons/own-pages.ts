import type { FastifyRequest } from 'fastify';
import type { CorsOrigins } from '../cors.ts';
import { forbidden } from '../errors.ts';

/**
 * Whether a beacon came from one of the site's own pages: its `Origin` is one of the services' CORS
 * origins (every page that shows the header), or the browser says the page is the services' own site
 * (`Sec-Fetch-Site`, for a page whose referrer policy sends `Origin: null`). A beacon is a simple
 * request with no preflight, so without this any website could have each of its visitors post one;
 * a request with neither header is no browser's, and is refused too.
 */
export function isFromOwnPage(headers: FastifyRequest['headers'], origins: CorsOrigins): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'same-site') return true;
  const origin = headers.origin;
  if (origin === undefined || origin === 'null') return false;
  return origins.some((allowed) => (typeof allowed === 'string' ? allowed === origin : allowed.test(origin)));
}

export function requireOwnPage(request: FastifyRequest, origins: CorsOrigins): void {
  if (!isFromOwnPage(request.headers, origins)) {
    throw forbidden('Beacons are taken only from the site’s own pages (Origin or Sec-Fetch-Site).');
  }
}
