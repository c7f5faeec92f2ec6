// @vitest-environment node
import { within } from '@testing-library/dom';
// @ts-expect-error -- jsdom ships no type declarations, and the workspace has no @types/jsdom.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { HeaderInitialState } from '@grocer/shared-contracts/domain';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import { fakeShoppingServices, type FakeShoppingAnswers } from '../shopping/testing/fake-shopping-services.ts';
import { heldPressesScript } from '../lib/held-presses.ts';
import { headerFragment, renderHeader } from './render-header.tsx';
import { createRenderCaches, GUEST_RENDER_CACHE_MS, type RenderCaches } from './render-caches.ts';
import { navigationCalls, PAGE_URL, SERVER_PROPS, SHOPPERS } from './testing/shopper-scenarios.ts';

type Shopper = { readonly cookie?: string; readonly answers: FakeShoppingAnswers };

async function render(shopper: Shopper) {
  const fake = fakeShoppingServices(shopper.answers);
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const rendered = await renderHeader({
    props: SERVER_PROPS,
    cookie: 'cookie' in shopper ? shopper.cookie : undefined,
    pageUrl: PAGE_URL,
    fetch: fake.fetch,
    logger,
    caches: createRenderCaches(),
  });
  return { rendered, fake, logger };
}

/** A document for reading the server's HTML back as a browser without script would. */
const JSDOM = UntypedJSDOM as new (html: string) => { readonly window: { readonly document: Document } };

function pageOf(html: string) {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const crawlerLinks = [...document.querySelectorAll('nav[aria-label="All categories"][hidden] a')];
  return { page: within(document.body), crawlerHrefs: crawlerLinks.map((link) => link.getAttribute('href')) };
}

