import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { headerFragment, renderHeader } from '../server/render-header.tsx';
import { PAGE_URL, SERVER_PROPS, SHOPPERS, slowServices } from '../server/testing/shopper-scenarios.ts';
import { fakeShoppingServices, type FakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { hydrate, mount, type Unmount } from './mount.tsx';

type Shopper = (typeof SHOPPERS)[keyof typeof SHOPPERS];

/**
 * Only in a test: the server's renderer and the browser's run in one process here and mark the
 * same contexts, which React's development build reports. On a page they never meet.
 */
const SAME_PROCESS_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;

/** What the header wrote to console.error, apart from that. */
let errors: unknown[][];
let warnings: MockInstance<Console['warn']>;
let browserServices: FakeShoppingServices;
const unmounts: Unmount[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SAME_PROCESS_RENDERERS.test(args[0])) return;
    errors.push(args);
  });
  warnings = vi.spyOn(console, 'warn');
  // What the browser asks the services after hydration, if anything.
  browserServices = fakeShoppingServices();
  vi.stubGlobal('fetch', browserServices.fetch);
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  for (const name of ['X-Has-Token-Session', 'customerId', 'branchId']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The page as a server that included the header's fragment sends it. */
async function serverPage(shopper: Shopper, { slow = false } = {}) {
  const server = fakeShoppingServices(shopper.answers);
  const rendered = await renderHeader({
    props: SERVER_PROPS,
    cookie: 'cookie' in shopper ? shopper.cookie : undefined,
    pageUrl: PAGE_URL,
    // Slow: the token answers after the server's budget.
    fetch: slow ? slowServices(server.fetch, 50) : server.fetch,
    budgetMs: slow ? 10 : undefined,
  });
  // The browser reaches the same services, and has the same cookies the page request had.
  browserServices.answers = shopper.answers;
  if ('cookie' in shopper) document.cookie = 'X-Has-Token-Session=true; Path=/';
  document.body.innerHTML = `<div id="slot">${headerFragment(rendered, SERVER_PROPS)}</div><main id="main-content"></main>`;
  const element = document.querySelector('[data-header-ssr]');
  if (!element) throw new Error('no server header');
  return { element, rendered };
}

function hydrateWithEvents(element: Element) {
  const onEvent = vi.fn<OnHeaderEvent>();
  unmounts.push(hydrate(element, { ...SERVER_PROPS, onEvent }));
  return onEvent;
}

/** The shopper points at the header (decision 027: its script loads on intent); resolves once it is hydrated. */
async function comeNear(element: Element) {
  element.querySelector('header')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  await whenHydrated(element);
}

const whenHydrated = (element: Element) => waitFor(() => expect(element).toHaveAttribute('data-header-hydrated'));

const shoppingCalls = () => browserServices.requests.filter((request) => !request.includes('taxonomy'));

describe('hydrate, on a page with the server-rendered header', () => {
  it('takes over a signed-in shopper\'s header with no mismatch, no "Sign in" and no second load', async () => {
    const { element } = await serverPage(SHOPPERS.withTrolley);
    const onEvent = hydrateWithEvents(element);
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything()));
    await comeNear(element);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '7 Total £52.30, Trolley, 7 items' })).toHaveAttribute(
      'href',
      '/ecom/shop/trolley',
    );
    expect(within(banner).getByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Nothing of the shopper's state is loaded again, the delivery pass (v1/pass/status) included: only the trolley's lines
    // for the personalisation report (no page carries them, decision 029), with the token the cookie gets.
    const stateCalls = () =>
      shoppingCalls().filter((call) => /auth|header-state|shopping-context|graph|slot|pass\/status/.test(call));
    await waitFor(() => expect(stateCalls()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stateCalls()).toEqual(['POST /v1/auth/token', 'POST /graph/live?tag=getTrolley']);
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('customerId=C-1101');
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('hydrates a booked slot and the AMENDING bar with the page, without a recoverable error', async () => {
    const { element } = await serverPage(SHOPPERS.amending);
    const onEvent = hydrateWithEvents(element);
    // No intent: the amend bar counts down, so the header's script comes with the page.
    await whenHydrated(element);
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith('header_ready', expect.anything()));
    expect(await screen.findByText('AMENDING')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delivery slot: Tuesday 5 March, 9am - 10am/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it("hydrates with the server's time, then follows the page's clock, however far apart they are", async () => {
    const { element } = await serverPage(SHOPPERS.amending);
    const amendBar = screen.getByRole('region', { name: 'Amending your order' });
    expect(amendBar).toHaveTextContent(/You can amend your order until/);
    // The page's clock says the amend cut-off has passed: its own first render would differ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-06T12:00:00.000Z'));
    const onEvent = hydrateWithEvents(element);
    await whenHydrated(element);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Amending your order' })).not.toHaveTextContent(/You can amend/),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('hydrates a guest with sign-in coming back to the page', async () => {
    const { element } = await serverPage(SHOPPERS.signedOut);
    const onEvent = hydrateWithEvents(element);
    await comeNear(element);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ecom\/login/),
    );
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.anything());
    expect(errors).toEqual([]);
  });

  it('loads only what the server could not within its budget', async () => {
    const { element, rendered } = await serverPage(SHOPPERS.withTrolley, { slow: true });
    expect(rendered.complete).toBe(false);
    const onEvent = hydrateWithEvents(element);
    // The cookie's promise holds until the browser's own load answers: never "Sign in" first.
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // No intent: what the server could not load has to load now, so the script comes with the page.
    await whenHydrated(element);
    await waitFor(() => expect(screen.getByRole('link', { name: /, Trolley, 7 items$/ })).toBeInTheDocument());
    expect(onEvent).not.toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'hydration_mismatch' }));
    expect(errors).toEqual([]);
  });

  it('reports a mismatch to the host as header_error, through onRecoverableError', async () => {
    const { element } = await serverPage(SHOPPERS.withTrolley);
    // Server HTML that differs from what the state renders: React recovers by rendering afresh.
    const trolley = element.querySelector('a[href="/ecom/shop/trolley"]');
    trolley?.replaceWith(document.createElement('p'));
    const onEvent = hydrateWithEvents(element);
    element.querySelector('header')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'hydration_mismatch' })),
    );
    expect(await screen.findByRole('link', { name: '7 Total £52.30, Trolley, 7 items' })).toBeInTheDocument();
  });

  it('renders afresh, with a warning, when the state script is missing or malformed', async () => {
    for (const breakState of [
      (script: Element) => script.remove(),
      (script: Element) => (script.textContent = '{"props":{},"state":{"auth":"yes"}}'),
      (script: Element) => (script.textContent = '{not json'),
    ]) {
      const { element } = await serverPage(SHOPPERS.signedOut);
      const script = element.nextElementSibling;
      if (script) breakState(script);
      const serverBanner = screen.getByRole('banner');
      warnings.mockImplementation(() => {});
      unmounts.push(hydrate(element, SERVER_PROPS));
      await waitFor(() =>
        expect(warnings).toHaveBeenCalledWith(expect.stringContaining('rendering the header in the browser')),
      );
      // Rendered afresh: the server's nodes are replaced by the browser's own.
      await waitFor(() => expect(screen.getByRole('banner')).not.toBe(serverBanner));
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      for (const unmount of unmounts.splice(0)) unmount();
    }
  });

  it("renders afresh at once when the state is unreadable, though the focus is in the server's header (what the shopper pressed waits for it)", async () => {
    const { element } = await serverPage(SHOPPERS.signedOut);
    element.nextElementSibling?.remove();
    const serverBanner = screen.getByRole('banner');
    within(serverBanner).getByRole('link', { name: 'Sign in' }).focus();
    warnings.mockImplementation(() => {});
    unmounts.push(hydrate(element, SERVER_PROPS));
    await waitFor(() => expect(screen.getByRole('banner')).not.toBe(serverBanner));
  });
});

describe('mount', () => {
  it('renders as before into an element marked as server-rendered but with no state script after it', async () => {
    const { element } = await serverPage(SHOPPERS.signedOut);
    element.nextElementSibling?.remove();
    const serverBanner = screen.getByRole('banner');
    unmounts.push(mount(element, SERVER_PROPS));
    await waitFor(() => expect(screen.getByRole('banner')).not.toBe(serverBanner));
    expect(warnings).not.toHaveBeenCalled();
  });

  it('hydrates an element the server rendered, with its state script after it', async () => {
    const { element } = await serverPage(SHOPPERS.withTrolley);
    const serverLink = element.querySelector('a[href="/ecom/shop/trolley"]');
    unmounts.push(mount(element, SERVER_PROPS));
    await comeNear(element);
    // Hydration keeps the server's nodes; a fresh render would have replaced them.
    expect(element.querySelector('a[href="/ecom/shop/trolley"]')).toBe(serverLink);
  });
});
