import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GET_TROLLEY_QUERY, UPDATE_ITEM_QUANTITY_MUTATION } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import {
  json,
  product,
  reservation,
  shoppingContext,
  tokenSession,
  type FakeHandler,
} from '../../api/testing/fake-services.ts';
import { fakeTrolley, type FakeTrolley } from './testing/fake-trolley.ts';
import { TrolleyPage } from './trolley-page.tsx';

const servicesUrl = 'http://services.test';
const milk = product({ name: 'Fernleaf Whole Milk', size: '4 pints', price: { amount: 1.45, currencyCode: 'GBP' } });
const salmon = product({ name: 'Fernleaf Smoked Salmon', size: '200g', price: { amount: 20, currencyCode: 'GBP' } });
const bread = product({ name: 'Fernleaf Sourdough', size: '800g', available: false });
/** £41.45 of items: over the £40 delivery minimum. */
const enough = [
  { product: milk, amount: 1 },
  { product: salmon, amount: 2 },
];

const serve = fakeServicesPerTest();

function open(trolley: FakeTrolley | null, handlers: Record<string, FakeHandler> = {}) {
  const services = serve({ ...(trolley ? { ...tokenSession(), ...fakeTrolley(trolley) } : {}), ...handlers });
  const navigate = vi.fn();
  const view = render(
    <TrolleyPage
      location={{ pathname: '/ecom/shop/trolley', search: '' }}
      servicesUrl={servicesUrl}
      navigate={navigate}
    />,
  );
  const graph = (operation: string) =>
    services.calls('/graph/live').filter((call) => (call.body as { query: string }).query.includes(operation));
  return { ...view, services, navigate, graph };
}

function recordHostEvents() {
  const events: string[] = [];
  const record = (event: Event) => events.push(`${event.type}:${(event as CustomEvent).detail.source}`);
  window.addEventListener('started_trolley_update', record);
  window.addEventListener('finished_trolley_update', record);
  return {
    events,
    stop: () => {
      window.removeEventListener('started_trolley_update', record);
      window.removeEventListener('finished_trolley_update', record);
    },
  };
}

const lineOf = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  const line = heading.closest('li');
  if (!line) throw new Error(`no line for ${name}`);
  return within(line);
};

const checkout = () => screen.getByRole('button', { name: 'Checkout' });

