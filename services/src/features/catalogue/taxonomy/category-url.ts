import { CATALOGUE_ROOT_IDS } from '@grocer/shared-contracts/domain';
import type { Category } from './category-tree.ts';

const BROWSE = '/ecom/shop/browse';

/**
 * A category's site path (spec section 2). Browse categories follow their
 * path of url names: /ecom/shop/browse/groceries/fresh_and_chilled/... Offer
 * categories go to /ecom/shop/browse/offers/<lower-cased url name>_offers,
 * with ?categoryId=<id> unless the category is one of the root ids.
 */
export function categoryUrl(category: Category, path: readonly Category[]): string {
  if (category.offer) {
    const base = `${BROWSE}/offers/${category.urlName.toLowerCase()}_offers`;
    return CATALOGUE_ROOT_IDS.includes(category.id) ? base : `${base}?categoryId=${encodeURIComponent(category.id)}`;
  }
  return [BROWSE, ...path.map((step) => step.urlName.toLowerCase())].join('/');
}
