import { describeDatabase, loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { runSeed } from './seed-steps.ts';

/** `pnpm --filter @grocer/services seed`: migrates, then adds any missing demo data. */
const config = loadConfig(process.env);
if (config.production) {
  console.error('Refusing to add demo data with NODE_ENV=production: the demo passwords are published.');
  process.exit(1);
}
const db = await openDatabase(config.database);
try {
  await migrate(db);
  const results = await runSeed(db);
  console.log(`${describeDatabase(config.database)}: seeded`, results);
} finally {
  await db.close();
}
