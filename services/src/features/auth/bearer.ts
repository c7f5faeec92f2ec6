/** RFC 6750 b64token: the token characters a `Bearer` credential may carry. */
const BEARER = /^Bearer +([a-z0-9\-._~+/]+=*)$/i;
const TOKEN_TEXT = /^[A-Za-z0-9\-._~+/]+=*$/;
/** Our signed tokens stay under 350 characters; anything far longer is not one of ours. */
export const MAX_TOKEN_LENGTH = 512;

/**
 * Reads the token from an `Authorization: Bearer <token>` header value.
 * Returns undefined for anything else; never throws.
 */
export function parseBearer(header: unknown): string | undefined {
  if (typeof header !== 'string' || header.length > MAX_TOKEN_LENGTH + 16) return undefined;
  const token = BEARER.exec(header)?.[1];
  if (token === undefined || token.length > MAX_TOKEN_LENGTH) return undefined;
  return token;
}

/**
 * A bare token (the token-session cookie's value) under the same rules as a
 * bearer's: b64token characters, at most MAX_TOKEN_LENGTH. Never throws.
 */
export function parseTokenText(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_TOKEN_LENGTH || !TOKEN_TEXT.test(value)) return undefined;
  return value;
}
