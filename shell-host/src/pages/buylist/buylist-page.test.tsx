import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY_MUTATION } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, product, shoppingContext, tokenSession, trolleyAnswer } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';

const open = openPagePerTest();
const penne = product({ name: 'Fernleaf Penne', size: '500g' });
const peas = product({ name: 'Fernleaf Sugar Snap Peas', size: '200g' });
const gone = product({ name: 'Fernleaf Old Line', available: false });

const lines = [penne, peas, gone].map((item) => item.lineNumber);

describe('the buylist page', () => {
  it('shows the products of its lines in order, says how many are no longer sold, and asks as a guest', async () => {
    const { services, container } = open(`/ecom/shop/buylist/${lines.join(',')},999999`, {
      'GET /v1/products': () => json({ products: [penne, peas, gone] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy list' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Products on this list' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Fernleaf Penne', 'Fernleaf Sugar Snap Peas', 'Fernleaf Old Line']);
    expect(screen.getByText('3 products on this list. 1 item is no longer sold.')).toBeVisible();
    const [request] = services.calls('/v1/products');
    expect(request?.url.searchParams.getAll('lineNumber')).toEqual([...lines, '999999']);
    expect(request?.headers.get('authorization')).toBe('Bearer unauthenticated');
    // Signed out: each product, and all of them, offer to sign in and come back.
    expect(screen.getByRole('link', { name: 'Sign in to add all 2 items to your trolley' })).toHaveAttribute(
      'href',
      `/ecom/login?redirect=${encodeURIComponent(`/ecom/shop/buylist/${lines.join(',')},999999`)}`,
    );
    await expectNoAxeViolations(container);
  });

  it('adds every available product to the trolley with one press, between one pair of trolley events', async () => {
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    window.addEventListener('started_trolley_update', record);
    window.addEventListener('finished_trolley_update', record);
    const { services } = open(`/ecom/shop/buylist/${lines.join(',')}`, {
      ...tokenSession(),
      'GET /v1/products': () => json({ products: [penne, peas, gone] }),
      'GET /v1/shopping-context': () => json(shoppingContext),
      'POST /graph/live': ({ body }) =>
        json(
          trolleyAnswer([{ productId: (body as { variables: { productId: string } }).variables.productId, amount: 1 }]),
        ),
    });
    const addAll = await screen.findByRole('button', { name: 'Add all 2 items to trolley' });
    await userEvent.click(addAll);
    expect(await screen.findByText('Added 2 items to your trolley.')).toBeVisible();
    const added = services
      .calls('/graph/live')
      .map((call) => call.body as { query: string; variables: { productId: string } });
    expect(added.map((call) => call.query)).toEqual([ADD_ITEM_TO_TROLLEY_MUTATION, ADD_ITEM_TO_TROLLEY_MUTATION]);
    expect(added.map((call) => call.variables.productId)).toEqual([penne.id, peas.id]);
    expect(events).toEqual(['started_trolley_update', 'finished_trolley_update']);
    window.removeEventListener('started_trolley_update', record);
    window.removeEventListener('finished_trolley_update', record);
  });

  it('has nothing to show without lines, and asks for nothing', () => {
    const { services } = open('/ecom/shop/buylist', {});
    expect(screen.getByText('This list has no products.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    expect(services.calls('/v1/products')).toEqual([]);
  });
});
