import type { Database } from './db/database.ts';
import type { RateLimiter } from './http/rate-limits/rate-limiter.ts';

/** What feature routes need from the app: storage and a clock (tests move the clock). */
export type AppDeps = {
  readonly db: Database;
  readonly now: () => Date;
  /** NODE_ENV=production: no introspection, no demo shortcuts. */
  readonly production: boolean;
  /** Counters shared by every process on the same store, for sign-in and unauthenticated writes. */
  readonly rateLimits: RateLimiter;
};
