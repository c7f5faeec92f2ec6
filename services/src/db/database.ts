/** What every query runs against: the database itself, or a transaction on it. */
export type Queryable = {
  /** One statement with `$1`-style parameters; resolves to its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The services' only view of storage. PGlite (embedded, for local use and
 * tests) and PostgreSQL implement it with the same SQL.
 */
export type Database = Queryable & {
  readonly kind: DatabaseKind;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Whether writes are failing for want of disk space: the last one failed so (`full-disk.ts`). */
  writesFailing(): boolean;
  close(): Promise<void>;
};

/**
 * Starts a statement whose best plan depends on its parameters' values, so PostgreSQL plans it
 * on every call instead of keeping one plan for it: product search (one letter matches every
 * product, a word a few dozen). Other statements are prepared once per connection and their
 * plans kept (`postgres.ts`, decision 019). A comment: PGlite and PostgreSQL read it as nothing.
 */
export const PLAN_EACH_CALL = '/* plan each call */ ';
