import { TaxonomyResponse, type TaxonomyEntry } from '@grocer/shared-contracts/domain';
import { callService, readAnswer } from './api-client.ts';
import type { Preload } from './preload.ts';

const TAXONOMY_PATH = '/taxonomy?format=flat';

/** The categories of a flat answer; a tree would mean a service that does not follow its contract. */
function categoriesOf(answer: TaxonomyResponse): readonly TaxonomyEntry[] {
  if (answer.format !== 'flat') throw new TypeError('/taxonomy answered a tree when asked for a flat list');
  return answer.categories;
}

/**
 * GET /taxonomy?format=flat: every category of both roots, parents before
 * children, hidden and empty ones flagged. Asked as a guest, like search: the
 * catalogue is the same for everyone.
 */
export async function getTaxonomy(servicesUrl: string, signal?: AbortSignal): Promise<readonly TaxonomyEntry[]> {
  return categoriesOf(await callService(TaxonomyResponse, { servicesUrl, path: TAXONOMY_PATH, signal }));
}

/** The same for every shopper, so the server may preload it for a page's first render. */
export const taxonomyPreload: Preload<readonly TaxonomyEntry[]> = {
  path: TAXONOMY_PATH,
  read: (answer: unknown) => categoriesOf(readAnswer(TaxonomyResponse, TAXONOMY_PATH, answer)),
};
