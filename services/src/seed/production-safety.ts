import type { Database } from '../db/database.ts';
import { EVERY_DEMO_ACCOUNT } from './every-demo-account.ts';

/** Start-up refused: the database holds accounts whose passwords are published in the README. */
export class DemoDataInProductionError extends Error {}

/**
 * With NODE_ENV=production the services refuse to start on a database that
 * holds a demo account: their passwords are public, and the demo support user
 * may act as any customer. Matched by id or email, so a renamed copy is caught too.
 */
export async function assertNoDemoAccounts(db: Database): Promise<void> {
  const found = await db.query<{ id: string; email: string }>(
    'select id, email from customers where id = any($1) or lower(email) = any($2) order by id',
    [EVERY_DEMO_ACCOUNT.map((account) => account.id), EVERY_DEMO_ACCOUNT.map((account) => account.email)],
  );
  if (found.length === 0) return;
  const names = found.map((row) => `${row.id} <${row.email}>`).join(', ');
  throw new DemoDataInProductionError(
    `Refusing to start with NODE_ENV=production: the database holds demo accounts with published passwords (${names}). ` +
      'Delete them, or point DATABASE_URL at a production database.',
  );
}
