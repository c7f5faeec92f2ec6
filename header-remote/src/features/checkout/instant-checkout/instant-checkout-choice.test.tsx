import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ROUTES, type PlaceOrderErrorCode } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../../test-support/axe.ts';
import { json } from '../../../../../test-support/fake-network.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { requestClose, withDialogs } from '../../../testing/with-dialogs.ts';
import { sampleContext, sampleTokenSession } from '../../../shopping/testing/shopping-fixtures.ts';
import { reloadPage } from './reload-page.ts';
import { BEACON_WAIT_MS } from './run-instant-checkout.ts';
import {
  AMENDED_ORDER_BEACON,
  AMENDING_ORDER_ID,
  amendingStore,
  amendingTrolleyResult,
  newHold,
  placedOrder,
  previousSlot,
  refusal,
} from './testing/instant-checkout-fixtures.ts';
import { BEACON, gate, PLACE, renderInstantCheckout } from './testing/render-instant-checkout.tsx';

vi.mock('../../../lib/navigate.ts', () => ({ navigateTo: vi.fn() }));
vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

const CONFIRMATION = `/ecom/order-confirmation/${AMENDING_ORDER_ID}`;
const TRY_AGAIN_TITLE = "Sorry, there's been a problem";

beforeEach(withDialogs);
beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'X-Has-Token-Session=; max-age=0; path=/';
});

const checkOutNow = () => screen.getByRole('button', { name: 'Check out now' });
const errorDialog = (title: string) => screen.findByRole('dialog', { name: title });

describe('Instant checkout: the choice', () => {
  it('offers instant checkout or the normal checkout journey, and passes axe', async () => {
    const { open } = renderInstantCheckout();
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Check out the way you want' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Instant checkout' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Normal checkout' })).toBeVisible();
    expect(checkOutNow()).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/ecom/beforeYouGo');
    await expectNoAxeViolations(document.body);
  });

  it('takes the normal journey to the path it was given', async () => {
    const { open, user, calls } = renderInstantCheckout({ normalPath: CHECKOUT_ROUTES.checkout });
    const dialog = await open();
    await user.click(within(dialog).getByRole('link', { name: 'Go to checkout' }));
    expect(navigateTo).toHaveBeenCalledWith('/ecom/checkout');
    expect(calls).not.toContain(PLACE);
  });

  it('closes on Escape without placing anything, and tracks opening and closing', async () => {
    const { open, calls, onEvent } = renderInstantCheckout();
    const dialog = await open();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('analytics', {
        name: 'modal_open',
        data: { modal: 'instant-checkout-choice' },
      }),
    );
    act(() => requestClose(dialog as HTMLDialogElement));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    expect(calls).toEqual([]);
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'modal_close',
      data: { modal: 'instant-checkout-choice' },
    });
  });
});

