import type { Database } from './db/database.ts';

/** What feature routes need from the app: storage and a clock (tests move the clock). */
export type AppDeps = {
  readonly db: Database;
  readonly now: () => Date;
  /** NODE_ENV=production: no introspection, no demo shortcuts. */
  readonly production: boolean;
};
