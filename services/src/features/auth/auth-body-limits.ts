/**
 * Body limits for the auth routes, far below Fastify's 1 MB default. Their
 * fields are short (an email of at most 254 characters, a password of at most
 * 128, a reason of at most 500), so anything bigger is refused with 413 before
 * it is parsed, let alone matched against a pattern.
 */

/** JSON sign-in, registration and sign-on as a customer: every field escaped as \uXXXX still fits. */
export const AUTH_JSON_BODY_LIMIT = 4 * 1024;

/** The hosted page's form: percent-encoding triples each byte, and it carries the address to return to. */
export const HOSTED_AUTH_FORM_BODY_LIMIT = 8 * 1024;
