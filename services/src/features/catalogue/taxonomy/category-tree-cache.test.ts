import { expect, it } from 'vitest';
import type { Queryable } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { countingDatabase } from '../../../testing/counting-database.ts';
import { describeEachDatabase, useDatabase } from '../../../testing/database-suite.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';
import { CATEGORY_TREE_MAX_AGE_MS, cachedCategoryTree, invalidateCategoryTree } from './category-tree-cache.ts';

describeEachDatabase('cachedCategoryTree', (target) => {
  const db = useDatabase(target);

  it('reads the tree once per max age, again after the seed changes it, and never keeps a failed read', async () => {
    await migrate(db());
    const counting = countingDatabase(db());
    const empty = await cachedCategoryTree(counting, 0);
    expect(empty.byId.size).toBe(0);
    expect(counting.count()).toBe(1);

    await seedCatalogue(db());
    // Within the max age the tree read before the seed is served without asking the database.
    expect(await cachedCategoryTree(counting, CATEGORY_TREE_MAX_AGE_MS - 1)).toBe(empty);
    expect(counting.count()).toBe(1);
    // Past it, the tree is read again and has the seeded categories.
    const seeded = await cachedCategoryTree(counting, CATEGORY_TREE_MAX_AGE_MS);
    expect(seeded.byId.size).toBeGreaterThan(100);
    expect(counting.count()).toBe(2);

    invalidateCategoryTree(counting);
    expect(await cachedCategoryTree(counting, CATEGORY_TREE_MAX_AGE_MS + 1)).not.toBe(seeded);
    expect(counting.count()).toBe(3);

    let down = true;
    const flaky: Queryable = {
      ...db(),
      query: async <T>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
        if (down) throw new Error('database down');
        return db().query<T>(sql, params);
      },
    };
    await expect(cachedCategoryTree(flaky, 0)).rejects.toThrow('database down');
    down = false;
    expect((await cachedCategoryTree(flaky, 1)).byId.size).toBe(seeded.byId.size);
  });
});
