import { isShownInMenu, visibleChildren, type MenuItem } from '../../navigation/menu-items.ts';

/** One link of the crawler list, with the links under it. */
export type CrawlerLink = {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly children: readonly CrawlerLink[];
};

/** The list's depth: the roots, their children and their grandchildren (offer categories sit there too). */
export const CRAWLER_LEVELS_BELOW_ROOT = 2;

/** Only the site's own paths: a taxonomy url that is anything else (another origin, a scheme) is left out. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The top taxonomy levels as the menus show them (spec sections 2 and 5):
 * categories hidden in navigation or empty of products are left out, with
 * everything below them, as the menus leave them out.
 */
export function crawlerLinkTree(
  roots: readonly MenuItem[],
  levelsBelowRoot: number = CRAWLER_LEVELS_BELOW_ROOT,
): CrawlerLink[] {
  const toLink = (item: MenuItem, levelsLeft: number): CrawlerLink => ({
    id: item.id,
    name: item.name,
    url: item.url,
    children: levelsLeft > 0 ? linksOf(visibleChildren(item), levelsLeft - 1) : [],
  });
  const linksOf = (items: readonly MenuItem[], levelsLeft: number): CrawlerLink[] =>
    items.filter((item) => isSitePath(item.url)).map((item) => toLink(item, levelsLeft));
  return linksOf(roots.filter(isShownInMenu), levelsBelowRoot);
}
