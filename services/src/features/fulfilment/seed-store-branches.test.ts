import { beforeAll, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../seed/demo-accounts.ts';
import { describeEachDatabase, useDatabase } from '../../testing/database-suite.ts';
import { listBranchRows } from './branches.ts';
import { addDays, londonDateOf } from './london-time.ts';
import { seedFulfilment } from './seed-fulfilment.ts';
import { seedStoreBranches } from './seed-store-branches.ts';
import { SCHEDULE_DAYS } from './slot-schedule.ts';
import { STORES_FILE } from './store-branches.ts';

const NOW = new Date('2025-11-03T09:15:00Z');
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('stores seed', (target) => {
  const db = useDatabase(target);
  const slotsOf = (branchId: string) =>
    db().query<{ slot_type: string; start_date_time: Date }>(
      'select slot_type, start_date_time from slots where branch_id = $1 order by start_date_time',
      [branchId],
    );

  beforeAll(async () => {
    await migrate(db());
    await seed(db());
    await seedFulfilment(db(), NOW, { passwordCost: { N: 1024, r: 8, p: 1 } });
  });

  it('adds nothing when the stores file is absent: the invented branches serve alone', async () => {
    const before = await listBranchRows(db());
    expect(await seedStoreBranches(db(), NOW, { storesFile: `${STORES_FILE}.missing` })).toEqual({
      storeBranchesAdded: 0,
      storeSlotsAdded: 0,
    });
    expect(await listBranchRows(db())).toEqual(before);
  });

  it('adds more than 150 collection branches with three weeks of collection slots each, listed by name', async () => {
    const result = await seedStoreBranches(db(), NOW);
    expect(result.storeBranchesAdded).toBeGreaterThan(150);
    const grocery = await listBranchRows(db(), 'GROCERY_COLLECTION');
    expect(grocery.length).toBeGreaterThan(180);
    const names = grocery.map((branch) => branch.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const store = grocery.find((branch) => branch.name === 'Abergavenny');
    expect(store).toMatchObject({ postcode: 'NP7 9LL', offers_delivery: false, phone: null });
    const slots = await slotsOf(store?.id ?? '');
    expect(slots.every((slot) => slot.slot_type === 'GROCERY_COLLECTION')).toBe(true);
    expect(new Date(slots[0]?.start_date_time ?? 0).getTime()).toBeGreaterThan(NOW.getTime());
    expect(londonDateOf(new Date(slots.at(-1)?.start_date_time ?? 0))).toBe(
      addDays(londonDateOf(NOW), SCHEDULE_DAYS - 1),
    );
    const [slotCount] = await db().query<{ n: number }>(
      'select count(*)::int as n from slots where branch_id = any($1::text[])',
      [grocery.filter((branch) => /^[0-9]{5,}$/.test(branch.id)).map((branch) => branch.id)],
    );
    expect(slotCount?.n).toBe(result.storeSlotsAdded);
  });

  it('changes nothing when run again, and a week later adds only the new days', async () => {
    // A digest of every slot's id, capacity and reservations: some 45,000 rows, compared in the database.
    const snapshot = () =>
      db().query(
        "select count(*)::int as n, md5(string_agg(id || ':' || capacity || ':' || reserved, ',' order by id)) as digest from slots",
      );
    const before = await snapshot();
    expect(await seedStoreBranches(db(), NOW)).toEqual({ storeBranchesAdded: 0, storeSlotsAdded: 0 });
    expect(await snapshot()).toEqual(before);

    const [store] = (await listBranchRows(db(), 'GROCERY_COLLECTION')).filter(
      (branch) => branch.name === 'Abergavenny',
    );
    const lastBefore = (await slotsOf(store?.id ?? '')).at(-1)?.start_date_time;
    const later = await seedStoreBranches(db(), new Date(NOW.getTime() + 7 * DAY));
    expect(later.storeBranchesAdded).toBe(0);
    const slots = await slotsOf(store?.id ?? '');
    const added = slots.filter((slot) => new Date(slot.start_date_time) > new Date(lastBefore ?? 0));
    expect(added.length).toBe(7 * 12);
    expect(londonDateOf(new Date(slots.at(-1)?.start_date_time ?? 0))).toBe(
      addDays(londonDateOf(new Date(NOW.getTime() + 7 * DAY)), SCHEDULE_DAYS - 1),
    );
  });
});
