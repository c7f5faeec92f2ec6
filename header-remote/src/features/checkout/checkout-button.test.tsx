import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchHostEvent } from '@grocer/shared-contracts';
import { type SlotType } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { requestClose, withDialogs } from '../../testing/with-dialogs.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { NOT_INITIALISED } from '../../shopping/auth-state.ts';
import { ShoppingStateLoader } from '../../shopping/shopping-state-loader.tsx';
import { trolleyAnsweredAtom, type SlotState, type TrolleyState } from '../../shopping/shopping-state.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import { createShoppingStore, SIGNED_OUT, type ShoppingStoreState } from '../../shopping/testing/shopping-store.ts';
import { CheckoutButton } from './checkout-button.tsx';
import {
  amendingWithInstantCheckout,
  belowMinimum,
  belowMinimumResult,
  bookedSlot,
  loadedTrolley,
  withHardConflicts,
} from './testing/checkout-states.ts';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const TROLLEY_PAGE = '/ecom/shop/trolley';
const BEFORE_YOU_GO = '/ecom/beforeYouGo';

beforeEach(() => vi.mocked(navigateTo).mockClear());
beforeEach(withDialogs);

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The button in a header whose store already holds the shopper's state, on a page at `path`. */
function renderCheckout(state: ShoppingStoreState, path = '/ecom/shop/browse/groceries', user = userEvent.setup()) {
  const view = render(
    <HeaderRoot input={{ services: { api: 'http://api.test' } }} store={createShoppingStore(state)}>
      <CheckoutButton currentPath={path} />
    </HeaderRoot>,
  );
  return { user, ...view, button: () => screen.getByRole('button', { name: 'Checkout' }) };
}

describe('Checkout button: where it goes (spec section 4)', () => {
  it.each<[string, TrolleyState, SlotState, string, string]>([
    [
      'hard conflicts, off the trolley page',
      withHardConflicts,
      bookedSlot(),
      '/ecom/shop/browse/groceries',
      TROLLEY_PAGE,
    ],
    ['hard conflicts and no slot', withHardConflicts, { status: 'none' }, BEFORE_YOU_GO, TROLLEY_PAGE],
    ['no slot booked', loadedTrolley(), { status: 'none' }, '/ecom/shop/browse/groceries', '/ecom/serviceselection'],
    ['a slot that failed to load (not booked)', loadedTrolley(), { status: 'error' }, '/', '/ecom/serviceselection'],
    ['a booked slot', loadedTrolley(), bookedSlot(), '/ecom/shop/browse/groceries', BEFORE_YOU_GO],
    ['a booked slot, on the trolley page', loadedTrolley(), bookedSlot(), TROLLEY_PAGE, BEFORE_YOU_GO],
    ['a booked slot, from the interstitials', loadedTrolley(), bookedSlot(), BEFORE_YOU_GO, '/ecom/checkout'],
    [
      'a booked slot, from the interstitials (trailing slash)',
      loadedTrolley(),
      bookedSlot(),
      `${BEFORE_YOU_GO}/`,
      '/ecom/checkout',
    ],
    ['amending, instant checkout not offered', loadedTrolley({ amending: true }), bookedSlot(), '/', BEFORE_YOU_GO],
    [
      'instant checkout allowed but no slot',
      amendingWithInstantCheckout,
      { status: 'none' },
      '/',
      '/ecom/serviceselection',
    ],
    [
      'a trolley that failed to load, with a slot',
      { status: 'error', message: 'failed' },
      bookedSlot(),
      '/',
      BEFORE_YOU_GO,
    ],
  ])('with %s, goes to the right page', async (_, trolley, slot, path, expected) => {
    const { user, button } = renderCheckout({ trolley, slot }, path);
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).not.toHaveAttribute('aria-haspopup');
    await user.click(button());
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it.each([
    ['/ecom/shop/browse/groceries', BEFORE_YOU_GO],
    [BEFORE_YOU_GO, '/ecom/checkout'],
  ])(
    'amending with instant checkout allowed, on %s, offers the choice; normal checkout goes to %s',
    async (path, normalPath) => {
      const { user, button } = renderCheckout({ trolley: amendingWithInstantCheckout, slot: bookedSlot() }, path);
      expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(button());
      const dialog = await screen.findByRole('dialog', { name: 'Check out the way you want' });
      expect(navigateTo).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', normalPath);
      await expectNoAxeViolations(dialog);

      act(() => requestClose(dialog as HTMLDialogElement));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button()).toHaveFocus();
      // And it opens again.
      await user.click(button());
      expect(await screen.findByRole('dialog', { name: 'Check out the way you want' })).toBeInTheDocument();
    },
  );
});

