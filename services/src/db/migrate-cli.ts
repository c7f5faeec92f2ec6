import { describeDatabase, loadConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';

/** `pnpm --filter @grocer/services migrate`: applies pending migrations and exits. */
const config = loadConfig(process.env);
const db = await openDatabase(config.database);
try {
  const applied = await migrate(db);
  console.log(
    `${describeDatabase(config.database)}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`,
  );
} finally {
  await db.close();
}
