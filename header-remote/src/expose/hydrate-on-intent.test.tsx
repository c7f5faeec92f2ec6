import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { headerFragment, renderHeader } from '../server/render-header.tsx';
import { PAGE_URL, SERVER_PROPS, SHOPPERS } from '../server/testing/shopper-scenarios.ts';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import type { Unmount } from './mount.tsx';

type Shopper = (typeof SHOPPERS)[keyof typeof SHOPPERS];

/** Only in a test: the server's and the browser's renderers share a process (see hydrate.test.tsx). */
const SAME_PROCESS_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;

let errors: unknown[][];
const unmounts: Unmount[] = [];

beforeEach(() => {
  // A fresh controls loader for each test: the controls' code is not here until an intent asks for it.
  vi.resetModules();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SAME_PROCESS_RENDERERS.test(args[0])) return;
    errors.push(args);
  });
  vi.stubGlobal('fetch', fakeShoppingServices(SHOPPERS.withTrolley.answers).fetch);
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.cookie = 'X-Has-Token-Session=; Path=/; Max-Age=0';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's page for a shopper, hydrated as a page's script does; resolves once the header is ready. */
async function hydratedServerPage(shopper: Shopper) {
  const server = fakeShoppingServices(shopper.answers);
  const rendered = await renderHeader({
    props: SERVER_PROPS,
    cookie: 'cookie' in shopper ? shopper.cookie : undefined,
    pageUrl: PAGE_URL,
    fetch: server.fetch,
  });
  if ('cookie' in shopper) document.cookie = 'X-Has-Token-Session=true; Path=/';
  document.body.innerHTML = `<div id="slot">${headerFragment(rendered, SERVER_PROPS)}</div><main id="main-content"></main>`;
  const element = document.querySelector('[data-header-ssr]');
  if (!element) throw new Error('no server header');
  const { hydrate } = await import('./mount.tsx');
  const onEvent = vi.fn<OnHeaderEvent>();
  unmounts.push(hydrate(element, { ...SERVER_PROPS, onEvent }));
  await waitFor(() => expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything()));
  return { element, onEvent, banner: screen.getByRole('banner') };
}

const island = (element: Element, name: string) => {
  const found = element.querySelector(`[data-header-island="${name}"]`);
  if (!found) throw new Error(`no ${name} island`);
  return found;
};
const liveIslands = (element: Element) =>
  [...element.querySelectorAll('[data-header-island-live]')].map((found) => found.getAttribute('data-header-island'));

describe("a server-rendered header's controls, hydrated on intent", () => {
  it('stay as the server sent them until the shopper comes near, then all hydrate with no mismatch', async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(liveIslands(element)).toEqual([]);
    // The server's HTML is there and readable meanwhile.
    const account = within(banner).getByRole('button', { name: 'My account' });

    fireEvent.pointerOver(account);

    await waitFor(() =>
      expect(liveIslands(element).sort()).toEqual([
        'AccountLinks',
        'CheckoutButton',
        'GroceriesMenu',
        'LinkBar',
        'MobileMenuButton',
        'MultiSearchLauncher',
        'SeasonalMenuButton',
        'SlotButton',
      ]),
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'My account' }));
    expect(within(banner).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true');
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('keep a press made before their code came, and replay it once the control is live', async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    const account = within(banner).getByRole('button', { name: 'My account' });

    // No intent first: the press itself asks for the code.
    const pressed = fireEvent.click(account);

    expect(pressed).toBe(false);
    await waitFor(() => expect(island(element, 'AccountLinks')).toHaveAttribute('data-header-island-live'));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it("come when the header's state changes, so none shows a state that has passed: from the server's state, then the change", async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    const checkout = within(banner).getByRole('button', { name: /Checkout/ });
    expect(checkout).not.toHaveAttribute('data-state', 'waiting');

    // The page starts changing the trolley; the shopper has not come near the header.
    window.dispatchEvent(new CustomEvent('started_trolley_update', { detail: {} }));

    await waitFor(() => expect(island(element, 'CheckoutButton')).toHaveAttribute('data-header-island-live'));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: /Checkout/ })).toHaveAttribute('data-state', 'waiting'),
    );
    // Hydrated from the server's state (no mismatch), then rendered with the page's change.
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('let a press through as the server HTML has it (the link is followed) when the code cannot load', async () => {
    vi.doMock('../app/islands/controls.ts', () => {
      throw new Error('chunk failed');
    });
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.signedOut);
    const signIn = within(banner).getByRole('link', { name: 'Sign in' });

    const pressed = fireEvent.click(signIn);
    // What the header then dispatches again on the link; not passed on here, where jsdom cannot navigate.
    const replayed = vi.spyOn(signIn, 'dispatchEvent').mockReturnValue(true);

    expect(pressed).toBe(false);
    await waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
    const replay = replayed.mock.calls[0]?.[0];
    expect(replay).toBeInstanceOf(MouseEvent);
    expect(replay).toMatchObject({ type: 'click', bubbles: true, cancelable: true, button: 0 });
    expect(island(element, 'AccountLinks')).not.toHaveAttribute('data-header-island-live');
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', {
        code: 'controls_load_failed',
        // vitest's words for the failed import, around the module's own error.
        message: expect.stringContaining('error when mocking a module'),
      }),
    );
  });
});
