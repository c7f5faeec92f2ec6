import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../navigation/menu-items.ts';
import { sampleMenuItems } from '../../navigation/testing/navigation-fixtures.ts';
import { crawlerLinkTree, type CrawlerLink } from './crawler-link-tree.ts';

const names = (links: readonly CrawlerLink[]) => links.map((link) => link.name);
const byName = (links: readonly CrawlerLink[], name: string) => links.find((link) => link.name === name);

function category(name: string, url: string, overrides: Partial<MenuItem> = {}): MenuItem {
  const children = overrides.children ?? [];
  return {
    id: name,
    name,
    shortName: name,
    url,
    iconName: null,
    generated: false,
    bold: false,
    showWarningIcon: false,
    seasonalMenuTitle: null,
    offer: false,
    emptyOfProducts: false,
    hiddenInNav: false,
    categoryIds: children.map((child) => child.id),
    banner: null,
    megaMenuBanner: null,
    ...overrides,
    children,
  };
}

describe('crawlerLinkTree: the top taxonomy levels', () => {
  it('lists the roots, their shown children and grandchildren, in menu order', () => {
    const tree = crawlerLinkTree(sampleMenuItems());
    expect(names(tree)).toEqual(['Groceries', 'Entertaining']);
    const groceries = byName(tree, 'Groceries');
    expect(names(groceries?.children ?? [])).toEqual([
      'Fresh & Chilled',
      'Fruit & Vegetables',
      'Bakery',
      'Tea, Coffee & Soft Drinks',
      'Groceries Offers',
    ]);
    const fresh = byName(groceries?.children ?? [], 'Fresh & Chilled');
    expect(names(fresh?.children ?? [])).toEqual(['Milk, Butter & Eggs', 'Cheese', 'Yoghurts']);
    expect(fresh?.children.every((aisle) => aisle.children.length === 0)).toBe(true);
    expect(fresh?.url).toBe('/ecom/shop/browse/groceries/fresh_and_chilled');
  });

  it('leaves out categories hidden in navigation or empty of products, and what is below them', () => {
    const all = JSON.stringify(crawlerLinkTree(sampleMenuItems()));
    expect(all).not.toContain("Valentine's");
    expect(all).not.toContain('Chocolates');
    expect(all).not.toContain('Summer Barbecue');
  });

  it('keeps offer categories with the offers paths the services built', () => {
    const offers = category('Offers', '/ecom/shop/browse/offers/groceries_offers', {
      offer: true,
      children: [
        category('Bakery Offers', '/ecom/shop/browse/offers/bakery_offers?categoryId=300131', { offer: true }),
        category('Cheese Offers', '/ecom/shop/browse/offers/cheese_offers?categoryId=300132', {
          offer: true,
          emptyOfProducts: true,
        }),
      ],
    });
    const tree = crawlerLinkTree([category('Groceries', '/ecom/shop/browse/groceries', { children: [offers] })]);
    const offerLinks = tree[0]?.children[0];
    expect(offerLinks?.url).toBe('/ecom/shop/browse/offers/groceries_offers');
    expect(offerLinks?.children.map((link) => link.url)).toEqual([
      '/ecom/shop/browse/offers/bakery_offers?categoryId=300131',
    ]);
  });

  it("links only to the site's own paths", () => {
    const tree = crawlerLinkTree([
      category('Groceries', '/ecom/shop/browse/groceries', {
        children: [
          category('Elsewhere', 'https://elsewhere.example/x'),
          category('Script', 'javascript:alert(1)'),
          category('Protocol relative', '//elsewhere.example/x'),
          category('Bakery', '/ecom/shop/browse/groceries/bakery'),
        ],
      }),
    ]);
    expect(names(tree[0]?.children ?? [])).toEqual(['Bakery']);
  });

  it('is empty for an empty taxonomy', () => {
    expect(crawlerLinkTree([])).toEqual([]);
  });

  it('never goes deeper than two levels below a root, however deep the taxonomy', () => {
    const deep = (depth: number): MenuItem =>
      category(`Level ${depth}`, `/ecom/shop/browse/l${depth}`, depth > 0 ? { children: [deep(depth - 1)] } : {});
    const depthOf = (links: readonly CrawlerLink[]): number =>
      links.length === 0 ? 0 : 1 + Math.max(...links.map((link) => depthOf(link.children)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), (depth) => {
        expect(depthOf(crawlerLinkTree([deep(depth)]))).toBe(Math.min(depth, 2) + 1);
      }),
    );
  });
});
