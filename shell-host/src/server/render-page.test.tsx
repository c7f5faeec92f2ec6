import { act } from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMenuContent } from '@grocer/shared-contracts/cms-builders';
import { ROUTES } from '@grocer/shared-contracts';
import { PageRoot } from '../app/page-root.tsx';
import { startPage } from '../app/start-page.ts';
import {
  fakeServices,
  json,
  never,
  product,
  searchAnswer,
  tokenSession,
  type FakeHandler,
} from '../api/testing/fake-services.ts';
import { taxonomyAnswer } from '../pages/browse/testing/fake-taxonomy.ts';
import { bannerAd } from '../pages/content/testing/fake-content.ts';
import { answersFrom, pageAnswersJson } from '../pages/shared/preloaded-answers.ts';
import {
  createAnswerCache,
  renderPage as renderServerPage,
  type PageRequest,
  type PreloadOptions,
} from './render-page.tsx';

// The real renderToString, counted: how many renders a page view costs.
vi.mock('react-dom/server', async (importActual) => {
  const actual = await importActual<typeof ReactDomServer>();
  return { ...actual, renderToString: vi.fn(actual.renderToString) };
});

const servicesUrl = 'http://services.test';
const SIGNED_IN = 'X-Has-Token-Session=true';

const request = (pathname: string, more: Partial<PageRequest> = {}): PageRequest => ({
  pathname,
  search: '',
  servicesUrl,
  cookie: undefined,
  ...more,
});

/** The catalogue and a page of products: what a browse page's first render asks the services for. */
const catalogue: Record<string, FakeHandler> = {
  'GET /taxonomy': () => json(taxonomyAnswer()),
  'GET /v1/products/search': () => json(searchAnswer('', [product({ name: 'Fernleaf Whole Milk 2 Pints' })])),
};

/** The server's render, with a cache of its own (none kept from another test). */
const renderPageWith = (request: PageRequest, options: PreloadOptions = {}) =>
  renderServerPage(request, { cache: createAnswerCache(), ...options });

/** Services that know nothing (without touching the test's cookies, as `fakeServices` does). */
const noServices: typeof fetch = () => Promise.resolve(json({ error: 'not_found', message: 'No fake' }, 404));

/** The server's render, its services answering nothing unless given. */
async function renderPage(request: PageRequest, options: PreloadOptions = {}) {
  return (await renderPageWith(request, { fetch: noServices, ...options })).html;
}

