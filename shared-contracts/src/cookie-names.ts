/**
 * The cookies the header reads and writes. Plain constants, apart from the
 * schemas in auth.ts, so the header's first paint (which reads the token
 * session indicator) pulls in no schema.
 */

/**
 * The token session (docs/decisions/007-token-session-cookie.md). Signing in
 * also sets an httpOnly cookie holding the bearer token, and this readable
 * indicator cookie with the value 'true' (spec section 3), so every header on
 * the site knows a session exists before it has asked for the token.
 */
export const TOKEN_SESSION_COOKIE = 'X-Has-Token-Session';

/** Set by the header once a shopper is logged in (spec section 9: secure, max age 2592e6 as the code uses it). */
export const CUSTOMER_ID_COOKIE = 'customerId';
export const CUSTOMER_ID_COOKIE_MAX_AGE = 2_592e6;
/** Removed by the header when a booked slot's address or branch cannot be found (spec section 4). */
export const BRANCH_ID_COOKIE = 'branchId';
/**
 * The visitor identifier the banner call sends as `x-visitor-id` (spec sections 3 and 7), so
 * the ad service can cap how often one visitor sees a campaign. Written by the site's analytics;
 * the header only reads it (no cookie, no header).
 */
export const VISITOR_ID_COOKIE = 'fernleaf_visitor_id';
