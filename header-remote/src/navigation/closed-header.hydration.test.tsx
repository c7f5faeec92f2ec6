import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClosedHeaderParts, closedHeaderStore } from './testing/closed-header.tsx';

let root: Root | undefined;
let container: HTMLElement | undefined;
const requests: string[] = [];

beforeEach(() => {
  // hydrateRoot is React's own, not Testing Library's render: tell React that act() is in use.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new Error('No network in hydration tests'));
    }),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/**
 * The server's HTML (with the server's taxonomy), hydrated by the browser's
 * store, which holds the same state except the taxonomy, as a page would.
 * `beforeHydrating` acts on the server's HTML first, as a shopper can.
 */
async function hydrate({ clientTaxonomy = false, pageUrl = null as string | null, beforeHydrating = () => {} } = {}) {
  // The server knows nothing of the browser: rendered elsewhere, it sees another path.
  window.history.replaceState(null, '', '/elsewhere');
  const html = renderToString(
    <ClosedHeaderParts store={closedHeaderStore({ taxonomy: true, menuTop: true, pageUrl })} />,
  );
  window.history.replaceState(null, '', '/ecom/recipes');
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydrating();
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container as HTMLElement,
      <ClosedHeaderParts store={closedHeaderStore({ taxonomy: clientTaxonomy, menuTop: true, pageUrl })} />,
      {
        onRecoverableError: recoverable,
      },
    );
  });
  return { consoleError, recoverable, html };
}

const crawlerHrefs = () =>
  [...document.querySelectorAll('nav[aria-label="All categories"] a')].map((link) => link.getAttribute('href'));

describe("hydrating the server's closed header", () => {
  it('matches the first client render: no hydration error or warning', async () => {
    const { consoleError, recoverable } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('also matches when the browser already has the taxonomy', async () => {
    const { consoleError, recoverable } = await hydrate({ clientTaxonomy: true });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(crawlerHrefs()).toContain('/ecom/shop/browse/groceries/fresh_and_chilled');
  });

  it("also matches when the server's state told it the page, whose link is marked from the start", async () => {
    const { consoleError, recoverable, html } = await hydrate({ pageUrl: 'http://localhost:3000/ecom/recipes' });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(html).toContain('aria-current="page"');
    expect(screen.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps the server's crawler links while the browser has no taxonomy", async () => {
    await hydrate();
    expect(crawlerHrefs()).toContain('/ecom/shop/browse/groceries');
    expect(crawlerHrefs()).toContain('/ecom/shop/browse/groceries/fresh_and_chilled');
  });

  it("hydrates the Groceries menu's panel and the phone menu the server drew as the same elements", async () => {
    let drawn: Element[] = [];
    const { consoleError, recoverable } = await hydrate({
      beforeHydrating: () => {
        const groceries = screen.getByRole('button', { name: 'Groceries' });
        const burger = screen.getByRole('button', { name: 'Menu' });
        drawn = [
          groceries,
          document.getElementById(groceries.getAttribute('popovertarget') ?? '') as Element,
          screen.getByRole('button', { name: 'Fresh & Chilled', hidden: true }),
          burger,
          document.getElementById(burger.getAttribute('commandfor') ?? '') as Element,
        ];
      },
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    for (const element of drawn) expect(element.isConnected).toBe(true);
    const [groceries, panel, , burger, dialog] = drawn;
    // Live, each button says it is collapsed (the server's said nothing: the browser told), and still
    // names the panel it opens: the browser keeps opening the same element.
    expect(groceries).toHaveAttribute('aria-expanded', 'false');
    expect(groceries).toHaveAttribute('popovertarget', panel?.id);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('commandfor', dialog?.id);
  });

  it('keeps a Groceries menu the shopper opened before the script open through hydration, and live says so', async () => {
    let panel: HTMLElement | null = null;
    const { consoleError, recoverable } = await hydrate({
      beforeHydrating: () => {
        const groceries = screen.getByRole('button', { name: 'Groceries' });
        groceries.click();
        panel = document.getElementById(groceries.getAttribute('popovertarget') ?? '');
      },
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Groceries' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
    // Open, it asks for what its deeper columns and content need.
    await waitFor(() => expect(requests.join(' ')).toMatch(/taxonomy.*middle-mega-menu|middle-mega-menu.*taxonomy/));
  });

  it('fetches nothing the closed header does not show', async () => {
    await hydrate();
    // Long enough for the navigation calls' chunk to arrive and be used, had anything asked for it.
    await import('./navigation-calls.ts');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
  });

  it("then marks the current page's link, and disables search until a term is typed", async () => {
    await hydrate();
    expect(screen.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('keeps search enabled for a term typed before the script arrived', async () => {
    await hydrate({
      beforeHydrating: () => {
        const input = screen.getByRole('combobox', { name: 'Search groceries' }) as HTMLInputElement;
        input.value = 'milk';
      },
    });
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('opens the Groceries menu in place, instead of going to the Groceries page', async () => {
    await hydrate({ clientTaxonomy: true });
    const user = userEvent.setup();
    const groceries = screen.getByRole('button', { name: 'Groceries' });
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    await user.click(groceries);
    document.removeEventListener('submit', submitted);
    expect(groceries).toHaveAttribute('aria-expanded', 'true');
    expect(submitted).not.toHaveBeenCalled();
    const menu = screen.getByRole('navigation', { name: 'Groceries menu' });
    expect(await within(menu).findByRole('link', { name: 'Shop all Groceries' })).toBeInTheDocument();
  });
});
