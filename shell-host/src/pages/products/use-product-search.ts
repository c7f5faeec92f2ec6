import { useCallback, useEffect, useState } from 'react';
import type { ProductSearchResponse } from '@grocer/shared-contracts/domain';
import { searchProducts } from '../../api/search-products.ts';

export type ProductSearchState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly result: ProductSearchResponse };

/** Answers already fetched, by start, custom tags and term; a page keeps one so going back to a term costs no request. */
export type ProductSearchCache = Map<string, ProductSearchResponse>;

type Settled = { readonly key: string; readonly attempt: number; readonly state: ProductSearchState };

/**
 * One page of products for a term within its custom tags. Loads when the term, tags or page changes (the
 * earlier request is aborted), keeps answers in `cache` when given, and can be
 * retried after an error. Without a services URL it is an error at once.
 */
export function useProductSearch(
  servicesUrl: string | undefined,
  searchTerm: string,
  customTags: readonly string[],
  start: number,
  cache?: ProductSearchCache,
): { readonly state: ProductSearchState; readonly retry: () => void } {
  // One value for the effect: a page reads a new array each render. Tags never hold a space (isCustomTag).
  const tags = customTags.join(' ');
  const key = `${start}:${tags}:${searchTerm}`;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | undefined>();

  useEffect(() => {
    if (servicesUrl === undefined || cache?.has(key)) return;
    const controller = new AbortController();
    searchProducts(
      servicesUrl,
      { searchTerm, customTags: tags === '' ? [] : tags.split(' '), start },
      controller.signal,
    ).then(
      (result) => {
        cache?.set(key, result);
        setSettled({ key, attempt, state: { status: 'success', result } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[shell] product search failed', error);
        setSettled({ key, attempt, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [servicesUrl, searchTerm, tags, start, key, attempt, cache]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const cached = cache?.get(key);
  let state: ProductSearchState;
  if (servicesUrl === undefined) state = { status: 'error' };
  else if (cached) state = { status: 'success', result: cached };
  else if (settled && settled.key === key && settled.attempt === attempt) state = settled.state;
  else state = { status: 'loading' };
  return { state, retry };
}
