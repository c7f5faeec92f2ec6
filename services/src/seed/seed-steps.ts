import type { Database } from '../db/database.ts';
import { seedFulfilmentShoppers } from '../features/fulfilment/seed-fulfilment.ts';
import { seedTrolleyAndOrders } from '../features/orders/seed-trolley-and-orders.ts';
import { seed as seedAccounts } from './demo-accounts.ts';
import { runSteps, type SeedResults, type SeedStep, SHOP_STEPS } from './shop-steps.ts';

/**
 * The demo's own steps, after the shop's: accounts whose passwords are published, and their
 * addresses, passes, trolleys and orders. Only with SEED_DEMO=true, never in production.
 */
export const DEMO_STEPS: readonly SeedStep[] = [
  { name: 'accounts', run: (db) => seedAccounts(db) },
  // Needs the accounts (their addresses) and the shop's slots (the amending order's booking).
  { name: 'fulfilment shoppers', run: (db, now) => seedFulfilmentShoppers(db, now) },
  { name: 'trolley and orders', run: (db, now) => seedTrolleyAndOrders(db, now) },
];

/** The demo seed (SEED_DEMO=true, `pnpm --filter @grocer/services seed`): the sample shop, then the demo. */
export function runSeed(db: Database, now = new Date()): Promise<SeedResults> {
  return runSteps(db, [...SHOP_STEPS, ...DEMO_STEPS], now);
}
