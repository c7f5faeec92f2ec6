import { TaxonomyResponse, type TaxonomyEntry } from '@grocer/shared-contracts';
import { callService } from './api-client.ts';

/**
 * GET /taxonomy?format=flat: every category of both roots, parents before
 * children, hidden and empty ones flagged. Asked as a guest, like search: the
 * catalogue is the same for everyone.
 */
export async function getTaxonomy(servicesUrl: string, signal?: AbortSignal): Promise<readonly TaxonomyEntry[]> {
  const answer = await callService(TaxonomyResponse, { servicesUrl, path: '/taxonomy?format=flat', signal });
  // Asked for flat; a tree would mean a service that does not follow its contract.
  if (answer.format !== 'flat') throw new TypeError('/taxonomy answered a tree when asked for a flat list');
  return answer.categories;
}
