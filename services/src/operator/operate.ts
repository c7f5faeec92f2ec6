import type { Database } from '../db/database.ts';
import { ConfigError, describeDatabase, loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { type DatabaseConfig, openDatabase } from '../db/open-database.ts';
import { loadSampleShop } from '../seed/shop-steps.ts';
import { addAccount, checkAccount } from './add-account.ts';
import { type OperatorCommand, parseOperatorArgs } from './operator-args.ts';
import { OPERATOR_HELP } from './operator-help.ts';
import { OperatorRefusal } from './operator-refusal.ts';
import { type PasswordInput, readPasswordLine } from './read-password-line.ts';

export type OperatorIo = {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdin: PasswordInput;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where the database comes from: the configured one, opened and closed here, unless given (tests). */
  readonly database?: (config: DatabaseConfig) => Promise<Database>;
  readonly now?: () => Date;
};

/**
 * One operator command, from its arguments to its exit code: 0 done, 1 refused (one line on
 * `err`), 2 not understood. Everything that can be refused without the database is, before it opens.
 */
export async function operate(argv: readonly string[], io: OperatorIo): Promise<number> {
  let command: OperatorCommand;
  try {
    command = parseOperatorArgs(argv);
  } catch (error) {
    if (!(error instanceof OperatorRefusal)) throw error;
    io.err(error.message);
    return 2;
  }
  if (command.name === 'help') {
    io.out(OPERATOR_HELP);
    return 0;
  }
  try {
    const config = loadConfig(io.env);
    const now = io.now?.() ?? new Date();
    if (command.name === 'load-sample-shop') {
      const results = await withDatabase(config.database, io, (db) => loadSampleShop(db, now));
      io.out(describeSampleShop(results, describeDatabase(config.database)));
    } else {
      const role = command.name === 'add-support-user' ? 'support' : 'customer';
      const password = await readPasswordLine(io.stdin);
      // Checked before the database opens: a refused password or email costs nothing.
      const account = checkAccount({ role, email: command.email, fullName: command.fullName, password });
      io.out(await withDatabase(config.database, io, (db) => addAccount(db, account, now)));
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorRefusal) io.err(`${command.name} refused: ${error.message}`);
    // The services' own configuration message, on one line.
    else if (error instanceof ConfigError) io.err(error.message.replaceAll('\n  ', ' '));
    else throw error;
    return 1;
  }
}

/** Opens the database (unless given one), brings its schema up to date, runs `work`, and closes it. */
async function withDatabase<T>(config: DatabaseConfig, io: OperatorIo, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await (io.database ?? openDatabase)(config);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    if (!io.database) await db.close();
  }
}

function describeSampleShop(results: Record<string, Readonly<Record<string, number>>>, database: string): string {
  const steps = Object.entries(results).map(
    ([step, counts]) =>
      `${step} (${Object.entries(counts)
        .map(([count, value]) => `${count} ${value}`)
        .join(', ')})`,
  );
  return `Sample shop loaded on ${database}, no accounts: ${steps.join('; ')}`;
}
