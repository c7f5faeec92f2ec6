import type { TaxonomyEntry } from '@grocer/shared-contracts/domain';
import { getTaxonomy, taxonomyPreload } from '../../api/taxonomy.ts';
import { useServiceCall, type ServiceCallState } from '../shared/use-service-call.ts';

/**
 * The catalogue's categories, asked for once per page load (the page is
 * mounted once; a retry asks again), or preloaded by the server with the
 * page. Without a services URL there is nothing to ask, which shows as a
 * failure that trying again would not mend.
 */
export function useTaxonomy(servicesUrl: string | undefined): {
  readonly state: ServiceCallState<readonly TaxonomyEntry[]>;
  readonly retry: (() => void) | undefined;
} {
  const { state, retry } = useServiceCall(
    servicesUrl ?? null,
    async (signal) => {
      if (servicesUrl === undefined) throw new Error('no services URL');
      return getTaxonomy(servicesUrl, signal);
    },
    taxonomyPreload,
  );
  if (servicesUrl === undefined) return { state: { status: 'error', error: 'no services URL' }, retry: undefined };
  return { state, retry };
}
