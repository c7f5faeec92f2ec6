import { renderToStaticMarkup } from 'react-dom/server';
import { crawlerLinkTree } from '../features/crawler-links/crawler-link-tree.ts';
import { LinkList } from '../features/crawler-links/crawler-links.tsx';
import type { MenuItem } from '../navigation/menu-items.ts';

const rendered = new WeakMap<readonly MenuItem[], string | null>();

/**
 * The crawler links' list for a taxonomy, as the header renders it, once per taxonomy (the cache
 * hands every render the same array until it loads a new one). Null when there are no links.
 */
export function crawlerLinksHtml(taxonomy: readonly MenuItem[]): string | null {
  let html = rendered.get(taxonomy);
  if (html === undefined) {
    const links = crawlerLinkTree(taxonomy);
    html = links.length > 0 ? renderToStaticMarkup(<LinkList links={links} />) : null;
    rendered.set(taxonomy, html);
  }
  return html;
}
