/*
 * What every service call carries, where it goes and how it fails, with no HTTP client: code that
 * makes one call with the page's fetch (the footer, the header's state) uses these, and reads its
 * answer with `readAnswer`, without bringing ky (api-client.ts, call-json.ts).
 */
import * as z from '@grocer/shared-contracts/zod';

/** Every call says who is calling (spec section 7, the "breadcrumb" header). */
export const APPLICATION_NAME = 'fernleaf-header';
/** What a signed-out shopper's calls carry as their bearer (spec section 6). */
export const UNAUTHENTICATED_TOKEN = 'unauthenticated';
/** A header call that takes longer than this has failed; order calls pass their own 45 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** What a call made with the page's fetch carries when it sends no shopper's token: the bearer and the breadcrumb. */
export const SIGNED_OUT_HEADERS: Readonly<Record<string, string>> = {
  Authorization: `Bearer ${UNAUTHENTICATED_TOKEN}`,
  'x-application-name': APPLICATION_NAME,
};
/** Far more than any answer read with `readAnswer` (a shopper's state is some 4 KB, the footer under 16 KB). */
const MAX_ANSWER_CHARS = 64 * 1024;

/**
 * ky resolves a relative path against the base like a browser does, so
 * "/api" + "term-suggest" would give "/term-suggest". A trailing slash keeps the base's path.
 */
export function serviceBase(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A failed call: the HTTP status (0 when there was no answer or it did not parse) and why. */
export class ServiceCallError extends Error {
  override name = 'ServiceCallError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * The body of an answer to a call made with the page's fetch (ky's calls use call-json.ts), as the
 * contract's `schema` reads it: refused past MAX_ANSWER_CHARS before it is parsed; a
 * ServiceCallError (status 0) when it is too large, not JSON or not the contract's shape.
 */
export async function readAnswer<T extends z.ZodMiniType>(
  response: Response,
  schema: T,
  path: string,
): Promise<z.infer<T>> {
  const text = await response.text();
  if (text.length > MAX_ANSWER_CHARS) {
    throw new ServiceCallError(`The answer from ${path} is too large (${text.length} characters)`, 0);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ServiceCallError(`The answer from ${path} is not JSON`, 0);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ServiceCallError(`Unexpected answer from ${path}: ${z.prettifyError(parsed.error)}`, 0);
  return parsed.data;
}
