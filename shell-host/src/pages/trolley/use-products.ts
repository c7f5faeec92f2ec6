import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '@grocer/shared-contracts/domain';
import { getProduct } from '../../api/get-product.ts';

/**
 * The catalogue entries of the trolley's products (names, sizes, whether
 * they can be bought), each asked for once and shown as it arrives. A product
 * that cannot be loaded is simply missing: its line keeps a plain name.
 */
export function useProducts(servicesUrl: string, productIds: readonly string[]): ReadonlyMap<string, ProductSummary> {
  const [products, setProducts] = useState<ReadonlyMap<string, ProductSummary>>(() => new Map());
  const asked = useRef(new Set<string>());
  const wanted = [...new Set(productIds)].sort().join(' ');

  useEffect(() => {
    const missing = wanted.split(' ').filter((id) => id !== '' && !asked.current.has(id));
    for (const id of missing) {
      asked.current.add(id);
      getProduct(servicesUrl, id).then(
        (product) => setProducts((known) => new Map(known).set(id, product)),
        (error: unknown) => console.warn(`[shell] could not load product ${id}`, error),
      );
    }
  }, [servicesUrl, wanted]);

  return products;
}
