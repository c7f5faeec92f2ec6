// @vitest-environment node
import { within } from '@testing-library/dom';
// @ts-expect-error -- jsdom ships no type declarations, and the workspace has no @types/jsdom.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClosedHeaderParts, closedHeaderStore } from './testing/closed-header.tsx';

/** A document for reading the server's HTML back; jsdom is what the browser tests run on. */
const JSDOM = UntypedJSDOM as new (html: string) => { readonly window: { readonly document: Document } };

/**
 * The server's HTML (renderToString in Node, no browser globals), read back as
 * a browser without script would read it: by role and name.
 */
function renderOnServer(pageUrl: string | null = null) {
  const html = renderToString(
    <ClosedHeaderParts store={closedHeaderStore({ taxonomy: true, menuTop: true, pageUrl })} />,
  );
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  return { page: within(document.body), document };
}

/** The form a button submits when no script runs. */
function formOf(button: HTMLElement) {
  const form = (button as HTMLButtonElement).form;
  if (!form) throw new Error(`${button.textContent} submits no form`);
  return form;
}

describe('the closed header, rendered on the server', () => {
  it('renders in Node, where there is no window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(() => renderOnServer()).not.toThrow();
  });

  it('has a search form that is a plain GET of searchTerm to the search page, with a working submit button', () => {
    const { page } = renderOnServer();
    const form = page.getByRole('search');
    expect(form).toHaveAttribute('action', '/ecom/shop/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = within(form).getByRole('combobox', { name: 'Search groceries' });
    expect(input).toHaveAttribute('name', 'searchTerm');
    expect(input).toHaveAttribute('placeholder', 'Search groceries...');
    const submit = within(form).getByRole('button', { name: 'Search' });
    expect(submit).toHaveAttribute('type', 'submit');
    // A disabled default button would stop Enter submitting the form too.
    expect(submit).toBeEnabled();
  });

  it('has a Menu button whose command opens, without script, the phone menu the server drew: a closed modal dialog with level 0', () => {
    const { page, document } = renderOnServer();
    const button = page.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('command', 'show-modal');
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '') as HTMLElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-label', 'Menu');
    const shop = within(dialog).getByRole('list', { name: 'Shop', hidden: true });
    // The roots open their sub-menus once live; the links go to their pages without script.
    expect(
      within(shop)
        .getAllByRole('button', { hidden: true })
        .map((entry) => entry.textContent),
    ).toEqual(['Groceries', 'Entertaining', 'Multi-search']);
    expect(
      within(shop)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Offers', '/ecom/shop/browse/offers'],
      ['New', '/ecom/shop/browse/groceries/new'],
      ['Recipes', '/ecom/recipes'],
      ['Inspiration', '/ecom/content/inspiration'],
      ['Christmas', '/ecom/shop/browse/groceries/christmas'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Sign in', hidden: true })).toHaveAttribute('href', '/ecom/login');
    // Its close button is the browser's too.
    const close = within(dialog).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('has a Groceries button that opens, without script, the panel the server drew: Shop all Groceries and the departments', () => {
    const { page, document } = renderOnServer();
    const menu = page.getByRole('navigation', { name: 'Groceries menu' });
    const button = within(menu).getByRole('button', { name: 'Groceries' });
    // The browser opens the popover by itself, and says whether it is open: no form, no aria-expanded of ours.
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-expanded');
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(menu).toContainElement(panel);
    // Closed until pressed: the browser shows it. A department with sub-categories opens them once live.
    const column = within(panel).getByRole('list', { name: 'Groceries', hidden: true });
    expect(
      within(column)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop all Groceries', '/ecom/shop/browse/groceries'],
      ['Groceries Offers', '/ecom/shop/browse/groceries/groceries_offers'],
    ]);
    const departments = within(column).getAllByRole('button', { hidden: true });
    expect(departments.map((entry) => [entry.textContent, entry.getAttribute('aria-expanded')])).toEqual([
      ['Fresh & Chilled', 'false'],
      ['Fruit & Vegetables', 'false'],
      ['Bakery', 'false'],
      ['Tea, Coffee & Soft Drinks', 'false'],
    ]);
    const close = within(panel).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', panel.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('draws Shop all Groceries alone, and the roots as links to their pages, when the server has no taxonomy', () => {
    const html = renderToString(<ClosedHeaderParts store={closedHeaderStore({ taxonomy: false })} />);
    const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
    const groceries = within(document.body).getByRole('button', { name: 'Groceries' });
    const panel = document.getElementById(groceries.getAttribute('popovertarget') ?? '');
    expect([...(panel?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual(['Shop all Groceries']);
    const burger = within(document.body).getByRole('button', { name: 'Menu' });
    const shop = within(document.getElementById(burger.getAttribute('commandfor') ?? '') as HTMLElement).getByRole(
      'list',
      { name: 'Shop', hidden: true },
    );
    expect(within(shop).getByRole('link', { name: 'Groceries', hidden: true })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
  });

  it("has the seasonal button, leading to the season's page without script", () => {
    const { page } = renderOnServer();
    const seasonal = page.getByRole('button', { name: 'Christmas' });
    expect(seasonal).toHaveAttribute('aria-expanded', 'false');
    expect(formOf(seasonal)).toHaveAttribute('action', '/ecom/shop/browse/groceries/christmas');
  });

  it("marks the current page's link when the server's state tells it the page", () => {
    const { page } = renderOnServer('https://shop.test/ecom/recipes?page=2');
    const bar = within(page.getByRole('navigation', { name: 'Shop by' }));
    expect(bar.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Offers' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo and the link bar, marking no link as the current page when not told it', () => {
    const { page } = renderOnServer();
    expect(page.getByRole('link', { name: 'Fernleaf, groceries home' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    const bar = within(page.getByRole('navigation', { name: 'Shop by' }));
    expect(bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Offers', '/ecom/shop/browse/offers'],
      ['Entertaining', '/ecom/shop/browse/entertaining'],
      ['New', '/ecom/shop/browse/groceries/new'],
      ['Recipes', '/ecom/recipes'],
      ['Inspiration', '/ecom/content/inspiration'],
    ]);
    for (const link of bar.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('has the multi-search button, and shows none of the menus, the overlay or the modal until pressed', () => {
    const { page } = renderOnServer();
    expect(page.getAllByRole('button', { name: 'Multi-search' })).toHaveLength(1);
    expect(page.getByRole('button', { name: 'Open search' })).toBeInTheDocument();
    expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.queryByRole('link', { name: 'Shop all Groceries' })).not.toBeInTheDocument();
    expect(page.queryByRole('link', { name: 'Shop all Christmas' })).not.toBeInTheDocument();
  });

  it("has the crawler links from the server's taxonomy, hidden from people", () => {
    const { page, document } = renderOnServer();
    expect(page.queryByRole('navigation', { name: 'All categories' })).not.toBeInTheDocument();
    const crawler = document.querySelector('nav[aria-label="All categories"]');
    expect(crawler).toHaveAttribute('hidden');
    const links = [...(crawler?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(links).toContain('/ecom/shop/browse/groceries');
    expect(links).toContain('/ecom/shop/browse/groceries/fresh_and_chilled');
  });
});
