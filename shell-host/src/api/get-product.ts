import { ProductSummary } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';

/** GET /v1/products/{productId}: the same for everyone, so asked as a guest (like search). */
export function getProduct(servicesUrl: string, productId: string, signal?: AbortSignal): Promise<ProductSummary> {
  return callService(ProductSummary, {
    servicesUrl,
    path: `/v1/products/${encodeURIComponent(productId)}`,
    signal,
  });
}
