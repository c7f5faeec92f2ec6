import type { KyInstance } from 'ky';
import { TaxonomyResponse, type TaxonomyTreeEntry } from '@grocer/shared-contracts/domain';
import { serviceBase } from '../../lib/api-client.ts';
import { callJson, ServiceCallError } from '../../lib/call-json.ts';

/**
 * GET taxonomy?format=tree (spec section 7, "Taxonomy load"): both catalogue
 * roots with their children, flags included; with `roots: 'all'`, the menu
 * roots of links after them (decision 024); with a `depth`, that many levels
 * below the roots (the whole tree without).
 */
export async function getTaxonomyTree(
  api: KyInstance,
  {
    baseUrl,
    signal,
    roots = 'catalogue',
    depth,
  }: {
    readonly baseUrl: string;
    readonly signal: AbortSignal;
    readonly roots?: 'catalogue' | 'all';
    readonly depth?: number | undefined;
  },
): Promise<readonly TaxonomyTreeEntry[]> {
  const searchParams = new URLSearchParams({ format: 'tree' });
  if (roots === 'all') searchParams.set('roots', roots);
  if (depth !== undefined) searchParams.set('depth', String(depth));
  const body = await callJson(api, TaxonomyResponse, 'taxonomy', {
    baseUrl: serviceBase(baseUrl),
    searchParams,
    signal,
    context: { service: 'taxonomy' },
  });
  if (body.format !== 'tree') throw new ServiceCallError('Unexpected answer from taxonomy: not a tree', 0);
  return body.categories;
}