/** The text a person would read, roughly: tags dropped, entities and spaces tidied. */
const textOf = (html: string) =>
  html
    .split('<')
    .map((part) => part.slice(part.indexOf('>') + 1))
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('renderHeader, on a server with no DOM', () => {
  it('renders a guest signed out, with sign-in coming back to the page, asking the services nothing about the shopper', async () => {
    const { rendered, fake } = await render(SHOPPERS.signedOut);
    // Only what every guest is shown: the seasonal menu and the taxonomy.
    expect([...fake.requests].sort()).toEqual([
      'GET /taxonomy',
      'PUT /content/menu/seasonal-menu/seasonal-menu-content/master',
    ]);
    expect(textOf(rendered.html)).toContain('Sign in');
    expect(textOf(rendered.html)).not.toContain('My account');
    expect(hrefs(rendered.html)).toContain(
      `/ecom/login?redirect=${encodeURIComponent('/ecom/shop/search?searchTerm=milk')}`,
    );
    expect(rendered.state).toEqual({
      auth: { status: 'signed-out', hasTokenSession: false },
      seasonalMenu: sampleSeasonalContent(),
      menuTop: expect.any(Object),
      pageUrl: PAGE_URL,
      renderedAt: expect.any(String),
      complete: true,
    });
  });

  it("puts the menus' first level in the state, which the browser hydrates both menus with, and not the tree", async () => {
    const { rendered } = await render(SHOPPERS.signedOut);
    const { menuTop } = rendered.state;
    expect(menuTop?.roots.map(({ name, subMenu }) => [name, subMenu])).toEqual([
      ['Groceries', true],
      ['Entertaining', true],
    ]);
    expect(menuTop?.groceries?.children.map(({ name, subMenu }) => [name, subMenu])).toEqual([
      ['Fresh & Chilled', true],
      ['Fruit & Vegetables', true],
      ['Bakery', true],
      ['Tea, Coffee & Soft Drinks', true],
      ['Groceries Offers', false],
    ]);
    expect(rendered.stateJson).not.toContain('fresh_and_chilled/');
  });

  it('puts no lone button in a form a screen reader announces ("form … end of form"), for a guest or a shopper', async () => {
    for (const shopper of [SHOPPERS.signedOut, SHOPPERS.withTrolley, SHOPPERS.bookedSlot]) {
      const { rendered } = await render(shopper);
      const { page } = pageOf(rendered.html);
      const buttons = page.getAllByRole('button', { hidden: true });
      const lone = buttons.filter((button) => button.closest('form')?.querySelectorAll('button, input').length === 1);
      // Before script, each of these buttons submits its form to the page it stands for (the seasonal
      // menu's, Multi-search); the others open what the server drew.
      expect(lone.map((button) => button.textContent?.trim()).length).toBeGreaterThan(0);
      expect(
        lone.filter((button) => button.closest('form')?.getAttribute('role') !== 'none').map((b) => b.textContent),
      ).toEqual([]);
    }
  });

  it('renders a signed-in shopper with the trolley count and total as a link to the trolley', async () => {
    const { rendered } = await render(SHOPPERS.withTrolley);
    const text = textOf(rendered.html);
    expect(text).toContain('7 Total £52.30, Trolley, 7 items');
    expect(text).toContain('My account');
    expect(text).not.toContain('Sign in');
    expect(text).toContain('Book a slot');
    expect(hrefs(rendered.html)).toEqual(expect.arrayContaining(['/ecom/shop/trolley', '/ecom/serviceselection']));
    expect(rendered.complete).toBe(true);
  });

  it('renders a booked slot with its day and time, not a loading state', async () => {
    const { rendered } = await render(SHOPPERS.bookedSlot);
    const text = textOf(rendered.html);
    expect(text).toContain('Delivery slot: Tuesday 5 March, 9am - 10am');
    expect(text).not.toContain('Loading your slot');
    // Every lazy piece rendered in full: nothing left to the browser, and no inline script.
    expect(rendered.html).not.toContain('<!--$!-->');
    expect(rendered.html).not.toContain('<script');
  });

  it("gives each of the shopper's controls a way to go before any script runs", async () => {
    const { rendered } = await render(SHOPPERS.bookedSlot);
    // Buttons that open something once the script runs submit a GET form to their page before it does.
    const formActions = [...rendered.html.matchAll(/<form [^>]*action="([^"]*)" method="get"/g)].map(
      (match) => match[1],
    );
    expect(formActions).toEqual(expect.arrayContaining(['/ecom/beforeYouGo']));
    // My account and the booked slot open what the server drew (popovers), each with links to their pages.
    expect(hrefs(rendered.html)).toEqual(
      expect.arrayContaining([
        '/ecom/shop/trolley',
        '/ecom/favourites',
        '/ecom/myaccount/my-orders',
        '/ecom/myaccount',
        '/ecom/bookslot/delivery',
      ]),
    );
  });

  it.each(Object.entries(SHOPPERS))("shows the season's button for %s, before any script", async (_name, shopper) => {
    const { rendered } = await render(shopper);
    const seasonal = pageOf(rendered.html).page.getByRole('button', { name: 'Christmas' });
    expect(seasonal).toHaveAttribute('aria-expanded', 'false');
    expect((seasonal as HTMLButtonElement).form).toHaveAttribute('action', '/ecom/shop/browse/groceries/christmas');
  });

  it("gives a guest's header the crawlers' category links, and leaves them out of a shopper's (crawlers do not sign in)", async () => {
    const guest = await render(SHOPPERS.signedOut);
    expect(pageOf(guest.rendered.html).crawlerHrefs).toEqual(
      expect.arrayContaining([
        '/ecom/shop/browse/groceries',
        '/ecom/shop/browse/groceries/fresh_and_chilled',
        '/ecom/shop/browse/groceries/fresh_and_chilled/cheese',
        '/ecom/shop/browse/entertaining',
      ]),
    );
    // The taxonomy is the server's own: the browser keeps the list, and is sent the menus' first level only.
    expect(guest.rendered.stateJson).not.toContain('fresh_and_chilled/');
    for (const shopper of [SHOPPERS.withTrolley, SHOPPERS.bookedSlot, SHOPPERS.amending]) {
      const { rendered } = await render(shopper);
      expect(rendered.state.auth.status).toBe('signed-in');
      // Half a shopper's header was these links: a signed-in page renders without them, and
      // draws the departments only, in the Groceries menu's first level.
      expect(pageOf(rendered.html).crawlerHrefs).toEqual([]);
      expect(textOf(rendered.html)).toContain('Fresh & Chilled');
      expect(rendered.html).not.toContain('fresh_and_chilled/');
    }
  });

  it("draws a shopper's My account items in the popover the button opens without script", async () => {
    const { rendered } = await render(SHOPPERS.withTrolley);
    const { document } = new JSDOM(`<!doctype html><body>${rendered.html}</body>`).window;
    const button = within(document.body).getByRole('button', { name: 'My account' });
    expect(button).toHaveAttribute('type', 'button');
    const items = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(items).toHaveAttribute('popover', 'auto');
    expect(
      [...(items?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account overview', '/ecom/myaccount'],
      ['Lists', '/ecom/lists'],
      ['Loyalty card', '/ecom/loyalty'],
    ]);
    // Sign out, which needs the live header's call, is also a GET to the page that ends the session.
    const signOut = within(items as HTMLElement).getByRole('button', { name: 'Sign out', hidden: true });
    expect(signOut.closest('form')).toHaveAttribute('action', '/ecom/log-out');
  });

  it("draws a booked slot's details in a popover its button opens without script, with no Cancel slot", async () => {
    const { rendered } = await render(SHOPPERS.bookedSlot);
    const { document } = new JSDOM(`<!doctype html><body>${rendered.html}</body>`).window;
    const button = within(document.body).getByRole('button', { name: /^Delivery slot: / });
    expect(button).toHaveAttribute('type', 'button');
    const details = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(details).toHaveAttribute('popover', 'auto');
    expect(within(details).getByRole('link', { name: 'Change slot', hidden: true })).toHaveAttribute(
      'href',
      '/ecom/bookslot/delivery',
    );
    expect(within(details).queryByRole('button', { name: 'Cancel slot', hidden: true })).toBeNull();
  });

  it('renders as before, with no seasonal button and no crawler links, when those calls fail', async () => {
    const failing = { status: 500, body: { error: 'down', message: 'x' } };
    const { rendered } = await render({
      ...SHOPPERS.withTrolley,
      answers: { ...SHOPPERS.withTrolley.answers, handlers: navigationCalls({ seasonal: failing, taxonomy: failing }) },
    });
    const { page, crawlerHrefs } = pageOf(rendered.html);
    expect(page.queryByRole('button', { name: 'Christmas' })).not.toBeInTheDocument();
    expect(crawlerHrefs).toEqual([]);
    expect(textOf(rendered.html)).toContain('7 Total £52.30, Trolley, 7 items');
    // The browser asks for the seasonal menu as it loads, as it did before the server had it.
    expect(rendered.state).not.toHaveProperty('seasonalMenu');
  });

  it('renders the AMENDING bar for a shopper amending an order', async () => {
    const { rendered } = await render(SHOPPERS.amending);
    expect(textOf(rendered.html)).toContain('AMENDING');
    expect(rendered.state.context?.customerOrderState).toBe('AMENDING');
  });

  it('sends state that the browser parses back to the same value', async () => {
    for (const shopper of Object.values(SHOPPERS)) {
      const { rendered } = await render(shopper);
      expect(HeaderInitialState.parse(JSON.parse(rendered.stateJson))).toEqual(rendered.state);
    }
  });
});

