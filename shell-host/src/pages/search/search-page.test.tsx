import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY_MUTATION } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import {
  json,
  product,
  searchAnswer,
  shoppingContext,
  tokenSession,
  trolleyAnswer,
  type FakeHandler,
} from '../../api/testing/fake-services.ts';
import { openPagePerTest, TEST_SERVICES_URL } from '../shared/testing/open-page.tsx';

const products = (count: number) => Array.from({ length: count }, () => product());

const openPage = openPagePerTest();
const open = (search: string, handlers: Record<string, FakeHandler>) =>
  openPage(`/ecom/shop/search${search}`, handlers);

describe('the search results page', () => {
  it('without a term is the base search page and asks for nothing', () => {
    const { services } = open('', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    expect(screen.getByText('Search for groceries using the box above.')).toBeVisible();
    expect(services.requests).toEqual([]);
  });

  it('shows loading, then 48 products with name, size, price and image', async () => {
    const milk = product({ name: 'Fernleaf Semi-skimmed Milk', size: '2 pints' });
    const page = [milk, ...products(47)];
    const { services } = open('?searchTerm=milk', {
      'GET /v1/products/search': () => json(searchAnswer('milk', page, { totalMatches: 122 })),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "milk"' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading products…');

    const list = await screen.findByRole('list', { name: 'Products for "milk"' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(48);
    expect(screen.getByText('Showing 1 to 48 of 122 products.')).toBeVisible();
    const [first] = within(list).getAllByRole('listitem');
    if (!first) throw new Error('no products');
    expect(within(first).getByRole('heading', { level: 2, name: milk.name })).toBeVisible();
    expect(within(first).getByText('2 pints')).toBeVisible();
    expect(within(first).getByText('£1.45')).toBeVisible();
    expect(first.querySelector('img')).toHaveAttribute('src', `${TEST_SERVICES_URL}${milk.imageUrl}`);

    const [request] = services.calls('/v1/products/search');
    expect(request?.url.searchParams.get('searchTerm')).toBe('milk');
    expect(request?.url.searchParams.get('size')).toBe('48');
    expect(request?.url.searchParams.get('start')).toBe('0');
    expect(request?.headers.get('authorization')).toBe('Bearer unauthenticated');
  });

  it("searches within the custom tags its URL carries (the header's), and keeps them on every page link", async () => {
    const { services } = open('?searchTerm=pies&customTags=christmas&customTags=Not+A+Tag&page=2', {
      'GET /v1/products/search': () => json(searchAnswer('pies', products(48), { totalMatches: 122, start: 48 })),
    });
    const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(services.calls('/v1/products/search')[0]?.url.searchParams.getAll('customTags')).toEqual(['christmas']);
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=pies&customTags=christmas',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=pies&customTags=christmas&page=3',
    );
  });

  it('pages 48 at a time with previous and next links', async () => {
    const { services } = open('?searchTerm=milk&page=2', {
      'GET /v1/products/search': () => json(searchAnswer('milk', products(48), { totalMatches: 122, start: 48 })),
    });
    const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=milk',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=milk&page=3',
    );
    expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByText('Showing 49 to 96 of 122 products.')).toBeVisible();
    expect(services.calls('/v1/products/search')[0]?.url.searchParams.get('start')).toBe('48');
  });

  it('has no next link on the last page and no paging for one page', async () => {
    open('?searchTerm=eggs', { 'GET /v1/products/search': () => json(searchAnswer('eggs', products(3))) });
    await screen.findByRole('list', { name: 'Products for "eggs"' });
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });

  it('marks unavailable products and offers no add for them', async () => {
    const gone = product({ name: 'Fernleaf Clementines', available: false });
    open('?searchTerm=clementines', {
      'GET /v1/products/search': () => json(searchAnswer('clementines', [gone])),
    });
    const card = (await screen.findByRole('heading', { name: 'Fernleaf Clementines' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Unavailable')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says when nothing matches', async () => {
    open('?searchTerm=zzzz', { 'GET /v1/products/search': () => json(searchAnswer('zzzz', [])) });
    expect(await screen.findByText('Sorry, no products match "zzzz".')).toBeVisible();
    expect(screen.getByText('Check the spelling, or search for something more general.')).toBeVisible();
  });

  it('says when only some words matched', async () => {
    open('?searchTerm=milk+zzzz', {
      'GET /v1/products/search': () => json(searchAnswer('milk zzzz', products(2), { matchedAllTerms: false })),
    });
    expect(await screen.findByText('No product matched every word, so these match some of them.')).toBeVisible();
  });

  it('shows an error with a retry when the call fails, and recovers', async () => {
    let fail = true;
    const { services } = open('?searchTerm=milk', {
      'GET /v1/products/search': () =>
        fail ? json({ error: 'internal', message: 'boom' }, 500) : json(searchAnswer('milk', products(1))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't load the products. Please try again.",
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products for "milk"' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(services.calls('/v1/products/search')).toHaveLength(2);
  });

  it('treats an answer that does not parse as an error, never as products', async () => {
    open('?searchTerm=milk', { 'GET /v1/products/search': () => json({ products: [{ name: '<b>x</b>' }] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the products.");
    expect(screen.queryByRole('list', { name: 'Products for "milk"' })).toBeNull();
  });

  it('renders product text from the services as text, never as markup', async () => {
    open('?searchTerm=milk', {
      'GET /v1/products/search': () =>
        json(searchAnswer('milk', [product({ name: '<img src=x onerror=alert(1)>Milk' })])),
    });
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>Milk' })).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('asks a signed-out shopper to sign in, coming back to this page', async () => {
    const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints' });
    open('?searchTerm=milk', { 'GET /v1/products/search': () => json(searchAnswer('milk', [milk])) });
    const link = await screen.findByRole('link', { name: 'Sign in to add: Fernleaf Whole Milk, 4 pints' });
    expect(link).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/shop/search?searchTerm=milk' })}`,
    );
  });

  it('has no axe violations', async () => {
    const { container } = open('?searchTerm=milk&page=2', {
      'GET /v1/products/search': () =>
        json(
          searchAnswer('milk', [...products(3), product({ available: false, promotion: 'Half price' })], {
            totalMatches: 100,
            start: 48,
          }),
        ),
    });
    await screen.findByRole('list', { name: 'Products for "milk"' });
    await expectNoAxeViolations(container);
  });
});

describe('adding to the trolley from search results', () => {
  const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints' });
  const search: FakeHandler = () => json(searchAnswer('milk', [milk]));

  /** The add button, once the token session has arrived and it can be used. */
  async function addButton(name: string | RegExp) {
    const button = await screen.findByRole('button', { name });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    return button;
  }

  function recordHostEvents() {
    const events: string[] = [];
    const record = (event: Event) => events.push(`${event.type}:${(event as CustomEvent).detail.source}`);
    window.addEventListener('started_trolley_update', record);
    window.addEventListener('finished_trolley_update', record);
    return events;
  }

  it('adds one, between the started and finished trolley events, and says "Added"', async () => {
    const events = recordHostEvents();
    const { services } = open('?searchTerm=milk', {
      ...tokenSession('token-for-booked-0123456789'),
      'GET /v1/products/search': search,
      'GET /v1/shopping-context': () => json(shoppingContext),
      'POST /graph/live': () => json(trolleyAnswer([{ productId: milk.id, amount: 1 }])),
    });
    await userEvent.click(await addButton('Add to trolley: Fernleaf Whole Milk, 4 pints'));
    expect(await screen.findByText('Added')).toBeVisible();
    expect(events).toEqual(['started_trolley_update:search-results', 'finished_trolley_update:search-results']);

    const [mutation] = services.calls('/graph/live');
    expect(mutation?.url.searchParams.get('clientType')).toBe('WEB_APP');
    expect(mutation?.headers.get('authorization')).toBe('Bearer token-for-booked-0123456789');
    // The contracts' known document, word for word: the services refuse any other text.
    expect(mutation?.body).toEqual({
      operationName: 'addItemToTrolley',
      query: ADD_ITEM_TO_TROLLEY_MUTATION,
      variables: { customerOrderId: '9100002', productId: milk.id, quantity: { amount: 1, uom: 'C62' } },
    });
  });

  it('shows why the services refused, and still finishes the trolley update', async () => {
    const events = recordHostEvents();
    open('?searchTerm=milk', {
      ...tokenSession(),
      'GET /v1/products/search': search,
      'GET /v1/shopping-context': () => json(shoppingContext),
      'POST /graph/live': () =>
        json(trolleyAnswer([], [{ type: 'PRODUCT_UNAVAILABLE', message: 'This product is not available' }])),
    });
    await userEvent.click(await addButton(/^Add to trolley/));
    expect(await screen.findByText("Sorry, we couldn't add this item: This product is not available")).toBeVisible();
    expect(events).toEqual(['started_trolley_update:search-results', 'finished_trolley_update:search-results']);
  });

  it('finishes the trolley update and says sorry when the call fails', async () => {
    const events = recordHostEvents();
    open('?searchTerm=milk', {
      ...tokenSession(),
      'GET /v1/products/search': search,
      'GET /v1/shopping-context': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await userEvent.click(await addButton(/^Add to trolley/));
    expect(await screen.findByText("Sorry, we couldn't add this item. Please try again.")).toBeVisible();
    expect(events).toEqual(['started_trolley_update:search-results', 'finished_trolley_update:search-results']);
  });

  it('signs the shopper out when the token is refused, and offers sign-in again', async () => {
    const { services } = open('?searchTerm=milk', {
      ...tokenSession(),
      'GET /v1/products/search': search,
      'GET /v1/shopping-context': () => json({ error: 'unauthenticated', message: 'Sign in again' }, 401),
    });
    await userEvent.click(await addButton(/^Add to trolley/));
    expect(await screen.findByText('Please sign in again to add items.')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Sign in to add/ })).toBeVisible();
    // The whole page is signed out now, without asking the token endpoint again.
    expect(services.calls('/v1/auth/token')).toHaveLength(1);
  });

  it('waits for the token session before offering to add, and offers sign-in without one', async () => {
    open('?searchTerm=milk', { 'GET /v1/products/search': search });
    expect(await screen.findByRole('link', { name: 'Sign in to add: Fernleaf Whole Milk, 4 pints' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add to trolley/ })).toBeNull();
  });
});
