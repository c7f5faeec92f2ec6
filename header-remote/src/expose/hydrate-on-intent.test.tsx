import type * as React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { headerFragment, renderHeader } from '../server/render-header.tsx';
import { PAGE_URL, SERVER_PROPS, SHOPPERS } from '../server/testing/shopper-scenarios.ts';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import '../testing/popover-setup.ts';
import { runInlineScripts } from '../testing/run-inline-scripts.ts';
import { withPopovers } from '../testing/with-popovers.ts';
import type { Unmount } from './mount.tsx';

type Shopper = (typeof SHOPPERS)[keyof typeof SHOPPERS];

/** Only in a test: the server's and the browser's renderers share a process (see hydrate.test.tsx). */
const SAME_PROCESS_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;

let errors: unknown[][];
const unmounts: Unmount[] = [];
/** The page's idle moments, held until a test lets them come (`pageGoesIdle`). */
let idleCallbacks: (() => void)[];
const pageGoesIdle = () => {
  for (const callback of idleCallbacks.splice(0)) callback();
};

beforeEach(() => {
  // A fresh mount module for each test: its script is not here until an intent asks for it.
  vi.resetModules();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SAME_PROCESS_RENDERERS.test(args[0])) return;
    errors.push(args);
  });
  vi.stubGlobal('fetch', fakeShoppingServices(SHOPPERS.withTrolley.answers).fetch);
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.cookie = 'X-Has-Token-Session=; Path=/; Max-Age=0';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's page for a shopper, hydrated as a page's script does (the page has loaded; it is not idle yet). */
async function hydratedServerPage(shopper: Shopper, before: (element: Element) => void = () => {}) {
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
  before(element);
  const { hydrate } = await import('./mount.tsx');
  const onEvent = vi.fn<OnHeaderEvent>();
  unmounts.push(hydrate(element, { ...SERVER_PROPS, onEvent }));
  return { element, onEvent, banner: screen.getByRole('banner') };
}

const isHydrated = (element: Element) => element.hasAttribute('data-header-hydrated');
const countOf = (onEvent: ReturnType<typeof vi.fn<OnHeaderEvent>>, name: string) =>
  onEvent.mock.calls.filter(([called]) => called === name).length;

