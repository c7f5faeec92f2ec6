import type { Queryable } from '../../db/database.ts';
import { invalidateTermIndex, termIndexFor } from './suggest/term-index-cache.ts';
import { invalidateCategoryTree } from './taxonomy/category-tree-cache.ts';

/**
 * How often a process asks whether the catalogue changed (one single-row read). A product added
 * by any process or tool shows in every process's suggestions within this, plus a rebuild.
 */
export const CATALOGUE_VERSION_POLL_MS = 2000;

export async function readCatalogueVersion(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ version: string }>('select version::text as version from catalogue_version');
  return row?.version;
}

export type CatalogueWatch = {
  /** Settles once the first version is read: what is built after it cannot miss a change. */
  readonly ready: Promise<void>;
  stop(): void;
};

/**
 * Watches the catalogue's version (migration 010) and, when another process or tool changed the
 * catalogue, drops this process's copies read from it and rebuilds the suggestion index in the
 * background, so the next keystroke is answered from the new catalogue without waiting.
 * A failed read is retried at the next tick (`onError` hears of it).
 */
export function watchCatalogueVersion(
  db: Queryable,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs = CATALOGUE_VERSION_POLL_MS,
): CatalogueWatch {
  let seen: string | undefined;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const version = await readCatalogueVersion(db);
      if (seen !== undefined && version !== seen) {
        invalidateCategoryTree(db);
        invalidateTermIndex(db);
        await termIndexFor(db, now().getTime());
      }
      seen = version;
    } catch (error) {
      onError(error);
    } finally {
      checking = false;
    }
  };
  const ready = check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
}
