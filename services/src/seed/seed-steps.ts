import type { Database } from '../db/database.ts';
import { seedBanners } from '../features/banners/banner-seed.ts';
import { seedCatalogue } from '../features/catalogue/seed/seed-catalogue.ts';
import { seedContent } from '../features/content/content-seed.ts';
import { seedFulfilment } from '../features/fulfilment/seed-fulfilment.ts';
import { seedStoreBranches } from '../features/fulfilment/seed-store-branches.ts';
import { seedTrolleyAndOrders } from '../features/orders/seed-trolley-and-orders.ts';
import { seed as seedAccounts } from './demo-accounts.ts';

/**
 * Every seed step, in order. Each is idempotent (adds what is missing, never
 * overwrites), so the seed runs on every start. Later steps may rely on the
 * rows earlier steps add (products before trolleys, slots before reservations).
 */
export type SeedStep = {
  readonly name: string;
  readonly run: (db: Database, now: Date) => Promise<Readonly<Record<string, number>>>;
};

export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'accounts', run: (db) => seedAccounts(db) },
  { name: 'catalogue', run: (db) => seedCatalogue(db) },
  { name: 'fulfilment', run: (db, now) => seedFulfilment(db, now) },
  // The real stores from ../shared/data as collection branches; none when the file is absent.
  { name: 'stores', run: (db, now) => seedStoreBranches(db, now) },
  { name: 'content', run: (db) => seedContent(db) },
  { name: 'banners', run: (db) => seedBanners(db) },
  { name: 'trolley and orders', run: (db, now) => seedTrolleyAndOrders(db, now) },
];

export async function runSeed(
  db: Database,
  now = new Date(),
): Promise<Record<string, Readonly<Record<string, number>>>> {
  const results: Record<string, Readonly<Record<string, number>>> = {};
  for (const step of SEED_STEPS) results[step.name] = await step.run(db, now);
  return results;
}
