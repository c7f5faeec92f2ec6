import { useAtomValue } from 'jotai';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { taxonomyAtom } from '../../navigation/navigation-state.ts';
import { crawlerLinkTree, type CrawlerLink } from './crawler-link-tree.ts';

export function LinkList({ links }: { readonly links: readonly CrawlerLink[] }) {
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
 * The list as HTML, rendered once per taxonomy by the server (`server/crawler-links-html.ts`):
 * the same for every shopper, and some 40% of the header's markup, so a signed-in shopper's
 * render does not build it again. Null: render the list here.
 */
const ServerCrawlerHtml = createContext<string | null>(null);
export const ServerCrawlerHtmlProvider = ServerCrawlerHtml.Provider;

const noSubscription = () => () => {};
/** True on the server and while hydrating its HTML; false in a render of the browser's own. */
const inBrowser = () => false;
const onServer = () => true;

/**
 * The hidden anchor list of the top taxonomy levels, for crawlers (spec
 * section 2). `hidden`, not visually hidden: crawlers read the anchors in the
 * page either way, while keyboard and screen reader users, who have the
 * menus, never meet links they cannot see (README.md). Nothing renders while
 * the taxonomy loads or when it failed.
 *
 * The browser asks for the taxonomy only when a shopper heads for a menu, so
 * a page hydrating the server's HTML usually has none yet: the list the
 * server rendered (from its own taxonomy) is then kept as it is, and
 * replaced once the browser has the taxonomy.
 */
export function CrawlerLinks() {
  const serverHtml = useContext(ServerCrawlerHtml);
  const taxonomy = useAtomValue(taxonomyAtom);
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const [fromServer] = useState(hydrating);
  if (serverHtml !== null) {
    return <nav aria-label="All categories" hidden dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  const links = taxonomy.status === 'loaded' ? crawlerLinkTree(taxonomy.value) : [];
  if (links.length > 0) {
    return (
      <nav aria-label="All categories" hidden>
        <LinkList links={links} />
      </nav>
    );
  }
  if (!fromServer) return null;
  // The server's list, if it rendered one: React neither checks nor replaces HTML set this way while hydrating.
  return <nav aria-label="All categories" hidden suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
}

const KEEP = { __html: '' };
