/**
 * One limit: at most `limit` counted requests per `windowMs`.
 * Sliding (the default) keeps each counted time, so `retry-after` is exact:
 * when the oldest counted request ages out. Meant for small limits.
 * `fixedWindow` keeps one counter per key and clock-aligned window instead:
 * cheap for large limits, at the cost of allowing up to twice the limit
 * across a window boundary.
 */
export type RateLimitRule = {
  readonly limit: number;
  readonly windowMs: number;
  readonly fixedWindow?: true;
};

/** A write limited both per client (address, IPv6 by /48) and across all clients. */
export type ClientAndOverallRules = {
  readonly perClient: RateLimitRule;
  readonly overall: RateLimitRule;
};

const MINUTE = 60 * 1000;

/**
 * Every rate limit the services apply, in one place (documented in docs/auth.md).
 * Per-client numbers allow for many shoppers behind one address (offices,
 * universities, mobile carriers' shared NAT); overall numbers are circuit
 * breakers tens of times above a busy day's peak, so only a flood reaches them, and at least
 * 100 times a client's own limit, so no few clients can (`rate-limit-rules.test.ts`).
 */
export const RATE_LIMITS = Object.freeze({
  /**
   * Failed sign-ins only (JSON and hosted page alike): busy shared addresses still sign in. Each
   * attempt is counted before its password is checked and given back when the password is right.
   */
  signInFailures: Object.freeze({
    /** Slows password guessing against one account from devices it has not signed in on (strangers). */
    perEmail: { limit: 5, windowMs: 15 * MINUTE },
    /** A device the account signed in on before (its device cookie) is judged by its own failures. */
    perDevice: { limit: 5, windowMs: 15 * MINUTE },
    /** Slows one client trying many accounts. */
    perClient: { limit: 20, windowMs: MINUTE },
    /** Caps password checks (scrypt, costly) spent on wrong guesses across all clients. */
    overall: { limit: 3_000, windowMs: MINUTE, fixedWindow: true },
  }),
  /**
   * Refused sign-ons as a customer (`POST /v1/auth/sign-on-as-customer`, and sign-in with
   * `actAsCustomerId` once the password is right): each is a row of the append-only support audit.
   * Counted per account that asks (a shopper, or the support user) before the customer is looked up,
   * and given back when the sign-on succeeds: a support user's work is never limited, only refusals.
   */
  signOnRefusals: Object.freeze({
    perAccount: { limit: 10, windowMs: 15 * MINUTE },
    overall: { limit: 1_000, windowMs: 15 * MINUTE, fixedWindow: true },
  }),
  /**
   * Registrations with a valid body (JSON and hosted page), counted before the email is looked up:
   * each can cost a password hash and an account, and says whether the email is taken. Invalid
   * bodies cost nothing and are not counted.
   */
  registrations: Object.freeze({
    perClient: { limit: 20, windowMs: 10 * MINUTE },
    /** Ten minutes, so filling it takes 150 clients at their own limit (a minute's 300 took 15). */
    overall: { limit: 3_000, windowMs: 10 * MINUTE, fixedWindow: true },
  }),
  /** Every post of the hosted sign-up / sign-in form, on top of the two limits above. */
  hostedAuthPosts: Object.freeze({
    perClient: { limit: 30, windowMs: MINUTE },
    overall: { limit: 3_000, windowMs: MINUTE, fixedWindow: true },
  }),
  /** Banner impressions and clicks: a few per page view, so per client they are many. */
  bannerEvents: Object.freeze({
    perClient: { limit: 600, windowMs: MINUTE, fixedWindow: true },
    overall: { limit: 60_000, windowMs: MINUTE, fixedWindow: true },
  }),
  /** The header's real-user measurements: one batch as each page is hidden. */
  vitals: Object.freeze({
    perClient: { limit: 60, windowMs: MINUTE },
    overall: { limit: 60_000, windowMs: MINUTE, fixedWindow: true },
  }),
  /** The header's instant-checkout completion beacon: one per order placed. */
  beacons: Object.freeze({
    perClient: { limit: 30, windowMs: MINUTE },
    overall: { limit: 3_000, windowMs: MINUTE, fixedWindow: true },
  }),
} satisfies Record<string, Record<string, RateLimitRule>>);

/** The writes limited per client and overall (sign-in failures have their own rules). */
export type LimitedWrite = 'registrations' | 'hostedAuthPosts' | 'bannerEvents' | 'vitals' | 'beacons';