describe('the trolley page', () => {
  it('offers to sign in, coming back here, when there is no token session', async () => {
    const { services } = open(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Trolley' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in to see your trolley' })).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/shop/trolley' })}`,
    );
    expect(services.calls('/graph/live')).toEqual([]);
  });

  it('draws each line once, named: the products of every line asked for together, before any line shows', async () => {
    const { services } = open({ lines: [...enough, { product: bread, amount: 1 }] });
    const first = await screen.findAllByRole('heading', { level: 3 });
    expect(first.map((heading) => heading.textContent)).toEqual([
      'Fernleaf Whole Milk',
      'Fernleaf Smoked Salmon',
      'Fernleaf Sourdough',
    ]);
    expect(services.calls('/v1/products')).toHaveLength(1);
  });

  it('names a line by its number when the catalogue does not answer, and still lets the shopper change it', async () => {
    open({ lines: enough }, { 'GET /v1/products': () => json({ message: 'down' }, 503) });
    expect(await screen.findByRole('heading', { level: 3, name: `Item ${milk.lineNumber}` })).toBeVisible();
    expect(screen.getByRole('button', { name: `Increase quantity of Item ${milk.lineNumber}` })).toBeEnabled();
  });

  it('shows each line with its name, size, quantity and total, the slot and the totals', async () => {
    const { graph, services } = open({ lines: enough });
    expect(await screen.findByRole('heading', { level: 3, name: 'Fernleaf Smoked Salmon' })).toBeVisible();
    const salmonLine = lineOf('Fernleaf Smoked Salmon');
    expect(salmonLine.getByText('200g')).toBeVisible();
    expect(salmonLine.getByRole('group', { name: 'Quantity of Fernleaf Smoked Salmon' })).toHaveTextContent('2');
    expect(salmonLine.getByText('£40.00')).toBeVisible();
    expect(lineOf('Fernleaf Whole Milk').getByText('£1.45')).toBeVisible();

    expect(screen.getByText(/^Your slot: Delivery, Wednesday 5 March, 10am to 11am/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change slot' })).toHaveAttribute('href', '/ecom/bookslot/delivery');

    const summary = within(screen.getByRole('region', { name: 'Trolley summary' }));
    expect(summary.getByText('Items').nextElementSibling).toHaveTextContent('£41.45');
    expect(summary.getByText('Savings').nextElementSibling).toHaveTextContent('£0.00');
    expect(summary.getByText('Delivery charge').nextElementSibling).toHaveTextContent('£4.50');
    expect(summary.getByText('Estimated total').nextElementSibling).toHaveTextContent('£45.95');

    const [query] = graph('getTrolley');
    expect(query?.url.searchParams.get('clientType')).toBe('WEB_APP');
    expect(query?.url.searchParams.get('tag')).toBe('getTrolley');
    expect(query?.headers.get('authorization')).toBe('Bearer test-token-0123456789abcdef');
    expect(query?.body).toEqual({
      operationName: 'getTrolley',
      query: GET_TROLLEY_QUERY,
      variables: { trolleyQueryOrderId: '9100002' },
    });
    expect(services.calls('/slot-reservations')[0]?.url.searchParams.get('customerOrderId')).toBe('9100002');
  });

  it('changes a quantity between the started and finished trolley events, and shows the new trolley', async () => {
    const host = recordHostEvents();
    const { graph } = open({ lines: enough });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' }));

    expect(await screen.findByText('Fernleaf Whole Milk: quantity now 2')).toBeVisible();
    expect(lineOf('Fernleaf Whole Milk').getByText('£2.90')).toBeVisible();
    expect(host.events).toEqual(['started_trolley_update:trolley-page', 'finished_trolley_update:trolley-page']);
    const [update] = graph('updateItemQuantity');
    expect(update?.url.searchParams.get('tag')).toBe('update-item-quantity');
    expect(update?.body).toMatchObject({
      operationName: 'updateItemQuantity',
      query: UPDATE_ITEM_QUANTITY_MUTATION,
      variables: {
        customerOrderId: '9100002',
        trolleyItemId: `T-${milk.lineNumber}`,
        quantity: { amount: 2, uom: 'C62' },
      },
    });
    host.stop();
  });

  it('removes a line with Remove, and with − at a quantity of one', async () => {
    const { graph } = open({ lines: [...enough, { product: product({ name: 'Fernleaf Eggs' }), amount: 3 }] });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Fernleaf Whole Milk' }));
    expect(await screen.findByText('Fernleaf Whole Milk removed from your trolley')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Fernleaf Whole Milk' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Fernleaf Eggs' }));
    expect(await screen.findByText('Fernleaf Eggs removed from your trolley')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(graph('removeItemFromTrolley')).toHaveLength(2);
    expect(graph('updateItemQuantity')).toEqual([]);
  });

  it('sends one change at a time, the controls waiting meanwhile', async () => {
    const { services, graph } = open({ lines: enough });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/graph/live')) await held;
      return services.fetch(input, init);
    });
    const more = screen.getByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Updating your trolley…');
    await userEvent.click(more);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fernleaf Smoked Salmon' }));
    release();
    expect(await screen.findByText('Fernleaf Whole Milk: quantity now 2')).toBeVisible();
    expect(graph('updateItemQuantity')).toHaveLength(1);
    expect(graph('removeItemFromTrolley')).toEqual([]);
  });

  it('says why the services refused a change, and keeps the trolley as it was', async () => {
    const host = recordHostEvents();
    open({
      lines: enough,
      refuse: () => ({ type: 'QUANTITY_OUT_OF_RANGE', message: 'You can have at most 99 of an item' }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't change your trolley: You can have at most 99 of an item",
    );
    expect(lineOf('Fernleaf Whole Milk').getByRole('group')).toHaveTextContent('1');
    expect(host.events).toEqual(['started_trolley_update:trolley-page', 'finished_trolley_update:trolley-page']);
    host.stop();
  });

  it('says sorry when a change fails, and still finishes the trolley update', async () => {
    const host = recordHostEvents();
    const { services } = open({ lines: enough });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/graph/live')
        ? json({ error: 'internal', message: 'boom' }, 500)
        : services.fetch(input, init),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fernleaf Whole Milk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, we couldn't change your trolley. Please try again.",
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' })).toBeVisible();
    expect(host.events).toEqual(['started_trolley_update:trolley-page', 'finished_trolley_update:trolley-page']);
    host.stop();
  });

  it('marks unavailable items and disables checkout until they are removed', async () => {
    const { navigate } = open({ lines: [...enough, { product: bread, amount: 1 }] });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Sourdough' });
    await waitFor(() => expect(lineOf('Fernleaf Sourdough').getByText('Unavailable.')).toBeVisible());
    expect(lineOf('Fernleaf Whole Milk').queryByText('Unavailable.')).toBeNull();
    expect(checkout()).toHaveAttribute('aria-disabled', 'true');
    expect(checkout()).toHaveAccessibleDescription(
      'Unavailable items Please remove all unavailable items from your trolley',
    );
    await userEvent.click(checkout());
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Fernleaf Sourdough' }));
    await waitFor(() => expect(checkout()).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(checkout());
    expect(navigate).toHaveBeenCalledWith('/ecom/beforeYouGo');
  });

  it('disables checkout below the minimum spend, with the delivery wording', async () => {
    open({ lines: [{ product: milk, amount: 2 }] });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    expect(checkout()).toHaveAttribute('aria-disabled', 'true');
    expect(checkout()).toHaveAccessibleDescription(
      'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
    );
  });

  it.each([
    ['a booked slot', {}, '/ecom/beforeYouGo'],
    ['no slot', { reservation: null }, '/ecom/serviceselection'],
    [
      'an amend that could check out instantly (the header offers that choice)',
      { amendingOrder: true },
      '/ecom/beforeYouGo',
    ],
  ] as const)('checks out to the right page with %s', async (_, trolley, path) => {
    const { navigate } = open({ lines: enough, ...trolley });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    await userEvent.click(checkout());
    expect(navigate).toHaveBeenCalledWith(path);
  });

  it('says when the shopper is amending, and offers to book a slot when there is none', async () => {
    open({ lines: enough, amendingOrder: true, reservation: null });
    expect(await screen.findByText("You're amending order 9100002. Check out to save your changes.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a slot' })).toHaveAttribute('href', '/ecom/serviceselection');
  });

  it('says when the trolley is empty', async () => {
    open({ lines: [], reservation: reservation({ slotType: 'GROCERY_COLLECTION' }) });
    expect(await screen.findByText('Your trolley is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/ecom');
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('offers to try again when the trolley cannot be loaded', async () => {
    let fail = true;
    open(
      { lines: enough },
      { 'GET /v1/shopping-context': () => (fail ? json({ error: 'x', message: 'x' }, 503) : json(shoppingContext)) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load your trolley.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' })).toBeVisible();
  });

  it('asks to sign in again when the services refuse the token', async () => {
    open(
      { lines: enough },
      { 'GET /v1/shopping-context': () => json({ error: 'unauthenticated', message: 'x' }, 401) },
    );
    expect(await screen.findByRole('link', { name: 'Sign in again to see your trolley' })).toBeVisible();
  });

  it('has no axe violations, with unavailable items and a change message', async () => {
    const { container } = open({ lines: [...enough, { product: bread, amount: 1 }] });
    await screen.findByRole('heading', { level: 3, name: 'Fernleaf Whole Milk' });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Fernleaf Whole Milk' }));
    await screen.findByText('Fernleaf Whole Milk: quantity now 2');
    await expectNoAxeViolations(container);
  });
});
