import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { hydrate, type Unmount } from '../expose/mount.tsx';
import { fakeShoppingServices, type FakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { headerFragment, renderHeader } from './render-header.tsx';
import { createRenderCaches } from './render-caches.ts';
import { navigationCalls, PAGE_URL, SERVER_PROPS, SHOPPERS } from './testing/shopper-scenarios.ts';

/**
 * Only in a test: the server's renderer and the browser's run in one process here and mark the
 * same contexts, which React's development build reports. On a page they never meet.
 */
const SAME_PROCESS_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;
const SEASONAL = 'PUT /content/menu/seasonal-menu/seasonal-menu-content/master';
const TAXONOMY = 'GET /taxonomy';

let errors: unknown[][];
/** What the browser asks the services, answering the navigation as the sample content. */
let browser: FakeShoppingServices;
const unmounts: Unmount[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SAME_PROCESS_RENDERERS.test(args[0])) return;
    errors.push(args);
  });
  browser = fakeShoppingServices({ handlers: navigationCalls() });
  vi.stubGlobal('fetch', browser.fetch);
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  for (const name of ['X-Has-Token-Session', 'customerId', 'branchId']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Shopper = (typeof SHOPPERS)[keyof typeof SHOPPERS];

/** The page as its server sends it, with the header the server rendered; then the browser hydrates it. */
async function hydratedPage(shopper: Shopper, navigation: Parameters<typeof navigationCalls>[0] = {}) {
  const server = fakeShoppingServices({ ...shopper.answers, handlers: navigationCalls(navigation) });
  const rendered = await renderHeader({
    props: SERVER_PROPS,
    cookie: 'cookie' in shopper ? shopper.cookie : undefined,
    pageUrl: PAGE_URL,
    fetch: server.fetch,
    caches: createRenderCaches(),
  });
  if ('cookie' in shopper) document.cookie = 'X-Has-Token-Session=true; Path=/';
  document.body.innerHTML = `<div>${headerFragment(rendered, SERVER_PROPS)}</div><main id="main-content"></main>`;
  const element = document.querySelector('[data-header-ssr]');
  if (!element) throw new Error('no server header');
  const serverButton = within(element as HTMLElement).queryByRole('button', { name: 'Christmas' });

  const onEvent = vi.fn<OnHeaderEvent>();
  unmounts.push(hydrate(element, { ...SERVER_PROPS, onEvent }));
  // The shopper points at the header: its script loads on intent (decision 027), or at once when the
  // seasonal menu is still to load.
  element.querySelector('header')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  await waitFor(() => expect(element).toHaveAttribute('data-header-hydrated'));
  // Long enough for the navigation calls' chunk to arrive and be used, had anything asked for it.
  await import('../navigation/navigation-calls.ts');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { element, serverButton, onEvent };
}

const crawlerHrefs = (element: Element) =>
  [...element.querySelectorAll('nav[aria-label="All categories"] a')].map((link) => link.getAttribute('href'));

describe("hydrating the server's header with its seasonal menu and crawler links", () => {
  it.each([
    ['a guest', SHOPPERS.signedOut],
    ['a signed-in shopper', SHOPPERS.withTrolley],
  ])(
    "keeps the server's seasonal button for %s, asking for no seasonal content, with no mismatch",
    async (_name, shopper) => {
      const { element, serverButton, onEvent } = await hydratedPage(shopper);
      expect(serverButton).not.toBeNull();
      // Hydrated, not replaced: the server's button is the live one.
      expect(screen.getByRole('button', { name: 'Christmas' })).toBe(serverButton);
      expect(browser.requests).not.toContain(SEASONAL);
      // A guest's page keeps the server's crawler links; a shopper's page had none to keep.
      if (shopper === SHOPPERS.signedOut)
        expect(crawlerHrefs(element)).toContain('/ecom/shop/browse/groceries/fresh_and_chilled');
      else expect(crawlerHrefs(element)).toEqual([]);
      expect(browser.requests).not.toContain(TAXONOMY);
      expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
      expect(errors).toEqual([]);
    },
  );

  it("opens the server's seasonal menu in place once hydrated", async () => {
    await hydratedPage(SHOPPERS.signedOut);
    // The panel's code, here before the press as on a page that has been idle: what is tested is the
    // server's button opening in place, not how long this process takes to compile a module when busy.
    await import('../features/seasonal-menu/seasonal-menu-panel.tsx');
    const user = userEvent.setup();
    const seasonal = screen.getByRole('button', { name: 'Christmas' });
    await user.click(seasonal);
    expect(seasonal).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: /Shop all Christmas/ })).toBeInTheDocument();
    expect(browser.requests).not.toContain(SEASONAL);
  });

  it('keeps no button when the server knew there is no seasonal menu, and does not ask again', async () => {
    const { serverButton } = await hydratedPage(SHOPPERS.signedOut, {
      seasonal: { status: 404, body: { error: 'not_found', message: 'No content' } },
    });
    expect(serverButton).toBeNull();
    expect(screen.queryByRole('button', { name: 'Christmas' })).not.toBeInTheDocument();
    expect(browser.requests).not.toContain(SEASONAL);
    expect(errors).toEqual([]);
  });

  it('asks for the seasonal menu at load, as before, when the server could not get it', async () => {
    const { serverButton, onEvent } = await hydratedPage(SHOPPERS.withTrolley, {
      seasonal: { status: 500, body: { error: 'down', message: 'x' } },
      taxonomy: { status: 500, body: { error: 'down', message: 'x' } },
    });
    expect(serverButton).toBeNull();
    expect(await screen.findByRole('button', { name: 'Christmas' })).toBeInTheDocument();
    expect(browser.requests).toContain(SEASONAL);
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'hydration_mismatch' }));
    expect(errors).toEqual([]);
  });
});
