/*
 * What every service call carries, where it goes and how it fails, with no HTTP client: code that
 * makes one call with the page's fetch (the footer, the header's state) uses these without
 * bringing ky (api-client.ts, call-json.ts).
 */

/** Every call says who is calling (spec section 7, the "breadcrumb" header). */
export const APPLICATION_NAME = 'fernleaf-header';
/** What a signed-out shopper's calls carry as their bearer (spec section 6). */
export const UNAUTHENTICATED_TOKEN = 'unauthenticated';
/** A header call that takes longer than this has failed; order calls pass their own 45 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * ky resolves a relative path against the base like a browser does, so
 * "/api" + "term-suggest" would give "/term-suggest". A trailing slash keeps the base's path.
 */
export function serviceBase(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A failed call: the HTTP status (0 when there was no answer or it did not parse) and why. */
export class ShoppingCallError extends Error {
  override name = 'ShoppingCallError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}
