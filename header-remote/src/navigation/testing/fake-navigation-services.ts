import {
  sampleCategoryFragment,
  sampleMenuContent,
  sampleSeasonalContent,
} from '@grocer/shared-contracts/cms-builders';
import { json, type FakeHandlers } from '../../../../test-support/fake-network.ts';
import { sampleMenuLinkTree, sampleTaxonomyTree } from './navigation-fixtures.ts';

/**
 * The navigation's services faked for `fakeShoppingServices({ handlers })`:
 * the sample taxonomy, the middle mega menu and seasonal content, a fragment
 * for any key, and no banner ads. For stories of the whole header, whose
 * NavigationLoader would otherwise reach for a network.
 */
export const navigationHandlers: FakeHandlers = {
  'GET /taxonomy': ({ url }) => {
    const withLinks = url.searchParams.get('roots') === 'all';
    return json({ format: 'tree', categories: [...sampleTaxonomyTree(), ...(withLinks ? sampleMenuLinkTree() : [])] });
  },
  'PUT /content/menu/middle-mega-menu/master': () => json({ locations: sampleMenuContent() }),
  'PUT /content/menu/seasonal-menu/seasonal-menu-content/master': () => {
    const seasonal = sampleSeasonalContent();
    return json({ pageTitle: { text: seasonal.title }, locations: seasonal.locations });
  },
  'GET /content/experience-fragments/*': ({ url }) => {
    const key = decodeURIComponent(/\/content\/experience-fragments\/(.+)$/.exec(url.pathname)?.[1] ?? '');
    return json({ content: { key, locations: sampleCategoryFragment(key.split('/').at(-1) ?? key) } });
  },
  'POST /adtech/banners': () => json({ data: { bannerAds: [] } }),
};
