import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { pgliteTarget } from '../../testing/test-database.ts';
import { operate } from '../operate.ts';

/** What an operator's terminal saw of one command: its exit code and its lines. */
export type OperatorRun = {
  readonly exitCode: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
};

/**
 * An empty in-memory database with the services in front of it, for the enclosing describe block,
 * and `operator(args, stdin)`, which runs a command on that database in production settings, as
 * `printf '%s\n' "$PASSWORD" | npm run operator -- <args>` would.
 */
export function useOperatorTerminal(): {
  readonly operator: (args: readonly string[], stdin?: string) => Promise<OperatorRun>;
  readonly app: () => FastifyInstance;
  readonly db: () => Database;
} {
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await pgliteTarget.open();
    app = await buildApp({ db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The operator terminal is only available inside tests');
    return value;
  };
  const operator = async (args: readonly string[], stdin = ''): Promise<OperatorRun> => {
    const out: string[] = [];
    const err: string[] = [];
    const exitCode = await operate(args, {
      env: { NODE_ENV: 'production', DATA_DIR: 'memory://', CORS_ORIGINS: 'https://localhost:3000' },
      stdin: Readable.from([stdin]),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      database: async () => opened(db),
    });
    return { exitCode, out, err };
  };
  return { operator, app: () => opened(app), db: () => opened(db) };
}
