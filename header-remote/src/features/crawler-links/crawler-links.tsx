import { useAtomValue } from 'jotai';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { crawlerLinkTree, type CrawlerLink } from './crawler-link-tree.ts';

function LinkList({ links }: { readonly links: readonly CrawlerLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.url}>{link.name}</a>
          {link.children.length > 0 ? <LinkList links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The hidden anchor list of the top taxonomy levels, for crawlers (spec
 * section 2). `hidden`, not visually hidden: crawlers read the anchors in the
 * page either way, while keyboard and screen reader users, who have the
 * menus, never meet links they cannot see (README.md). Nothing renders while
 * the taxonomy loads or when it failed.
 */
export function CrawlerLinks() {
  const taxonomy = useAtomValue(taxonomyAtom);
  if (taxonomy.status !== 'loaded') return null;
  const links = crawlerLinkTree(taxonomy.value);
  if (links.length === 0) return null;
  return (
    <nav aria-label="All categories" hidden>
      <LinkList links={links} />
    </nav>
  );
}
