import {
  sampleCategoryFragment,
  sampleMenuContent,
  sampleSeasonalContent,
} from '@grocer/shared-contracts/cms-builders';
import type { Answer } from '../../shopping/testing/fake-shopping-services.ts';
import { sampleMenuLinkTree, sampleTaxonomyTree } from './navigation-fixtures.ts';

/**
 * The navigation's services faked for a `fakeShoppingServices({ other })`
 * handler: the sample taxonomy, the middle mega menu and seasonal content,
 * a fragment for any key, and no banner ads. For stories of the whole header,
 * whose NavigationLoader would otherwise reach for a network.
 */
export function navigationAnswers(request: Request): Answer<unknown> | undefined {
  const url = new URL(request.url);
  const path = url.pathname;
  if (request.method === 'GET' && path.endsWith('/taxonomy')) {
    const withLinks = url.searchParams.get('roots') === 'all';
    return { format: 'tree', categories: [...sampleTaxonomyTree(), ...(withLinks ? sampleMenuLinkTree() : [])] };
  }
  if (request.method === 'PUT' && path.endsWith('/content/menu/middle-mega-menu/master'))
    return { locations: sampleMenuContent() };
  if (request.method === 'PUT' && path.endsWith('/content/menu/seasonal-menu/seasonal-menu-content/master')) {
    const seasonal = sampleSeasonalContent();
    return { pageTitle: { text: seasonal.title }, locations: seasonal.locations };
  }
  const fragment = /\/content\/experience-fragments\/(.+)$/.exec(path);
  if (request.method === 'GET' && fragment?.[1]) {
    const key = decodeURIComponent(fragment[1]);
    return { content: { key, locations: sampleCategoryFragment(key.split('/').at(-1) ?? key) } };
  }
  if (request.method === 'POST' && path.endsWith('/adtech/banners')) return { data: { bannerAds: [] } };
  return undefined;
}
