import * as z from './zod.ts';
import { CustomerIdText, SupportReason } from './support-audit.ts';

/** POST /v1/auth/sign-in */
export const SignInRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(3)),
  password: z.string().check(z.minLength(1)),
  /** A support user acting for a customer names the customer here. */
  actAsCustomerId: z.optional(CustomerIdText),
  /** Why, with actAsCustomerId: required then, and kept in the support audit. */
  reason: z.optional(SupportReason),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInResponse = z.object({
  token: z.string().check(z.minLength(20)),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime(),
  customerId: z.string(),
  isSignedOnAsCustomer: z.boolean(),
  /** 'support' for a support user's own sign-in, which cannot shop until it signs on as a customer. */
  role: z.optional(z.enum(['customer', 'support'])),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** The one error body every service returns. */
export const ServiceError = z.object({
  error: z.string(),
  message: z.string(),
});
export type ServiceError = z.infer<typeof ServiceError>;

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  contractVersion: z.string(),
  /**
   * What fails while the rest serves: 'writes', the database refuses them for want of disk space;
   * 'rate-limits', their store does not answer (sign-in, registration and banner events get 503).
   */
  degraded: z.array(z.enum(['writes', 'rate-limits'])),
});
export type Health = z.infer<typeof Health>;

/** Password rules for registration, shared so the sign-up form can say the same as the server. */
export const PASSWORD_RULES = Object.freeze({
  minLength: 8,
  maxLength: 128,
  message: 'Use 8 to 128 characters, with at least one letter and at least one digit or symbol',
});

const PASSWORD_SHAPE = /^(?=.*\p{L})(?=.*[^\p{L}\s]).*$/su;
/**
 * Something, @, then a domain with a dot that is neither its first nor its last
 * character. Written so the domain splits one way only (the first dot after
 * its first character): `[^\s@]+\.[^\s@]+` could split at any dot and took
 * seconds to refuse `a@a.a.a.…@` (docs/decisions/012-linear-patterns-only.md).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * POST /v1/auth/register: a new shopper account. Each length check aborts the
 * parse when it fails, so no pattern after it ever sees a giant string.
 */
export const RegisterRequest = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, { abort: true }),
      z.regex(EMAIL_SHAPE, 'Enter an email address like name@example.com'),
    ),
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_RULES.minLength, PASSWORD_RULES.message),
      z.maxLength(PASSWORD_RULES.maxLength, { abort: true, error: PASSWORD_RULES.message }),
      z.regex(PASSWORD_SHAPE, PASSWORD_RULES.message),
    ),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your name'),
      z.maxLength(100, { abort: true }),
      z.regex(/^\P{Cc}*$/u, 'Names cannot contain control characters'),
    ),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST /v1/auth/sign-on-as-customer: a signed-in support user starts acting for a customer. */
export const SignOnAsCustomerRequest = z.object({
  customerId: CustomerIdText,
  /** Why the support user acts for this customer; kept in the support audit. */
  reason: SupportReason,
});
export type SignOnAsCustomerRequest = z.infer<typeof SignOnAsCustomerRequest>;

/** POST /v1/auth/return-to-admin: where the browser goes once the acting session has ended. */
export const ReturnToAdminResponse = z.object({
  redirectUrl: z.string().check(z.minLength(1)),
});
export type ReturnToAdminResponse = z.infer<typeof ReturnToAdminResponse>;

/**
 * GET /v1/auth/session: who the bearer token belongs to, for the header's
 * authentication state (spec section 3). Signed out: isLoggedIn false, ids null.
 */
export const SessionResponse = z.object({
  isLoggedIn: z.boolean(),
  hasTokenSession: z.boolean(),
  customerId: z.nullable(z.string()),
  name: z.nullable(z.string()),
  isSignedOnAsCustomer: z.boolean(),
  role: z.nullable(z.enum(['customer', 'support'])),
  expiresAt: z.nullable(z.iso.datetime()),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * POST /v1/auth/token (with the browser's cookies): the bearer token of the
 * cookie's session. 401 when there is none, which is not an error (spec section 8).
 */
export const TokenSessionResponse = SignInResponse;
export type TokenSessionResponse = SignInResponse;

// The cookie names live in a schema-free module (see cookie-names.ts); re-exported for this module's users.
export {
  TOKEN_SESSION_COOKIE,
  CUSTOMER_ID_COOKIE,
  CUSTOMER_ID_COOKIE_MAX_AGE,
  BRANCH_ID_COOKIE,
} from './cookie-names.ts';
