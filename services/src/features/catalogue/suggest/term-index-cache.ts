import type { Queryable } from '../../../db/database.ts';
import { loadTermSources } from './load-term-sources.ts';
import { buildTermIndex, type TermIndex } from './term-index.ts';

/** After this long the index is rebuilt in the background (availability and names may change). */
export const TERM_INDEX_MAX_AGE_MS = 10 * 60 * 1000;

type CacheEntry = {
  index?: TermIndex;
  builtAt: number;
  /** Bumped by invalidation; a build that started before the bump does not count as fresh. */
  generation: number;
  builtGeneration: number;
  building?: Promise<TermIndex>;
};

/** One index per database object: tests open many databases in one process. */
const cache = new WeakMap<Queryable, CacheEntry>();

/** The catalogue changed (the seed added rows): the next request rebuilds first. */
export function invalidateTermIndex(db: Queryable): void {
  const entry = cache.get(db);
  if (entry) entry.generation += 1;
}

function rebuild(db: Queryable, entry: CacheEntry, now: number): Promise<TermIndex> {
  if (entry.building) return entry.building;
  const generation = entry.generation;
  const building = loadTermSources(db)
    .then(buildTermIndex)
    .then((index) => {
      entry.index = index;
      entry.builtAt = now;
      entry.builtGeneration = generation;
      return index;
    })
    .finally(() => {
      entry.building = undefined;
    });
  entry.building = building;
  return building;
}

/**
 * The suggestion index for a database: built on first use (or at start-up,
 * see the onListen hook), rebuilt before answering after an invalidation, and
 * refreshed in the background once older than TERM_INDEX_MAX_AGE_MS. A query
 * against a ready, fresh index touches no database.
 */
export async function termIndexFor(db: Queryable, now: number): Promise<TermIndex> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { builtAt: 0, generation: 0, builtGeneration: -1 };
    cache.set(db, entry);
  }
  if (!entry.index || entry.builtGeneration !== entry.generation) return rebuild(db, entry, now);
  if (now - entry.builtAt > TERM_INDEX_MAX_AGE_MS) {
    // Serve the current index; a failed background refresh is retried next time.
    rebuild(db, entry, now).catch(() => {});
  }
  return entry.index;
}