/** The server's HTML for #root, parsed. */
function serverRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe("the server's render of the page body", () => {
  it.each([
    ['/ecom', '', 'Fernleaf groceries'],
    ['/ecom/shop/browse/groceries', '', 'Groceries'],
    ['/ecom/shop/search', '?searchTerm=milk', 'Search results for "milk"'],
    ['/ecom/shop/trolley', '', 'Trolley'],
    ['/ecom/nowhere', '', 'Page not found'],
  ])('renders the heading of %s%s into the main landmark', async (pathname, search, heading) => {
    const root = serverRoot(await renderPage(request(pathname, { search })));
    expect(root.querySelector('main#main-content h1')?.textContent).toBe(heading);
  });

  it('renders a browse page with its categories and products, from the answers it loads as a guest', async () => {
    const services = fakeServices(catalogue);
    const rendered = await renderPageWith(request('/ecom/shop/browse/groceries'), { fetch: services.fetch });
    const root = serverRoot(rendered.html);
    expect(root.querySelector('h1')?.textContent).toBe('Groceries');
    expect(root.querySelector('nav[aria-label="Groceries categories"]')?.textContent).toContain('Fresh & Chilled');
    expect(root.querySelector('[aria-label="Products in Groceries"]')?.textContent).toContain(
      'Fernleaf Whole Milk 2 Pints',
    );
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Showing 1 to 1 of 1 product.');
    // Asked once each, as a guest: the answers are the same for every shopper.
    expect(services.requests.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /taxonomy',
      'GET /v1/products/search',
    ]);
    expect(new Set(services.requests.map((call) => call.headers.get('authorization')))).toEqual(
      new Set(['Bearer unauthenticated']),
    );
    // Sent with the page, by path, for the browser's first render.
    expect(Object.keys(rendered.answers)).toEqual([
      '/taxonomy?format=flat',
      '/v1/products/search?category=10051&sortBy=nameAsc&size=48&start=0',
    ]);
  });

  it('renders the home page with its content and ads, from the PUT and POST it makes as a guest', async () => {
    const services = fakeServices({
      'PUT /content/menu/middle-mega-menu/master': () => json({ locations: sampleMenuContent() }),
      'POST /adtech/banners': () => json({ data: { bannerAds: [bannerAd('breakfast')] } }),
    });
    const rendered = await renderPageWith(request('/ecom'), { fetch: services.fetch });
    const root = serverRoot(rendered.html);
    expect(root.querySelector('section[aria-labelledby="home-groceries"]')?.textContent).toContain('Spring greens');
    expect(root.querySelector('section[aria-labelledby="home-featured"]')?.textContent).toContain('Breakfast, sorted');
    expect(services.requests.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['PUT', '/content/menu/middle-mega-menu/master', { contentUrl: '/ecom', customerId: '-1' }],
      ['POST', '/adtech/banners', { type: 'mega-menu', categories: ['10051', '10052'] }],
    ]);
    expect(new Set(services.requests.map((call) => call.headers.get('authorization')))).toEqual(
      new Set(['Bearer unauthenticated']),
    );
    // Sent with the page under their method, path and body, for the browser's first render.
    expect(Object.keys(rendered.answers)).toEqual([
      'PUT /content/menu/middle-mega-menu/master?clientType=WEB_APP {"contentUrl":"/ecom","customerId":"-1"}',
      'POST /adtech/banners {"type":"mega-menu","categories":["10051","10052"]}',
    ]);
  });

  it('renders a data page in its loading state when the services do not answer within the budget', async () => {
    const log = vi.fn();
    const services = fakeServices({ 'GET /taxonomy': never });
    const rendered = await renderPageWith(request('/ecom/shop/browse/groceries'), {
      fetch: services.fetch,
      budgetMs: 30,
      log,
    });
    expect(serverRoot(rendered.html).querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(rendered.answers).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('did not arrive in time'), {
      path: '/taxonomy?format=flat',
    });
  });

  it('keeps the answers for the next pages: a late one too, and a fresh one is not asked for again', async () => {
    const cache = createAnswerCache();
    let answer: (response: Response) => void = () => {};
    const slow = fakeServices({
      ...catalogue,
      'GET /taxonomy': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const first = await renderServerPage(request('/ecom/shop/browse/groceries'), {
      fetch: slow.fetch,
      budgetMs: 30,
      cache,
    });
    expect(first.answers).toEqual({});
    answer(json(taxonomyAnswer()));
    await vi.waitFor(() => expect(cache.has('http://services.test/taxonomy?format=flat')).toBe(true));

    const second = await renderServerPage(request('/ecom/shop/browse/groceries'), { fetch: slow.fetch, cache });
    expect(Object.keys(second.answers)).toHaveLength(2);
    const third = await renderServerPage(request('/ecom/shop/browse/groceries'), { fetch: slow.fetch, cache });
    expect(third.answers).toEqual(second.answers);
    // The catalogue once (late, for the first page), the products once (for the second).
    expect(slow.requests.map((call) => call.url.pathname)).toEqual(['/taxonomy', '/v1/products/search']);
  });

  it('renders a page it has rendered before once: what it read last time is loaded before its first render', async () => {
    const cache = createAnswerCache();
    const services = fakeServices(catalogue);
    const renders = vi.mocked(renderToString);
    const view = async () => {
      renders.mockClear();
      const rendered = await renderServerPage(request('/ecom/shop/browse/groceries'), { fetch: services.fetch, cache });
      return { answers: Object.keys(rendered.answers).sort(), renders: renders.mock.calls.length };
    };
    const first = await view();
    expect(first.renders).toBeGreaterThan(1);
    expect(await view()).toEqual({ answers: first.answers, renders: 1 });
    // Another query is another page: it learns what it reads on its own.
    renders.mockClear();
    await renderServerPage(request('/ecom/shop/browse/groceries', { search: '?page=2' }), {
      fetch: services.fetch,
      cache,
    });
    expect(renders.mock.calls.length).toBeGreaterThan(1);
  });

  it('leaves a failed or unreadable answer to the browser, which loads it itself', async () => {
    const log = vi.fn();
    const failing = fakeServices({ 'GET /taxonomy': () => json({ error: 'server_error', message: 'Down' }, 503) });
    const failed = await renderPageWith(request('/ecom/shop/browse/groceries'), { fetch: failing.fetch, log });
    expect(serverRoot(failed.html).querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(failed.answers).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), { path: '/taxonomy?format=flat', status: 503 });

    // An answer that does not parse with the contract renders as not loaded, and is not sent on.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrong = fakeServices({ 'GET /taxonomy': () => json({ format: 'flat', categories: [{ id: 42 }] }) });
    const unreadable = await renderPageWith(request('/ecom/shop/browse/groceries'), { fetch: wrong.fetch });
    expect(serverRoot(unreadable.html).querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(unreadable.answers).toEqual({});
    vi.restoreAllMocks();
  });

  it("reads the session indicator from the request's cookies, not the server's document", async () => {
    document.cookie = `${SIGNED_IN}; path=/`;
    const signedOut = serverRoot(await renderPage(request('/ecom/shop/trolley')));
    expect(signedOut.querySelector('a[href^="/ecom/login"]')?.textContent).toBe('Sign in to see your trolley');
    const signedIn = serverRoot(await renderPage(request('/ecom/shop/trolley', { cookie: `a=b; ${SIGNED_IN}` })));
    expect(signedIn.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('writes no script and no style attribute (the page runs under a strict CSP)', async () => {
    for (const pathname of ['/ecom', '/ecom/login', '/ecom/shop/search', '/ecom/log-out']) {
      const html = await renderPage(request(pathname, { search: '?searchTerm=%3Cscript%3E' }));
      expect(html).not.toMatch(/<script|style=/i);
    }
  });

  it("sends the host's own header, for a page the remote's server header misses: search and the way home, no script", async () => {
    const { header } = await renderPageWith(request('/ecom'), { fetch: noServices });
    const slot = document.createElement('div');
    slot.innerHTML = header;
    document.body.append(slot);
    expect(slot.querySelector('[data-shell-fallback]')).not.toBeNull();
    expect(slot.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/ecom/shop/search');
    expect(slot.querySelector('a[aria-label="Fernleaf, groceries home"]')?.getAttribute('href')).toBe(
      ROUTES.groceriesHome,
    );
    expect(header).not.toMatch(/<script|style=/i);
  });
});

describe("hydrating the server's page body", () => {
  let errors: unknown[][];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    document.cookie = `${SIGNED_IN}; path=/; max-age=0`;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /**
   * The page as the server sends it, with the browser's cookies as the request's and the answers
   * it loaded; then the browser starts it from those answers, as they arrive in the page's JSON.
   */
  async function hydrate(pathname: string, { search = '', signedIn = false } = {}) {
    // A page load: the token endpoint answers when the shopper has a session (and sets the indicator cookie).
    const services = fakeServices({ ...catalogue, ...(signedIn ? tokenSession() : {}) });
    vi.stubGlobal('fetch', services.fetch);
    const rendered = await renderPageWith(request(pathname, { search, cookie: document.cookie }), {
      fetch: services.fetch,
    });
    const root = serverRoot(rendered.html);
    const serverHeading = root.querySelector('h1');
    const answers = answersFrom(JSON.parse(pageAnswersJson(rendered.answers)) as Record<string, unknown>);
    const serverCalls = services.requests.length;
    const log = vi.fn();
    const page = await act(async () =>
      startPage(root, <PageRoot location={{ pathname, search }} servicesUrl={servicesUrl} answers={answers} />, log),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const browserCalls = services.requests.slice(serverCalls).map((call) => call.url.pathname);
    return { root, serverHeading, log, page, browserCalls };
  }

  it.each([
    ['/ecom', {}],
    ['/ecom/shop/browse/groceries', {}],
    ['/ecom/shop/search', { search: '?searchTerm=milk' }],
    ['/ecom/shop/trolley', {}],
    ['/ecom/shop/trolley', { signedIn: true }],
    ['/ecom/login', { search: '?redirect=%2Fecom%2Fshop%2Ftrolley' }],
    ['/ecom/log-out', {}],
    ['/ecom/log-out', { signedIn: true }],
    ['/ecom/myaccount', { signedIn: true }],
  ])('hydrates %s (%o) with no mismatch, keeping the server’s elements', async (pathname, options) => {
    const { root, serverHeading, log, page } = await hydrate(pathname, options);
    expect(log).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(serverHeading).not.toBeNull();
    // The server's heading is the one on the page: hydrated, not rendered again.
    expect(root.contains(serverHeading)).toBe(true);
    act(() => page.unmount());
  });

  it('hydrates a browse page from the answers sent with it, with its products, and asks the services nothing again', async () => {
    const { root, log, page, browserCalls } = await hydrate('/ecom/shop/browse/groceries');
    expect(log).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(root.querySelector('[aria-label="Products in Groceries"]')?.textContent).toContain(
      'Fernleaf Whole Milk 2 Pints',
    );
    expect(browserCalls.filter((call) => call === '/taxonomy' || call === '/v1/products/search')).toEqual([]);
    act(() => page.unmount());
  });

  it('reports a mismatch as a hydration problem', async () => {
    // A new page load (fakeServices forgets the session an earlier test's page found), and the
    // browser has no session cookie: its first render differs from the server's.
    vi.stubGlobal('fetch', fakeServices({}).fetch);
    const root = serverRoot(await renderPage(request('/ecom/shop/trolley', { cookie: SIGNED_IN })));
    const log = vi.fn();
    const page = await act(async () =>
      startPage(
        root,
        <PageRoot location={{ pathname: '/ecom/shop/trolley', search: '' }} servicesUrl={servicesUrl} />,
        log,
      ),
    );
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/hydrate/), expect.anything());
    expect(root.querySelector('a[href^="/ecom/login"]')).not.toBeNull();
    act(() => page.unmount());
  });

  it('renders an empty #root (the server could not render it) instead of hydrating it', async () => {
    vi.stubGlobal('fetch', fakeServices({}).fetch);
    const root = serverRoot('');
    const log = vi.fn();
    const page = await act(async () =>
      startPage(root, <PageRoot location={{ pathname: '/ecom', search: '' }} servicesUrl={servicesUrl} />, log),
    );
    expect(root.querySelector('h1')?.textContent).toBe('Fernleaf groceries');
    expect(log).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    act(() => page.unmount());
  });
});
