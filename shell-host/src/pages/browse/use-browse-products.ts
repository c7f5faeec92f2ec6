import type { ProductSearchResponse } from '@grocer/shared-contracts/domain';
import { browsePreload, browseProducts, browseQuery, type ProductBrowse } from '../../api/browse-products.ts';
import { useServiceCall, type ServiceCallState } from '../shared/use-service-call.ts';

/** One page of a browse listing (preloaded by the server with the page when it could); null asks for nothing (a category known to be empty). */
export function useBrowseProducts(
  servicesUrl: string | undefined,
  browse: ProductBrowse | null,
): { readonly state: ServiceCallState<ProductSearchResponse>; readonly retry: () => void } {
  const key = servicesUrl === undefined || browse === null ? null : `${servicesUrl} ${browseQuery(browse)}`;
  return useServiceCall(
    key,
    async (signal) => {
      if (servicesUrl === undefined || browse === null) throw new Error('nothing to load');
      return browseProducts(servicesUrl, browse, signal);
    },
    browse === null ? undefined : browsePreload(browse),
  );
}
