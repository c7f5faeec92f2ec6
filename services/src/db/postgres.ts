import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Database, PLAN_EACH_CALL, type Queryable } from './database.ts';

export type PostgresOptions = {
  /** Every connection uses this schema (created if missing) instead of `public`. */
  readonly schema?: string | undefined;
  readonly connectionTimeoutMillis?: number;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Quotes a schema name after checking it is a plain lower-case identifier. */
export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Schema name "${schema}" must be lower-case letters, digits and underscores`);
  }
  return `"${schema}"`;
}

/** Statement names by text, so each text is hashed once per process. */
const statementNames = new Map<string, string>();

/**
 * A name for a statement's text: pg then prepares it once per connection, and PostgreSQL keeps
 * its plan instead of parsing and planning it on every call. Planning took longer than running
 * most statements behind every page's header (0.5 to 0.7 ms against 0.03 to 0.4 ms), and
 * getTrolley answered a third more requests a second without it (decision 019). The services'
 * statements are a fixed set of texts, so the names stay few. Statements without parameters and
 * those marked PLAN_EACH_CALL go unnamed, planned on every call as before.
 */
function statementName(sql: string): string | undefined {
  if (sql.startsWith(PLAN_EACH_CALL)) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const name = params.length === 0 ? undefined : statementName(sql);
      const result = await client.query(
        name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] },
      );
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Opens a pooled connection to PostgreSQL. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { schema, connectionTimeoutMillis = 5000 } = options;
  const quoted = schema === undefined ? undefined : quoteSchema(schema);
  if (quoted !== undefined) {
    const setup = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${quoted}`);
    } finally {
      await setup.end();
    }
  }

  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A client whose rollback fails is in an unknown state: drop it rather than reuse it.
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