describe('a server-rendered header, hydrated when the page is idle or on intent (decision 038)', () => {
  it('stays as the server sent it until the shopper comes near, then hydrates with no mismatch', async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isHydrated(element)).toBe(false);
    expect(onEvent).not.toHaveBeenCalled();
    // The server's HTML is there and readable meanwhile.
    const account = within(banner).getByRole('button', { name: 'My account' });

    fireEvent.pointerOver(account);

    await waitFor(() => expect(isHydrated(element)).toBe(true));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything()));
    fireEvent.click(within(banner).getByRole('button', { name: 'My account' }));
    // The browser's toggle event comes in a task of its own.
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('waits, marked as waiting, and hydrates at once when the shopper was in it before its script came', async () => {
    const waiting = await hydratedServerPage(SHOPPERS.signedOut);
    expect(waiting.element).toHaveAttribute('data-header-waiting');
    for (const unmount of unmounts.splice(0)) unmount();
    expect(waiting.element).not.toHaveAttribute('data-header-waiting');

    // The shopper tabbed into the search box while the page's script was still on its way.
    const { element } = await hydratedServerPage(SHOPPERS.signedOut, (page) =>
      within(page as HTMLElement)
        .getByRole('combobox', { name: 'Search groceries' })
        .focus(),
    );
    await waitFor(() => expect(isHydrated(element)).toBe(true));
    expect(element).not.toHaveAttribute('data-header-waiting');
  });

  it.each([
    {
      piece: "the search box's module",
      module: '../features/search/search-assist-module.ts',
      role: 'combobox',
      name: 'Search groceries',
    },
    {
      piece: 'the multi-search dialog',
      module: '../features/multi-search/multi-search-dialog.tsx',
      role: 'button',
      name: 'Multi-search',
    },
  ] as const)(
    'asks for $piece beside its code when the shopper pressed its control before it came, not once it is live',
    async ({ module, role, name }) => {
      // When the piece's module is first asked for: before or after the header was hydrated.
      const askedWhenHydrated: boolean[] = [];
      vi.doMock(module, async (original) => {
        askedWhenHydrated.push(isHydrated(document.querySelector('[data-header-ssr]') as Element));
        return original();
      });
      try {
        const { element } = await hydratedServerPage(SHOPPERS.signedOut, (page) =>
          within(page as HTMLElement)
            .getByRole(role, { name })
            .focus(),
        );
        await waitFor(() => expect(isHydrated(element)).toBe(true));
        await waitFor(() => expect(askedWhenHydrated).toEqual([false]));
      } finally {
        vi.doUnmock(module);
      }
    },
  );

  it.each([
    { how: 'in slices, as a transition,', where: 'the page is idle', shopperInBox: false, inSlices: true },
    { how: 'at once', where: 'the shopper is in its search box, waiting on it', shopperInBox: true, inSlices: false },
  ])('hydrates $how when $where', async ({ shopperInBox, inSlices }) => {
    const transitions = vi.fn();
    vi.doMock('react', async (original) => {
      const react: typeof React = await original();
      return {
        ...react,
        startTransition: (scope: () => void) => {
          transitions();
          react.startTransition(scope);
        },
      };
    });
    try {
      const { element, banner } = await hydratedServerPage(SHOPPERS.signedOut);
      if (shopperInBox) within(banner).getByRole('combobox', { name: 'Search groceries' }).focus();
      pageGoesIdle();
      await waitFor(() => expect(isHydrated(element)).toBe(true));
      expect(transitions).toHaveBeenCalledTimes(inSlices ? 1 : 0);
    } finally {
      vi.doUnmock('react');
    }
  });

  it('starts by itself once the page is idle: ready, cookies and the trolley the server loaded, each said once', async () => {
    document.cookie = 'cookie_consent=accepted; Path=/';
    try {
      const { element, onEvent } = await hydratedServerPage(SHOPPERS.withTrolley);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isHydrated(element)).toBe(false);

      pageGoesIdle();

      await waitFor(() => expect(isHydrated(element)).toBe(true));
      await waitFor(() => expect(countOf(onEvent, 'personalisation')).toBe(1));
      expect(onEvent).toHaveBeenCalledWith('personalisation', expect.objectContaining({ cartRows: expect.any(Array) }));
      expect(document.cookie).toContain('customerId=C-1101');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(countOf(onEvent, 'header_ready')).toBe(1);
      expect(countOf(onEvent, 'personalisation')).toBe(1);
      expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
      expect(errors).toEqual([]);
    } finally {
      document.cookie = 'cookie_consent=; Path=/; Max-Age=0';
    }
  });

  it('keeps a press made before its script came, and replays it once the header is live', async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    const account = within(banner).getByRole('button', { name: 'My account' });

    // No intent first: the press itself asks for the script.
    const pressed = fireEvent.click(account);

    expect(pressed).toBe(false);
    await waitFor(() => expect(isHydrated(element)).toBe(true));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it("takes a press made before its script started (held by the server's inline script) and answers it once live", async () => {
    let early = true;
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley, (page) => {
      // The page has painted the server's HTML and run its inline script; the shopper presses at once.
      runInlineScripts(document.body);
      early = fireEvent.click(within(page as HTMLElement).getByRole('button', { name: 'My account' }));
    });

    expect(early).toBe(false);
    await waitFor(() => expect(isHydrated(element)).toBe(true));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it("leaves a press on a popover's button to the browser, and comes once the browser has painted its answer", async () => {
    const undo = withPopovers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
      const groceries = within(banner).getByRole('button', { name: 'Groceries' });

      // A tap: the touch is no intent, and the press is the browser's (it opens the server's first level).
      fireEvent.pointerOver(groceries);
      fireEvent.touchStart(groceries);
      fireEvent.pointerDown(groceries);
      expect(fireEvent.click(groceries)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isHydrated(element)).toBe(false);

      // The frame with the browser's answer is painted: the header's code comes after it.
      for (const frame of frames.splice(0)) frame(performance.now());
      await waitFor(() => expect(isHydrated(element)).toBe(true));
      expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
      expect(errors).toEqual([]);
    } finally {
      undo();
    }
  });

  it("wakes for the page's trolley event, hydrates from the server's state, then shows the event", async () => {
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.withTrolley);
    const checkout = within(banner).getByRole('button', { name: /Checkout/ });
    expect(checkout).not.toHaveAttribute('data-state', 'waiting');

    // The page starts changing the trolley; the shopper has not come near the header.
    window.dispatchEvent(new CustomEvent('started_trolley_update', { detail: {} }));

    await waitFor(() => expect(isHydrated(element)).toBe(true));
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: /Checkout/ })).toHaveAttribute('data-state', 'waiting'),
    );
    // Hydrated from the server's state (no mismatch), then rendered with the page's change.
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('lets a press through as the server HTML has it (the link is followed) when the script cannot load', async () => {
    vi.doMock('../app/preloaded-header.tsx', () => {
      throw new Error('chunk failed');
    });
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.signedOut);
    const signIn = within(banner).getByRole('link', { name: 'Sign in' });

    const pressed = fireEvent.click(signIn);
    // The link pressed again, as the server HTML has it; not passed on here, where jsdom cannot navigate.
    const followed = vi.spyOn(signIn, 'click').mockImplementation(() => {});

    expect(pressed).toBe(false);
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    expect(isHydrated(element)).toBe(false);
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', {
        code: 'controls_load_failed',
        // vitest's words for the failed import, around the module's own error.
        message: expect.stringContaining('error when mocking a module'),
      }),
    );

    // The pointer keeps moving over the header: no new attempt, and no new report, so soon after.
    fireEvent.pointerOver(signIn);
    fireEvent.pointerOver(within(banner).getByRole('combobox', { name: 'Search groceries' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countOf(onEvent, 'header_error')).toBe(1);
  });

  it('says in the console why it could not start when not even its reporter can load (the remote is unreachable)', async () => {
    vi.doMock('../app/preloaded-header.tsx', () => {
      throw new Error('chunk failed');
    });
    vi.doMock('./report-start-errors.ts', () => {
      throw new Error('reporter failed');
    });
    const { element, onEvent, banner } = await hydratedServerPage(SHOPPERS.signedOut);
    const signIn = within(banner).getByRole('link', { name: 'Sign in' });
    const followed = vi.spyOn(signIn, 'click').mockImplementation(() => {});

    fireEvent.click(signIn);

    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(errors.map(([message]) => message)).toContain('[header] The header could not start, nor report why'),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(isHydrated(element)).toBe(false);
  });

  it('holds a form sent before its script came, and sends it as the server HTML does when the script cannot load', async () => {
    vi.doMock('../app/preloaded-header.tsx', () => {
      throw new Error('chunk failed');
    });
    const { element, banner } = await hydratedServerPage(SHOPPERS.signedOut);
    const form = within(banner).getByRole('search').querySelector('form') ?? within(banner).getByRole('search');
    const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});

    const submitted = fireEvent.submit(form);

    expect(submitted).toBe(false);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.instances[0]).toBe(form);
    expect(isHydrated(element)).toBe(false);
  });
});