/** The note under the button is a chunk of its own: waits until it is in the page (hidden until asked for). */
const noteArrived = () => screen.findByRole('tooltip', { hidden: true });

describe('Checkout button: disabled (spec section 5)', () => {
  it('is disabled on the trolley page with unavailable items, and says why', async () => {
    const { user, button, container } = renderCheckout(
      { trolley: withHardConflicts, slot: bookedSlot() },
      TROLLEY_PAGE,
    );
    await noteArrived();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(
      'Unavailable items Please remove all unavailable items from your trolley',
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(button());
    expect(navigateTo).not.toHaveBeenCalled();
    // Pressing the disabled button shows why.
    const note = screen.getByRole('tooltip');
    expect(note).toHaveTextContent('Unavailable items Please remove all unavailable items from your trolley');
    expect(note.id).toBe(button().getAttribute('aria-describedby'));
    await expectNoAxeViolations(container);
  });

  it.each<[string, SlotState, string]>([
    [
      'a delivery slot',
      bookedSlot('DELIVERY'),
      'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
    ],
    [
      'a delivery service slot',
      bookedSlot('DELIVERY_SERVICE'),
      'To check out, please meet our £40.00 minimum spend (excluding delivery charge)',
    ],
    [
      'a grocery collection slot',
      bookedSlot('GROCERY_COLLECTION'),
      'To check out, please meet our £25.00 minimum spend',
    ],
    ['no slot (the lower threshold)', { status: 'none' }, 'To check out, please meet our £25.00 minimum spend'],
    ['a slot that failed to load', { status: 'error' }, 'To check out, please meet our £25.00 minimum spend'],
  ])('below the minimum spend with %s, is disabled and says so', async (_, slot, message) => {
    const { user, button } = renderCheckout({ trolley: belowMinimum, slot });
    await noteArrived();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(message);
    await user.click(button());
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('tooltip')).toHaveTextContent(message);
  });

  it('uses the lower threshold without a slot, whichever it is', () => {
    const trolley = loadedTrolley({
      totals: { minimumSpendThresholdMet: false, deliveryMinimumOrderValue: { amount: 20, currencyCode: 'GBP' } },
    });
    const { button } = renderCheckout({ trolley, slot: { status: 'none' } });
    expect(button()).toHaveAccessibleDescription('To check out, please meet our £20.00 minimum spend');
  });

  it('below the minimum spend for an entertaining-only collection, is disabled with no words', async () => {
    const { user, button } = renderCheckout({ trolley: belowMinimum, slot: bookedSlot('ENTERTAINING_COLLECTION') });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).not.toHaveAttribute('aria-describedby');
    await user.click(button());
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is not disabled by unavailable items away from the trolley page', () => {
    const { button } = renderCheckout({ trolley: withHardConflicts, slot: bookedSlot() }, BEFORE_YOU_GO);
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('shows the reason on keyboard focus and hides it on Escape and blur', async () => {
    const { user, button } = renderCheckout({ trolley: belowMinimum, slot: bookedSlot() });
    await noteArrived();
    await user.tab();
    expect(button()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(button());
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  // Spec section 9's tooltip delays, as the spec states them (enter 300 ms, leave 200 ms, touch 500 ms
  // and 1500 ms): a changed delay fails here, whatever the constant says.
  it('shows the reason after a mouse rests on the button for 300 ms, and hides it 200 ms after the mouse leaves', async () => {
    const { button } = renderCheckout({ trolley: belowMinimum, slot: bookedSlot() });
    await noteArrived();
    // Timers are faked once the note is there: waiting for it runs on timers.
    // Pointer events by hand: user-event's pointer API waits on the (faked) timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerOver(button(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const note = screen.getByRole('tooltip');
    expect(note).toBeVisible();
    // The pointer may cross to the note and read it there.
    fireEvent.pointerOut(button(), { pointerType: 'mouse', relatedTarget: note });
    fireEvent.pointerOver(note, { pointerType: 'mouse', relatedTarget: button() });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerOut(note, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
  it('shows the reason to a finger held on the button for 500 ms, and hides it 1500 ms after it lifts', async () => {
    const { button } = renderCheckout({ trolley: belowMinimum, slot: bookedSlot() });
    await noteArrived();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerDown(button(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerUp(button(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
  it('does not bring back a reason that no longer applies', async () => {
    const store = createShoppingStore({ trolley: belowMinimum, slot: bookedSlot() });
    const user = userEvent.setup();
    render(
      <HeaderRoot input={{ services: { api: 'http://api.test' } }} store={store}>
        <CheckoutButton currentPath="/" />
      </HeaderRoot>,
    );
    await noteArrived();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => store.set(trolleyAnsweredAtom, loadedTrolley()));
    expect(screen.getByRole('button', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => store.set(trolleyAnsweredAtom, belowMinimum));
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Checkout button: waiting, hidden', () => {
  it.each<[string, ShoppingStoreState]>([
    ['the session is loading', { auth: { ...NOT_INITIALISED, hasTokenSession: true } }],
    ['the shopping context is loading', { context: { status: 'loading' } }],
    ['the trolley is loading', { trolley: { status: 'loading' }, slot: bookedSlot() }],
    ['the slot is loading', { trolley: loadedTrolley(), slot: { status: 'loading' } }],
    ['the trolley has not started loading', { slot: bookedSlot() }],
    ['a page is changing the trolley', { trolley: loadedTrolley({}, true), slot: bookedSlot() }],
    [
      'a page is changing a trolley below the minimum',
      { trolley: { ...belowMinimum, updating: true } as TrolleyState, slot: bookedSlot() },
    ],
  ])('waits while %s: disabled with a spinner, presses ignored', async (_, state) => {
    const { user, button, container } = renderCheckout(state);
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).not.toHaveAttribute('aria-describedby');
    await user.click(button());
    expect(navigateTo).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('is not shown to a signed-out shopper', () => {
    renderCheckout({ auth: SIGNED_OUT });
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('goes to service selection for a signed-in shopper with no order yet', async () => {
    const { user, button } = renderCheckout({
      context: {
        status: 'loaded',
        context: { customerId: 'C-1101', customerOrderId: '', customerOrderState: null, defaultBranchId: '651' },
      },
      trolley: { status: 'idle' },
      slot: { status: 'idle' },
    });
    await user.click(button());
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/ecom/serviceselection');
  });
});

describe('Checkout button through the network', () => {
  it('waits while the trolley and slot load, then takes a shopper with a slot to the interstitials', async () => {
    const fake = fakeShoppingServices();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/v1/header-state')) await held;
      return fake.fetch(request);
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    document.cookie = 'X-Has-Token-Session=true; Path=/';
    const user = userEvent.setup();
    render(
      <HeaderRoot input={{ services: { api: 'http://api.test' } }}>
        <ShoppingStateLoader />
        <CheckoutButton currentPath="/ecom/shop/browse/groceries" />
      </HeaderRoot>,
    );
    const button = await screen.findByRole('button', { name: 'Checkout' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The shopper's state is on its way, in one call, held.
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(navigateTo).not.toHaveBeenCalled();
    act(() => release());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).not.toHaveAttribute('aria-disabled');

    // A page changes the trolley: the button waits again until the totals are back.
    act(() => dispatchHostEvent('started_trolley_update', {}));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => dispatchHostEvent('finished_trolley_update', {}));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    await user.click(button);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(BEFORE_YOU_GO);
  });

  it.each<[SlotType, string]>([
    ['DELIVERY', 'To check out, please meet our £40.00 minimum spend (excluding delivery charge)'],
  ])('is disabled below the minimum for a %s slot once loaded', async (slotType, message) => {
    const fake = fakeShoppingServices({
      trolley: { getTrolley: belowMinimumResult, getOrder: null },
      reservations: [{ ...(bookedSlot(slotType) as Extract<SlotState, { status: 'booked' }>).reservation }],
    });
    vi.stubGlobal('fetch', fake.fetch);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    document.cookie = 'X-Has-Token-Session=true; Path=/';
    render(
      <HeaderRoot input={{ services: { api: 'http://api.test' } }}>
        <ShoppingStateLoader />
        <CheckoutButton currentPath="/" />
      </HeaderRoot>,
    );
    const button = await screen.findByRole('button', { name: 'Checkout' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(message));
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
