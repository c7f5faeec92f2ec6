// @vitest-environment node
import { createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeaderRoot } from '../app/header-root.tsx';
import { CrawlerLinks, ServerCrawlerHtmlProvider } from '../features/crawler-links/crawler-links.tsx';
import { taxonomyLoadedAtom } from '../navigation/navigation-state.ts';
import { sampleMenuItems } from '../navigation/testing/navigation-fixtures.ts';
import { crawlerLinksHtml } from './crawler-links-html.tsx';

/** The crawler list as the header renders it: from the taxonomy in its store, or from the server's HTML. */
function crawlerList(taxonomy: ReturnType<typeof sampleMenuItems>, serverHtml: string | null) {
  const store = createStore();
  store.set(taxonomyLoadedAtom, taxonomy);
  return renderToStaticMarkup(
    <ServerCrawlerHtmlProvider value={serverHtml}>
      <HeaderRoot input={{}} store={store}>
        <CrawlerLinks />
      </HeaderRoot>
    </ServerCrawlerHtmlProvider>,
  );
}

describe('the crawler links rendered once per taxonomy', () => {
  it('is the very list the header renders from the taxonomy itself', () => {
    const taxonomy = sampleMenuItems();
    const rendered = crawlerList(taxonomy, null);
    expect(rendered).toContain('<a href="/ecom/shop/browse/groceries');
    expect(crawlerList(taxonomy, crawlerLinksHtml(taxonomy))).toBe(rendered);
  });

  it('is made once for a taxonomy, and again for a new one', () => {
    const taxonomy = sampleMenuItems();
    const first = crawlerLinksHtml(taxonomy);
    expect(crawlerLinksHtml(taxonomy)).toBe(first);
    const renamed = taxonomy.map((root, index) => (index === 0 ? { ...root, name: 'Groceries & more' } : root));
    expect(crawlerLinksHtml(renamed)).toContain('Groceries &amp; more');
  });

  it('is nothing for a taxonomy with no links', () => {
    expect(crawlerLinksHtml([])).toBeNull();
  });
});
