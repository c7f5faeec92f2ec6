import { ProductLinesResponse, type ProductSummary } from '@grocer/shared-contracts/domain';
import { callService } from './api-client.ts';

/** GET /v1/products?lineNumber=…: a buylist's products in its order, as a guest (like search). */
export async function getProductsByLine(
  servicesUrl: string,
  lineNumbers: readonly string[],
  signal?: AbortSignal,
): Promise<readonly ProductSummary[]> {
  const query = new URLSearchParams(lineNumbers.map((line) => ['lineNumber', line]));
  return (await callService(ProductLinesResponse, { servicesUrl, path: `/v1/products?${query}`, signal })).products;
}
