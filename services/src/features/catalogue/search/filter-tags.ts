import type { OfferHighlight, ProductServiceType } from '@grocer/shared-contracts/domain';
import { findOfferHighlight, OFFER_HIGHLIGHTS, PRODUCT_SERVICE_TYPES } from '@grocer/shared-contracts/domain';
import { badRequest } from '../../../http/errors.ts';

/** Filter tags grouped by id: values of one id are alternatives, different ids all apply. */
export type ProductFilters = {
  readonly offer?: boolean;
  readonly available?: boolean;
  /** Lower-cased brand names. */
  readonly brands?: readonly string[];
  /** Lower-cased product tags, any of which will do. */
  readonly dietary?: readonly string[];
  readonly serviceTypes?: readonly ProductServiceType[];
  /** Offer highlights, any of which will do (spec section 2: offers/highlights/…). */
  readonly highlights?: readonly OfferHighlight[];
};

function yesOrNo(id: string, values: readonly string[]): boolean | undefined {
  const wanted = new Set(
    values.map((value) => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw badRequest(`Invalid request query: filterTags: ${id} must be true or false, not "${value}"`);
    }),
  );
  // Asking for both is asking for no filter.
  return wanted.size === 1 ? wanted.has(true) : undefined;
}

/** Reads `id:value` tags (already shape-checked by the contract) into filters. */
export function parseFilterTags(tags: readonly string[]): ProductFilters {
  const byId = new Map<string, string[]>();
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    const id = tag.slice(0, colon);
    byId.set(id, [...(byId.get(id) ?? []), tag.slice(colon + 1).trim()]);
  }
  const serviceTypes = byId.get('serviceType')?.map((value) => {
    const known = PRODUCT_SERVICE_TYPES.find((type) => type === value);
    if (!known) {
      throw badRequest(
        `Invalid request query: filterTags: serviceType must be one of ${PRODUCT_SERVICE_TYPES.join(', ')}, not "${value}"`,
      );
    }
    return known;
  });
  const highlights = byId.get('highlight')?.map((value) => {
    const known = findOfferHighlight(value);
    if (!known) {
      throw badRequest(
        `Invalid request query: filterTags: highlight must be one of ${OFFER_HIGHLIGHTS.map((entry) => entry.slug).join(', ')}, not "${value}"`,
      );
    }
    return known;
  });
  const offer = byId.get('offer');
  const available = byId.get('available');
  return {
    ...(offer && { offer: yesOrNo('offer', offer) }),
    ...(available && { available: yesOrNo('available', available) }),
    ...(byId.has('brand') && { brands: byId.get('brand')?.map((value) => value.toLowerCase()) }),
    ...(byId.has('dietary') && { dietary: byId.get('dietary')?.map((value) => value.toLowerCase()) }),
    ...(serviceTypes && { serviceTypes }),
    ...(highlights && { highlights }),
  };
}