describe("a guest's render, kept for the next guest", () => {
  async function renderWith(caches: RenderCaches, shopper: Shopper, pageUrl = PAGE_URL) {
    const fake = fakeShoppingServices(shopper.answers);
    const rendered = await renderHeader({
      props: SERVER_PROPS,
      cookie: 'cookie' in shopper ? shopper.cookie : undefined,
      pageUrl,
      fetch: fake.fetch,
      caches,
    });
    return { rendered, requests: fake.requests };
  }

  it('gives the next guest on the page the same render, with the time it was rendered at, for a minute', async () => {
    let now = 1_000_000;
    const caches = createRenderCaches({ now: () => now });
    const first = await renderWith(caches, SHOPPERS.signedOut);
    const second = await renderWith(caches, SHOPPERS.signedOut);
    expect(second.rendered).toBe(first.rendered);
    expect(second.requests).toEqual([]);

    now += GUEST_RENDER_CACHE_MS + 1;
    const later = await renderWith(caches, SHOPPERS.signedOut);
    expect(later.rendered).not.toBe(first.rendered);
    expect(later.rendered.html).toBe(first.rendered.html);
  });

  it('renders another page, and every signed-in shopper, on their own', async () => {
    const caches = createRenderCaches();
    const guest = await renderWith(caches, SHOPPERS.signedOut);
    const elsewhere = await renderWith(caches, SHOPPERS.signedOut, 'https://shop.test/ecom/shop/trolley');
    expect(elsewhere.rendered).not.toBe(guest.rendered);
    expect(hrefs(elsewhere.rendered.html)).toContain(
      `/ecom/login?redirect=${encodeURIComponent('/ecom/shop/trolley')}`,
    );

    const shopper = await renderWith(caches, SHOPPERS.withTrolley);
    const again = await renderWith(caches, SHOPPERS.withTrolley);
    expect(again.rendered).not.toBe(shopper.rendered);
    expect(again.requests.length).toBeGreaterThan(0);
  });
});

describe('the server HTML under a strict Content-Security-Policy', () => {
  it.each(Object.entries(SHOPPERS))('has no style attribute and no inline script for %s', async (_name, shopper) => {
    // A nonce-based policy with no 'unsafe-inline' refuses style attributes in HTML (React's style
    // props on the client go through CSSOM, which it allows) and any script but the state's JSON.
    const { rendered } = await render(shopper);
    expect(rendered.html).not.toMatch(/\sstyle="/);
    expect(rendered.html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });
});

describe('headerFragment', () => {
  it('puts the HTML in the hydration element and the props and state in a JSON script that cannot be closed early', async () => {
    const { rendered } = await render(SHOPPERS.withTrolley);
    const props = { ...SERVER_PROPS, services: { api: 'http://api.test/</script><script>alert(1)</script>\u2028' } };
    const fragment = headerFragment(rendered, props);
    expect(fragment.startsWith(`<div data-header-ssr="">${rendered.html}</div>`)).toBe(true);
    const script = /<script type="application\/json" data-header-state="">(.*?)<\/script>/s.exec(fragment)?.[1] ?? '';
    expect(script).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(script)).toEqual({ props, state: rendered.state });
  });

  it("ends with the script that holds a press until the header's script takes it, with the page's nonce", async () => {
    const { rendered } = await render(SHOPPERS.withTrolley);

    const fragment = headerFragment(rendered, SERVER_PROPS, { nonce: 'abcdefghijklmnop' });

    expect(fragment.endsWith(heldPressesScript('abcdefghijklmnop'))).toBe(true);
    expect(fragment.match(/<script nonce="abcdefghijklmnop">/g)).toHaveLength(1);
  });
});
