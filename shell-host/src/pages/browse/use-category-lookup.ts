import type { TaxonomyEntry } from '@grocer/shared-contracts/domain';
import { useTaxonomy } from './use-taxonomy.ts';

export type CategoryLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: (() => void) | undefined }
  | { readonly status: 'not-found' }
  | { readonly status: 'found'; readonly categories: readonly TaxonomyEntry[]; readonly category: TaxonomyEntry };

/** Loads the taxonomy and picks the page's category out of it with `find`. */
export function useCategoryLookup(
  servicesUrl: string | undefined,
  find: (categories: readonly TaxonomyEntry[]) => TaxonomyEntry | undefined,
): CategoryLookup {
  const { state, retry } = useTaxonomy(servicesUrl);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return { status: 'loading' };
    case 'error':
      return { status: 'error', retry };
    case 'success': {
      const category = find(state.data);
      return category ? { status: 'found', categories: state.data, category } : { status: 'not-found' };
    }
  }
}
