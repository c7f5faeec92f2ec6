import type { Database } from '../db/database.ts';
import { seedBanners } from '../features/banners/banner-seed.ts';
import { seedCatalogue } from '../features/catalogue/seed/seed-catalogue.ts';
import { seedContent } from '../features/content/content-seed.ts';
import { seedBranchesAndSlots } from '../features/fulfilment/seed-slots.ts';
import { seedStoreBranches } from '../features/fulfilment/seed-store-branches.ts';

/**
 * One seed step. Each is idempotent (adds what is missing, never overwrites), so the seed runs on
 * every start. Later steps may rely on the rows earlier steps add (products before trolleys, slots
 * before reservations).
 */
export type SeedStep = {
  readonly name: string;
  readonly run: (db: Database, now: Date) => Promise<Readonly<Record<string, number>>>;
};

export type SeedResults = Record<string, Readonly<Record<string, number>>>;

/**
 * The sample shop: the generated catalogue, branches and their slots, stores, content and banners.
 * No account, trolley or order, so it is allowed in production (a trial shop's catalogue).
 */
export const SHOP_STEPS: readonly SeedStep[] = [
  { name: 'catalogue', run: (db) => seedCatalogue(db) },
  { name: 'slots', run: (db, now) => seedBranchesAndSlots(db, now) },
  // The real stores from ../shared/data as collection branches; none when the file is absent.
  { name: 'stores', run: (db, now) => seedStoreBranches(db, now) },
  { name: 'content', run: (db) => seedContent(db) },
  { name: 'banners', run: (db) => seedBanners(db) },
];

export async function runSteps(db: Database, steps: readonly SeedStep[], now: Date): Promise<SeedResults> {
  const results: SeedResults = {};
  for (const step of steps) results[step.name] = await step.run(db, now);
  return results;
}

/** Adds whatever of the sample shop is missing (`load-sample-shop`, and the demo seed's first half). */
export function loadSampleShop(db: Database, now = new Date()): Promise<SeedResults> {
  return runSteps(db, SHOP_STEPS, now);
}
