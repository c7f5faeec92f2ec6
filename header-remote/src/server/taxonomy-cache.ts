import type { MenuItem } from '../navigation/menu-items.ts';

/** The taxonomy is the same for every shopper and changes rarely: one load serves every render for this long. */
export const TAXONOMY_CACHE_MS = 5 * 60_000;

export type TaxonomyCache = {
  /**
   * The taxonomy of the services at `servicesUrl`: from memory while fresh, else
   * from `load`, one load shared by the renders that ask meanwhile. Null when
   * the load fails; a failure is not kept, so the next render asks again.
   * Never rejects.
   */
  get(servicesUrl: string, load: () => Promise<readonly MenuItem[]>): Promise<readonly MenuItem[] | null>;
};

export function createTaxonomyCache({
  maxAgeMs = TAXONOMY_CACHE_MS,
  now = Date.now,
}: { readonly maxAgeMs?: number; readonly now?: () => number } = {}): TaxonomyCache {
  const loaded = new Map<string, { readonly value: readonly MenuItem[]; readonly at: number }>();
  const loading = new Map<string, Promise<readonly MenuItem[] | null>>();
  return {
    get(servicesUrl, load) {
      const entry = loaded.get(servicesUrl);
      if (entry && now() - entry.at < maxAgeMs) return Promise.resolve(entry.value);
      let pending = loading.get(servicesUrl);
      if (!pending) {
        pending = load()
          .then(
            (value) => {
              loaded.set(servicesUrl, { value, at: now() });
              return value;
            },
            () => null,
          )
          .finally(() => loading.delete(servicesUrl));
        loading.set(servicesUrl, pending);
      }
      return pending;
    },
  };
}

/** This server module's own: every render by this release of the remote, in this process, shares it. */
export const serverTaxonomyCache = createTaxonomyCache();
