import type { Database } from './database.ts';
import { seed as seedAccounts } from './seed.ts';

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
  // seed step: catalogue
  // seed step: fulfilment
  // seed step: content
  // seed step: trolley and orders
];

export async function runSeed(
  db: Database,
  now = new Date(),
): Promise<Record<string, Readonly<Record<string, number>>>> {
  const results: Record<string, Readonly<Record<string, number>>> = {};
  for (const step of SEED_STEPS) results[step.name] = await step.run(db, now);
  return results;
}
