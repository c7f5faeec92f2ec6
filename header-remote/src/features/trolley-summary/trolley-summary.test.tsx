import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { ShoppingStateLoader } from '../../shopping/shopping-state-loader.tsx';
import {
  fakeShoppingServices,
  type FakeShoppingAnswers,
  type FakeShoppingServices,
} from '../../shopping/testing/fake-shopping-services.ts';
import { sampleContext, sampleItem, sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';
import { TrolleySummary } from './trolley-summary.tsx';

const API = 'http://api.test';

const trolleyAnswer = (options: Parameters<typeof sampleTrolleyResult>[0] = {}) => ({
  getTrolley: sampleTrolleyResult(options),
  getOrder: { containsEntertainingLines: false },
});

/** Holds the answer of the shopper's one call (or a trolley reload) until `release()`: the loading state, seen as the shopper sees it. */
function holdTrolley(fake: FakeShoppingServices) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/v1/header-state') || url.searchParams.get('tag') === 'getTrolley') await held;
    return fake.fetch(request);
  };
  return { fetch, release };
}

let errors: MockInstance<Console['error']>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The summary as the site has it: a signed-in shopper (the token-session cookie), loading through the network. */
function renderSummary(
  answers: FakeShoppingAnswers = {},
  {
    signedIn = true,
    fetch,
  }: { signedIn?: boolean; fetch?: (fake: FakeShoppingServices) => typeof globalThis.fetch } = {},
) {
  const fake = fakeShoppingServices(answers);
  vi.stubGlobal('fetch', fetch ? fetch(fake) : fake.fetch);
  if (signedIn) document.cookie = 'X-Has-Token-Session=true; Path=/';
  const view = render(
    <HeaderRoot input={{ services: { api: API }, clientLogging: true }}>
      <ShoppingStateLoader />
      <TrolleySummary />
    </HeaderRoot>,
  );
  return { fake, ...view };
}

const loggedErrors = () => errors.mock.calls.map(([message]) => String(message));
const trolleyCalls = (fake: FakeShoppingServices) =>
  fake.requests.filter((request) => request.endsWith('tag=getTrolley'));