describe('Instant checkout: placing', () => {
  it('places the order with instant checkout, sends the exact beacon, then goes to the order confirmation', async () => {
    const { open, user, fake, bodyOf } = renderInstantCheckout();
    await open();
    await user.click(checkOutNow());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(navigateTo).toHaveBeenCalledTimes(1);

    expect(fake.requests).toEqual([PLACE, BEACON]);
    const [place, beacon] = fake.sent;
    expect(bodyOf(PLACE)).toEqual({ event: 'PLACE', orderOptions: { instantCheckout: true } });
    expect(place?.headers.get('authorization')).toBe(`Bearer ${sampleTokenSession().token}`);
    expect(bodyOf(BEACON)).toEqual(AMENDED_ORDER_BEACON);
    // The route needs the bearer, so it is a keepalive fetch rather than navigator.sendBeacon.
    expect(beacon?.headers.get('authorization')).toBe(`Bearer ${sampleTokenSession().token}`);
    expect(beacon?.keepalive).toBe(true);
  });

  it('works from the state the header loads itself: the order id, and the trolley before placing', async () => {
    const { open, user, fake, bodyOf } = renderInstantCheckout({
      store: 'load',
      services: {
        context: sampleContext({ customerOrderId: AMENDING_ORDER_ID, customerOrderState: 'AMENDING' }),
        trolley: { getTrolley: amendingTrolleyResult(), getOrder: { containsEntertainingLines: false } },
        reservations: [newHold()],
      },
    });
    await waitFor(() => expect(fake.requests).toContain('GET /v1/header-state'));
    await open();
    await user.click(checkOutNow());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(fake.requests.slice(-2)).toEqual([PLACE, BEACON]);
    expect(bodyOf(BEACON)).toMatchObject({
      customerOrderId: AMENDING_ORDER_ID,
      instantCheckoutTrolleyItems: [{ quantityDelta: 2 }, { quantityDelta: 0 }, { quantityDelta: 0.5 }],
    });
  });

  it('waits while the order is placed: the button says so, and the modal cannot be closed', async () => {
    const held = gate();
    const { open, user } = renderInstantCheckout({ hold: (route) => (route === PLACE ? held.opened : undefined) });
    const dialog = await open();
    await user.click(checkOutNow());
    const waiting = within(dialog).getByRole('button', { name: 'Placing your order…' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Placing your order…');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    act(() => requestClose(dialog as HTMLDialogElement));
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Go to checkout' }));
    expect(navigateTo).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
    held.open();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
  });

  it('places the order once on a double click, or on presses while it is being placed', async () => {
    const held = gate();
    const { open, user, calls } = renderInstantCheckout({
      hold: (route) => (route === PLACE ? held.opened : undefined),
    });
    await open();
    await user.dblClick(checkOutNow());
    await user.click(screen.getByRole('button', { name: 'Placing your order…' }));
    held.open();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(calls.filter((call) => call === PLACE)).toHaveLength(1);
    expect(calls.filter((call) => call === BEACON)).toHaveLength(1);
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it('still goes to the confirmation when the beacon fails', async () => {
    const { open, user, fake } = renderInstantCheckout({ beacon: { status: 500, body: { error: 'internal' } } });
    await open();
    await user.click(checkOutNow());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(fake.requests).toEqual([PLACE, BEACON]);
  });

  it(`does not hold the confirmation up for more than ${BEACON_WAIT_MS} ms on a slow beacon`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { open, user, calls } = renderInstantCheckout({
      hold: (route) => (route === BEACON ? 'forever' : undefined),
    });
    await open();
    await user.click(checkOutNow());
    await waitFor(() => expect(calls).toContain(BEACON));
    await act(() => vi.advanceTimersByTimeAsync(BEACON_WAIT_MS - 100));
    expect(navigateTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION);
  });
});

/** Spec section 8, to the letter: each code's title and where its actions go. */
const CODES: readonly {
  code: PlaceOrderErrorCode;
  title: string;
  links: readonly (readonly [name: string, path: string])[];
  text?: string;
}[] = [
  {
    code: 'ORDER_ORCHESTRATION_017',
    title: 'You still need to book a slot',
    links: [['Book a slot', '/ecom/serviceselection']],
  },
  {
    code: 'ORDER_ORCHESTRATION_029',
    title: "Sorry, you've been timed out",
    links: [['Book a new slot', '/ecom/serviceselection']],
    text: 'your shopping is still in your trolley',
  },
  {
    code: 'ORDER_ORCHESTRATION_041',
    title: 'There are problems with your trolley',
    links: [['Go to trolley', '/ecom/shop/trolley']],
  },
  { code: 'ORDER_ORCHESTRATION_042', title: 'Minimum spend not met', links: [['Go to trolley', '/ecom/shop/trolley']] },
  {
    code: 'ORDER_ORCHESTRATION_043',
    title: 'Add a grocery item to checkout',
    links: [['Go to trolley', '/ecom/shop/trolley']],
  },
  {
    code: 'ORDER_ORCHESTRATION_044',
    title: 'Sorry, there was a problem confirming your slot',
    links: [['Book a slot', '/ecom/serviceselection']],
  },
  {
    code: 'ORDER_ORCHESTRATION_058',
    title: 'Sorry, the new slot you requested is unavailable',
    links: [['Choose a new slot', '/ecom/serviceselection']],
    text: 'Your previous slot, Thursday 5 March, 9am to 10am, is still held for this order.',
  },
  {
    code: 'ORDER_ORCHESTRATION_091',
    title: 'Unable to apply promo voucher/code',
    links: [
      ['Review promo codes', '/ecom/checkout#checkoutPromoCodes'],
      ['Cancel', '/ecom/shop/trolley'],
    ],
  },
  {
    code: 'ORDER_ORCHESTRATION_111',
    title: 'Sorry, there was a problem',
    links: [['Go to trolley', '/ecom/shop/trolley']],
    text: 'Please call customer services on 0808 157 0192.',
  },
  {
    code: 'ORDER_ORCHESTRATION_123',
    title: 'Gift card or voucher added',
    links: [['Use normal checkout', '/ecom/checkout']],
  },
  {
    code: 'ORDER_ORCHESTRATION_124',
    title: 'Gift card or voucher added',
    links: [['Use normal checkout', '/ecom/checkout']],
  },
  { code: 'ORDER_ORCHESTRATION_125', title: 'Add address', links: [['Go to my details', '/ecom/my-details']] },
  {
    code: 'ORDER_ORCHESTRATION_127',
    title: 'Sorry, please use standard checkout',
    links: [['Use standard checkout', '/ecom/checkout']],
  },
  {
    code: 'ORDER_ORCHESTRATION_136',
    title: 'Instant Checkout is unavailable',
    links: [['Proceed to checkout', '/ecom/checkout']],
    text: 'Order updated',
  },
  {
    code: 'ORDER_ORCHESTRATION_137',
    title: 'Instant Checkout is unavailable',
    links: [['Proceed to checkout', '/ecom/checkout']],
    text: 'Order updated',
  },
];

describe('Instant checkout: a refused order shows its error modal', () => {
  it('covers every code of the catalogue', async () => {
    const { PLACE_ORDER_ERROR_CODES } = await import('@grocer/shared-contracts/domain');
    expect(CODES.map((entry) => entry.code).sort()).toEqual([...PLACE_ORDER_ERROR_CODES].sort());
  });

  it.each(CODES)('$code: "$title", and its actions', async ({ code, title, links, text }) => {
    const { open, user, onEvent, calls } = renderInstantCheckout({ place: [refusal(code)] });
    await open();
    await user.click(checkOutNow());
    const dialog = await errorDialog(title);
    expect(screen.queryByRole('dialog', { name: 'Check out the way you want' })).not.toBeInTheDocument();
    if (text) expect(dialog).toHaveTextContent(text);
    for (const [name, path] of links) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('href', path);
      await user.click(link);
      expect(navigateTo).toHaveBeenLastCalledWith(path);
    }
    expect(navigateTo).toHaveBeenCalledTimes(links.length);
    // Nothing was placed, so there is no beacon.
    expect(calls).toEqual([PLACE]);
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', { code: 'instant_checkout_failed', message: code }),
    );
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'modal_open',
      data: { modal: 'instant-checkout-error', code },
    });
    await expectNoAxeViolations(document.body);
  });

  it('closes an error modal with its close button; the checkout button opens the choice again', async () => {
    const { open, user } = renderInstantCheckout({ place: [refusal('ORDER_ORCHESTRATION_042')] });
    await open();
    await user.click(checkOutNow());
    const dialog = await errorDialog('Minimum spend not met');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    expect(await open()).toBeInTheDocument();
    expect(checkOutNow()).toBeEnabled();
  });
});

