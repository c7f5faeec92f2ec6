import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { multiSearchUrl } from '@grocer/shared-contracts/domain';
import { describe, expect, it } from 'vitest';
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
import { openPagePerTest } from '../shared/testing/open-page.tsx';

const openPage = openPagePerTest();

function open(url: string, handlers: Record<string, FakeHandler> = {}) {
  const view = openPage(url, {
    'GET /v1/products/search': ({ url: request }) => {
      const term = request.searchParams.get('searchTerm') ?? '';
      if (term === 'broken') return json({ error: 'internal', message: 'boom' }, 500);
      if (term === 'nothing') return json(searchAnswer(term, []));
      return json(
        searchAnswer(term, [product({ name: `Fernleaf ${term}` }), product({ name: `Fernleaf ${term} large` })], {
          totalMatches: 60,
        }),
      );
    },
    ...handlers,
  });
  return {
    ...view,
    searches: () => view.services.calls('/v1/products/search').map((r) => r.url.searchParams.get('searchTerm')),
  };
}

describe('the multi-search results page', () => {
  it('lists every item and shows the first one’s matches', async () => {
    const { searches } = open(multiSearchUrl(['whole milk', 'eggs', 'crème fraîche']));
    expect(screen.getByRole('heading', { level: 1, name: 'Multi-search results' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Your list (3 items)' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['whole milk', 'eggs', 'creme fraiche']);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');

    const results = screen.getByRole('region', { name: 'Results for "whole milk"' });
    expect(await within(results).findByRole('heading', { level: 3, name: 'Fernleaf whole milk' })).toBeVisible();
    expect(within(results).getByRole('link', { name: 'See all 60 products for "whole milk"' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=whole+milk',
    );
    // Only the chosen item is searched.
    expect(searches()).toEqual(['whole milk']);
  });

  it('switches between items, searching each once', async () => {
    const { searches } = open(multiSearchUrl(['milk', 'eggs']));
    await screen.findByRole('heading', { name: 'Fernleaf milk' });

    await userEvent.click(screen.getByRole('button', { name: 'eggs' }));
    expect(screen.getByRole('button', { name: 'eggs' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'milk' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Fernleaf eggs' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for "eggs"' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'milk' }));
    expect(screen.getByRole('heading', { name: 'Fernleaf milk' })).toBeVisible();
    expect(searches()).toEqual(['milk', 'eggs']);
  });

  it('shows an item with no matches and an item whose search failed', async () => {
    open(multiSearchUrl(['nothing', 'broken']));
    expect(await screen.findByText('Sorry, no products match "nothing".')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'broken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the products.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('cleans the list as the header does: split, folded, stripped of markup, at most 100', () => {
    const value = ['<b>milk</b>', 'eggs_bread', ...Array.from({ length: 120 }, (_, i) => `item ${i}`)].join(',');
    open(`/ecom/shop/multi-search?${new URLSearchParams({ value })}`);
    const list = screen.getByRole('region', { name: 'Your list (100 items)' });
    const items = within(list).getAllByRole('button');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(['milk', 'eggs', 'bread']);
    expect(document.querySelector('main b')).toBeNull();
  });

  it('says so when the list is empty', () => {
    const { services } = open('/ecom/shop/multi-search');
    expect(
      screen.getByText('Your list is empty. Use Multi-search in the header to search for several items at once.'),
    ).toBeVisible();
    expect(services.requests).toEqual([]);
  });

  it('adds an item to the trolley with the multi-search source', async () => {
    const events: unknown[] = [];
    const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);
    window.addEventListener('started_trolley_update', record);
    window.addEventListener('finished_trolley_update', record);
    open(multiSearchUrl(['milk']), {
      ...tokenSession(),
      'GET /v1/shopping-context': () => json(shoppingContext),
      'POST /graph/live': ({ body }) =>
        json(
          trolleyAnswer([{ productId: (body as { variables: { productId: string } }).variables.productId, amount: 1 }]),
        ),
    });
    const add = await screen.findByRole('button', { name: /^Add to trolley: Fernleaf milk,/ });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(add);
    expect(await screen.findByText('Added')).toBeVisible();
    expect(events).toEqual([
      ['started_trolley_update', { source: 'multi-search-results' }],
      ['finished_trolley_update', { source: 'multi-search-results' }],
    ]);
    window.removeEventListener('started_trolley_update', record);
    window.removeEventListener('finished_trolley_update', record);
  });

  it('has no axe violations', async () => {
    const { container } = open(multiSearchUrl(['milk', 'eggs']));
    await screen.findByRole('heading', { name: 'Fernleaf milk' });
    await expectNoAxeViolations(container);
  });
});
