import { describeDatabase, loadConfig } from '../config.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { seed } from './seed.ts';

/** `pnpm --filter @grocer/services seed`: migrates, then adds any missing demo data. */
const config = loadConfig(process.env);
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const { customersAdded, ordersAdded } = await seed(db);
  console.log(`${describeDatabase(config.database)}: added ${customersAdded} customer(s), ${ordersAdded} order(s)`);
} finally {
  await db.close();
}
