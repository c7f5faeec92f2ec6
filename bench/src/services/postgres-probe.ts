import { createConnection } from 'node:net';
import { type Database, openDatabase } from '@grocer/services';

const POSTGRES_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

/** Is anything listening on PostgreSQL's port (or is DATABASE_URL set)? */
export async function postgresMayAnswer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return true;
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

export type ThrowawaySchema = {
  readonly url: string;
  readonly schema: string;
  /** Open on the schema, so the bench can drop it when done. */
  readonly db: Database;
  /** Drops the schema with everything in it, and closes the connection. */
  drop(): Promise<void>;
};

/**
 * A new, empty schema named `<prefix>_<time>_<pid>` on DATABASE_URL, else on the first of postgres@ /
 * root@ 127.0.0.1:5432/test that answers; undefined when none does.
 */
export async function throwawaySchema(prefix: string): Promise<ThrowawaySchema | undefined> {
  const schema = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  const urls = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : POSTGRES_CANDIDATES;
  for (const url of urls) {
    try {
      const db = await openDatabase({ kind: 'postgres', url, schema });
      const drop = async () => {
        await db.query(`drop schema if exists "${schema}" cascade`);
        await db.close();
      };
      return { url, schema, db, drop };
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
