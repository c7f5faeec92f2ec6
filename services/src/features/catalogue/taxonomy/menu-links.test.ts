import { expect, it } from 'vitest';
import {
  BUILT_IN_MENU_LINKS,
  CATALOGUE_ROOT_IDS,
  MENU_LINK_ROOT_IDS,
  ServiceError,
  SIGNED_IN_ACCOUNT_ROOT_ID,
  TaxonomyResponse,
} from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../../testing/database-suite.ts';
import { ANONYMOUS, useCatalogueApp } from '../testing/catalogue-test-app.ts';

describeEachDatabase('GET /taxonomy menu roots (decision 024)', (target) => {
  const { app } = useCatalogueApp(target);

  const getTaxonomy = async (query: string) => {
    const response = await app().inject({ method: 'GET', url: `/taxonomy${query}`, headers: ANONYMOUS });
    expect(response.statusCode, response.body).toBe(200);
    return TaxonomyResponse.parse(response.json());
  };
  const tree = async (query: string) => {
    const body = await getTaxonomy(`?format=tree${query}`);
    if (body.format !== 'tree') throw new Error('expected a tree');
    return body.categories;
  };

  it('leaves the menu roots out unless asked for, so the catalogue is only the catalogue', async () => {
    expect((await tree('')).map((root) => root.id)).toEqual(CATALOGUE_ROOT_IDS);
    expect((await tree('&roots=catalogue')).map((root) => root.id)).toEqual(CATALOGUE_ROOT_IDS);
  });

  it('puts the menu roots after the catalogue roots with roots=all, each with the built-in links', async () => {
    const roots = await tree('&roots=all');
    expect(roots.map((root) => root.id)).toEqual([...CATALOGUE_ROOT_IDS, ...MENU_LINK_ROOT_IDS]);
    for (const root of roots.filter((each) => MENU_LINK_ROOT_IDS.includes(each.id))) {
      const links = root.childCategories.map(({ id, name, url }) => ({ id, name, url }));
      expect(links).toEqual(BUILT_IN_MENU_LINKS[root.id]);
      expect(root.categoryIds).toEqual(links.map((link) => link.id));
    }
  });

  it('never flags a link empty of products or hidden, so the menu rule cannot hide Sign in', async () => {
    const flat = await getTaxonomy('?format=flat&roots=all');
    const isMenuLink = (id: string | null): boolean => id !== null && MENU_LINK_ROOT_IDS.includes(id);
    const links = flat.categories.filter((entry) => isMenuLink(entry.id) || isMenuLink(entry.parentId));
    expect(links).toHaveLength(11);
    for (const link of links) {
      expect(link).toMatchObject({ emptyOfProducts: false, hiddenInNav: false, offer: false });
    }
  });

  it('answers one menu root by its id, and stops at a depth', async () => {
    const [root] = await tree(`&root=${SIGNED_IN_ACCOUNT_ROOT_ID}`);
    expect(root?.childCategories.map((link) => link.name)).toEqual([
      'My account',
      'My orders',
      'Favourites',
      'Sign out',
    ]);
    const flat = await getTaxonomy(`?format=flat&root=${SIGNED_IN_ACCOUNT_ROOT_ID}&depth=1`);
    expect(flat.categories).toHaveLength(5);
  });

  it('refuses an unknown roots value with a 400', async () => {
    const response = await app().inject({ method: 'GET', url: '/taxonomy?roots=menus', headers: ANONYMOUS });
    expect(response.statusCode).toBe(400);
    expect(ServiceError.parse(response.json()).message).toContain('roots:');
  });
});
