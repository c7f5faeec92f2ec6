import { act, screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrate, type Unmount } from '../expose/mount.tsx';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { headerFragment, renderHeader } from './render-header.tsx';
import { createRenderCaches } from './render-caches.ts';
import { navigationCalls, PAGE_URL, SERVER_PROPS, SHOPPERS } from './testing/shopper-scenarios.ts';

/** Only in a test: the server's renderer and the browser's share one process and mark the same contexts. */
const SAME_PROCESS_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;

let errors: unknown[][];
let unmount: Unmount | undefined;
let pageRoot: Root | undefined;

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SAME_PROCESS_RENDERERS.test(args[0])) return;
    errors.push(args);
  });
  vi.stubGlobal('fetch', fakeShoppingServices({ handlers: navigationCalls() }).fetch);
});

afterEach(() => {
  unmount?.();
  act(() => pageRoot?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PRODUCTS = Array.from({ length: 60 }, (_, index) => `Product ${index + 1}`);

/** A page team's browse page: a grid of products, each one's button described by the product's name. */
function ProductPage() {
  return (
    <main>
      <ul>
        {PRODUCTS.map((name) => (
          <ProductCard key={name} name={name} />
        ))}
      </ul>
    </main>
  );
}

function ProductCard({ name }: { readonly name: string }) {
  const nameId = useId();
  return (
    <li>
      <h3 id={nameId}>{name}</h3>
      <button type="button" aria-describedby={nameId}>
        Add
      </button>
    </li>
  );
}

/**
 * The page as a host sends it: the header the remote's server rendered and the page's body the
 * host's server rendered, each in a root of its own, both hydrated by the browser.
 */
async function hydratedHeaderAndPage() {
  const rendered = await renderHeader({
    props: SERVER_PROPS,
    pageUrl: PAGE_URL,
    fetch: fakeShoppingServices(SHOPPERS.signedOut.answers).fetch,
    caches: createRenderCaches(),
  });
  document.body.innerHTML = `<div>${headerFragment(rendered, SERVER_PROPS)}</div><div id="root">${renderToString(<ProductPage />)}</div>`;
  const header = document.querySelector('[data-header-ssr]');
  const page = document.getElementById('root');
  if (!header || !page) throw new Error('no server header or page');
  await act(async () => {
    pageRoot = hydrateRoot(page, <ProductPage />);
  });
  unmount = hydrate(header, SERVER_PROPS);
  header.querySelector('header')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  await waitFor(() => expect(header).toHaveAttribute('data-header-hydrated'));
  return { header, page };
}

const idsIn = (element: Element) => [...element.querySelectorAll('[id]')].map((node) => node.id);

describe('the header beside a page that names its own parts with useId', () => {
  it('shares no id with the page, whose buttons are still described by their own products', async () => {
    const { header, page } = await hydratedHeaderAndPage();
    const headerIds = new Set(idsIn(header));
    expect(idsIn(page).filter((id) => headerIds.has(id))).toEqual([]);
    const buttons = screen.getAllByRole('button', { name: 'Add' });
    expect(
      buttons.map((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toEqual(PRODUCTS);
    expect(errors).toEqual([]);
  });
});