describe('Trolley summary', () => {
  it('shows it is loading, then the item count, "Total" and the estimated cost, linking to the trolley', async () => {
    let release = () => {};
    const { container } = renderSummary(
      {},
      {
        fetch: (fake) => {
          const held = holdTrolley(fake);
          release = held.release;
          return held.fetch;
        },
      },
    );
    const loading = await screen.findByRole('link', { name: 'Total, Trolley, loading' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(within(loading).getByText('Total')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    act(() => release());
    const loaded = await screen.findByRole('link', { name: '3 Total £46.50, Trolley, 3 items' });
    expect(loaded).toBe(loading);
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(loaded).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(within(loaded).getByText('3')).toBeInTheDocument();
    expect(within(loaded).getByText('Total')).toBeInTheDocument();
    expect(within(loaded).getByText('£46.50')).toBeInTheDocument();
    expect(loggedErrors()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it.each([
    [{ count: 0, total: 0 }, '0', '0 Total £0.00, Trolley, 0 items', '£0.00'],
    [{ count: 1, total: 2.5 }, '1', '1 Total £2.50, Trolley, 1 item', '£2.50'],
    [{ count: 99, total: 247.5 }, '99', '99 Total £247.50, Trolley, 99 items', '£247.50'],
    [{ count: 100, total: 250 }, '99+', '99+ Total £250.00, Trolley, 99+ items', '£250.00'],
    [{ count: 120, total: 300 }, '99+', '99+ Total £300.00, Trolley, 99+ items', '£300.00'],
    [{ count: 2, total: 0.45 }, '2', '2 Total 45p, Trolley, 2 items', '45p'],
    [{ count: 2, total: -3.2 }, '2', '2 Total £0.00, Trolley, 2 items', '£0.00'],
    [{ count: 5, total: 123_456_789.5 }, '5', '5 Total £123456789.50, Trolley, 5 items', '£123456789.50'],
  ])('shows %j as the count %s, named "%s"', async (trolley, count, name, cost) => {
    renderSummary({ trolley: trolleyAnswer(trolley) });
    const loaded = await screen.findByRole('link', { name });
    expect(within(loaded).getByText(count)).toBeInTheDocument();
    expect(within(loaded).getByText(cost)).toBeInTheDocument();
  });

  it('starts its name with the words it shows, loading and loaded (label in name, WCAG 2.5.3)', async () => {
    let release = () => {};
    renderSummary(
      { trolley: trolleyAnswer({ count: 3, total: 12.5 }) },
      {
        fetch: (fake) => {
          const held = holdTrolley(fake);
          release = held.release;
          return held.fetch;
        },
      },
    );
    // Loading, it shows "Total" (and a spinner).
    const link = await screen.findByRole('link', { name: /^Total\b/ });
    expect(within(link).getByText('Total')).toBeInTheDocument();
    act(() => release());
    // Loaded, it shows the count on the trolley, then "Total" and the cost.
    await waitFor(() => expect(link).toHaveAccessibleName(/^3 Total £12\.50\b/));
    expect(within(link).getByText('3')).toBeInTheDocument();
    expect(within(link).getByText('£12.50')).toBeInTheDocument();
  });

  it('keeps its name when its parts are laid out as blocks, as browsers lay out the styled link', async () => {
    // jsdom applies no CSS modules; Chromium adds a space around every block or flex item in a name.
    const blocks = document.createElement('style');
    blocks.textContent = 'a span { display: block; }';
    document.head.append(blocks);
    try {
      renderSummary({ trolley: trolleyAnswer({ count: 3, total: 12.5 }) });
      const link = await screen.findByRole('link', { name: '3 Total £12.50, Trolley, 3 items' });
      expect(link).not.toHaveAttribute('aria-label');
    } finally {
      blocks.remove();
    }
  });

  it('counts what the shopper would count: quantities of counted lines, one per weighed line', async () => {
    const result = sampleTrolleyResult();
    const items = [
      sampleItem(1, { quantity: { amount: 6, uom: 'C62' } }),
      sampleItem(2, { quantity: { amount: 0.45, uom: 'KGM' } }),
      sampleItem(3, { quantity: { amount: 2, uom: 'C62' } }),
    ];
    renderSummary({
      trolley: {
        getTrolley: { ...result, trolley: result.trolley && { ...result.trolley, trolleyItems: items } },
        getOrder: null,
      },
    });
    expect(await screen.findByRole('link', { name: '9 Total £46.50, Trolley, 9 items' })).toBeInTheDocument();
  });

  it('reads "Trolley" when the services answer the trolley failed', async () => {
    const { container } = renderSummary({ trolley: { status: 500, body: { error: 'internal' } } });
    const failed = await screen.findByRole('link', { name: 'Trolley' });
    expect(failed).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(failed).not.toHaveAttribute('aria-busy');
    expect(within(failed).getByText('Trolley')).toBeInTheDocument();
    expect(within(failed).queryByText('Total')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  /** The summary loaded, then the page changes the trolley and its reload gets `answer`. */
  async function reloadedWith(answer: FakeShoppingAnswers['trolley']) {
    const view = renderSummary();
    await screen.findByRole('link', { name: '3 Total £46.50, Trolley, 3 items' });
    view.fake.answers = { ...view.fake.answers, trolley: answer };
    act(() => dispatchHostEvent('finished_trolley_update', {}));
    return view;
  }

  it('reads "Trolley" when a reload fails, and logs the failure', async () => {
    await reloadedWith({ status: 500, body: { error: 'internal' } });
    await screen.findByRole('link', { name: 'Trolley' });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[header\] Failed to fetch Trolley: .*500/), {
        status: 500,
      }),
    );
  });

  it.each([400, 404])('reads "Trolley" after a reload gets a %i, without logging an error', async (status) => {
    const { fake } = await reloadedWith({ status, body: { error: 'nope' } });
    const failed = await screen.findByRole('link', { name: 'Trolley' });
    expect(within(failed).getByText('Trolley')).toBeInTheDocument();
    expect(trolleyCalls(fake)).toHaveLength(1);
    expect(loggedErrors()).toEqual([]);
  });

  it('reads "Trolley" when a reload\'s answer does not parse, and logs it', async () => {
    await reloadedWith({ status: 200, body: { data: { getTrolley: { trolley: 'lots' }, getOrder: null } } });
    await screen.findByRole('link', { name: 'Trolley' });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^\[header\] Failed to fetch Trolley: Unexpected answer/),
        {
          status: 0,
        },
      ),
    );
  });

  it('is busy between the host events, then shows the refreshed totals', async () => {
    const { fake } = renderSummary();
    const summary = await screen.findByRole('link', { name: '3 Total £46.50, Trolley, 3 items' });

    act(() => dispatchHostEvent('started_trolley_update', { source: 'product-page' }));
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(summary).toHaveAttribute('data-state', 'updating');
    // The last known figures stay in place while the page changes the trolley.
    expect(summary).toHaveAccessibleName('3 Total £46.50, Trolley, 3 items');
    expect(within(summary).getByText('£46.50')).toBeInTheDocument();

    fake.answers = { ...fake.answers, trolley: trolleyAnswer({ count: 4, total: 49 }) };
    act(() => dispatchHostEvent('finished_trolley_update', { source: 'product-page' }));
    await waitFor(() => expect(summary).toHaveAccessibleName('4 Total £49.00, Trolley, 4 items'));
    expect(summary).not.toHaveAttribute('aria-busy');
    // The first figures came with the shopper's one call; the event asked for the trolley itself.
    expect(trolleyCalls(fake)).toHaveLength(1);
  });

  it('says when a page changes the count or the total, not when they first arrive', async () => {
    const { fake } = renderSummary();
    const summary = await screen.findByRole('link', { name: '3 Total £46.50, Trolley, 3 items' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    fake.answers = { ...fake.answers, trolley: trolleyAnswer({ count: 4, total: 49 }) };
    act(() => dispatchHostEvent('started_trolley_update', { source: 'product-page' }));
    act(() => dispatchHostEvent('finished_trolley_update', { source: 'product-page' }));
    await waitFor(() => expect(summary).toHaveAccessibleName('4 Total £49.00, Trolley, 4 items'));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Trolley updated: 4 items, total £49.00');
  });

  it('shows a plain "Trolley" link to a signed-out shopper, and loads nothing', async () => {
    const { fake, container } = renderSummary({}, { signedIn: false });
    const plain = screen.getByRole('link', { name: 'Trolley' });
    expect(plain).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(plain).not.toHaveAttribute('aria-busy');
    expect(within(plain).queryByText('Total')).not.toBeInTheDocument();
    // Give the loader its turn: still nothing fetched for a guest.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(trolleyCalls(fake)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Trolley' })).toBe(plain);
    await expectNoAxeViolations(container);
  });

  it('shows an empty trolley to a signed-in shopper with no order yet', async () => {
    renderSummary({ context: sampleContext({ customerOrderId: '' }) });
    expect(await screen.findByRole('link', { name: '0 Total £0.00, Trolley, 0 items' })).toBeInTheDocument();
  });

  it('shows a trolley the service answers as null as empty', async () => {
    renderSummary({ trolley: { getTrolley: { ...sampleTrolleyResult(), trolley: null }, getOrder: null } });
    expect(await screen.findByRole('link', { name: '0 Total £0.00, Trolley, 0 items' })).toBeInTheDocument();
  });
});
