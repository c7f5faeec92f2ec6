import { useAtomValue } from 'jotai';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { KEEP_SERVER_HTML, useFromServer } from '../../ui/use-from-server.ts';
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
 * section 2), in a guest's header only: crawlers do not sign in. `hidden`,
 * not visually hidden: crawlers read the anchors in the page either way,
 * while keyboard and screen reader users, who have the menus, never meet
 * links they cannot see (README.md). Nothing renders while the taxonomy
 * loads or when it failed.
 *
 * The browser asks for the taxonomy only when a shopper heads for a menu, so
 * a page hydrating the server's HTML usually has none yet: the list the
 * server rendered (from its own taxonomy) is then kept as it is, and
 * replaced once the browser has the taxonomy.
 */
export function CrawlerLinks() {
  const taxonomy = useAtomValue(taxonomyAtom);
  const { isLoggedIn } = useAtomValue(authStateAtom);
  const fromServer = useFromServer();
  // On a server, the list was half a shopper's header.
  if (isLoggedIn) return null;
  const links = taxonomy.status === 'loaded' ? crawlerLinkTree(taxonomy.value) : [];
  if (links.length > 0) {
    return (
      <nav aria-label="All categories" hidden>
        <LinkList links={links} />
      </nav>
    );
  }
  if (!fromServer) return null;
  // The server's list, if it rendered one, kept as it is.
  return <nav aria-label="All categories" hidden suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}