describe('Instant checkout: ORDER_ORCHESTRATION_058, the new slot is unavailable', () => {
  const TITLE = 'Sorry, the new slot you requested is unavailable';

  it('keeps the previous slot: cancels the new hold, reloads the slot, places again, then confirms', async () => {
    const { open, user, fake, bodyOf } = renderInstantCheckout({
      place: [refusal('ORDER_ORCHESTRATION_058'), placedOrder({ slots: [previousSlot()] })],
    });
    await open();
    await user.click(checkOutNow());
    const dialog = await errorDialog(TITLE);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my previous slot' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(fake.requests).toEqual([
      PLACE,
      `DELETE /slot-reservations/${newHold().id}`,
      `GET /slot-reservations`,
      'GET /addresses/A-1101',
      'GET /branches/651',
      PLACE,
      BEACON,
    ]);
    expect(bodyOf(BEACON)).toMatchObject({ branchId: '651', slotType: 'DELIVERY' });
  });

  it('waits while placing again, and places once however often the button is pressed', async () => {
    const held = gate();
    let placeCalls = 0;
    const { open, user, calls } = renderInstantCheckout({
      place: [refusal('ORDER_ORCHESTRATION_058'), placedOrder()],
      hold: (route) => (route === PLACE && ++placeCalls === 2 ? held.opened : undefined),
    });
    await open();
    await user.click(checkOutNow());
    const dialog = await errorDialog(TITLE);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Keep my previous slot' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Placing your order…' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(waiting);
    held.open();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(calls.filter((call) => call === PLACE)).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  });

  it('never cancels the previous slot itself: with no new hold in the slot state it just places again', async () => {
    const confirmed = newHold({ id: previousSlot().slotReservationId, status: 'CONFIRMED' });
    const { open, user, fake } = renderInstantCheckout({
      store: amendingStore({ reservation: confirmed }),
      place: [refusal('ORDER_ORCHESTRATION_058'), placedOrder()],
    });
    await open();
    await user.click(checkOutNow());
    await user.click(within(await errorDialog(TITLE)).getByRole('button', { name: 'Keep my previous slot' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(CONFIRMATION));
    expect(fake.requests).toEqual([PLACE, PLACE, BEACON]);
  });

  it('shows the problem modal when the new hold cannot be cancelled', async () => {
    const { open, user, fake } = renderInstantCheckout({ place: [refusal('ORDER_ORCHESTRATION_058')] });
    fake.answers = {
      ...fake.answers,
      handlers: {
        ...fake.answers.handlers,
        'DELETE /slot-reservations/*': () => json({ error: 'slot_not_changeable', message: 'Too late' }, 409),
      },
    };
    await open();
    await user.click(checkOutNow());
    await user.click(within(await errorDialog(TITLE)).getByRole('button', { name: 'Keep my previous slot' }));
    const problem = await errorDialog(TRY_AGAIN_TITLE);
    expect(problem).toHaveTextContent('Please try again');
    expect(fake.requests).toEqual([PLACE, `DELETE /slot-reservations/${newHold().id}`]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('chooses a new slot instead', async () => {
    const { open, user, calls } = renderInstantCheckout({ place: [refusal('ORDER_ORCHESTRATION_058')] });
    await open();
    await user.click(checkOutNow());
    await user.click(within(await errorDialog(TITLE)).getByRole('link', { name: 'Choose a new slot' }));
    expect(navigateTo).toHaveBeenCalledWith('/ecom/serviceselection');
    expect(calls).toEqual([PLACE]);
  });
});

describe('Instant checkout: failures without a code', () => {
  it('times out after 45 s: "Sorry, there\'s been a problem" / "Please try again", and reloads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { open, user, onEvent } = renderInstantCheckout({
      hold: (route) => (route === PLACE ? 'forever' : undefined),
    });
    await open();
    await user.click(checkOutNow());
    await act(() => vi.advanceTimersByTimeAsync(44_900));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const dialog = await errorDialog(TRY_AGAIN_TITLE);
    expect(dialog).toHaveTextContent('Please try again');
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', { code: 'instant_checkout_failed', message: 'TIMEOUT' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500 without a code', { status: 500, body: { error: 'internal', message: 'Boom' } }],
    [
      'a 409 without a code (an order that cannot be placed)',
      { status: 409, body: { error: 'order_not_placeable', message: 'This order is CANCELLED' } },
    ],
    [
      'a code outside the catalogue',
      { status: 409, body: { error: 'x', message: 'y', code: 'ORDER_ORCHESTRATION_999' } },
    ],
    ['a body that is not JSON', { status: 502, body: '<html>Bad gateway</html>' }],
  ])('shows UNKNOWN_ERROR for %s', async (_, answer) => {
    const { open, user, onEvent, calls } = renderInstantCheckout({ place: [answer] });
    await open();
    await user.click(checkOutNow());
    const dialog = await errorDialog(TRY_AGAIN_TITLE);
    expect(dialog).toHaveTextContent('Please try again');
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('header_error', {
        code: 'instant_checkout_failed',
        message: 'UNKNOWN_ERROR',
      }),
    );
    expect(calls).toEqual([PLACE]);
  });

  it('shows UNKNOWN_ERROR for a malformed order, sending no beacon and staying on the page', async () => {
    const { open, user, calls } = renderInstantCheckout({ place: [{ ...placedOrder(), orderLines: 'none' }] });
    await open();
    await user.click(checkOutNow());
    expect(await errorDialog(TRY_AGAIN_TITLE)).toHaveTextContent('Please try again');
    expect(calls).toEqual([PLACE]);
    expect(navigateTo).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });
});
