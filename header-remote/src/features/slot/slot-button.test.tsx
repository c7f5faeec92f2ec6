import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { readCookie } from '../../lib/cookies.ts';
import { ShoppingStateLoader } from '../../shopping/shopping-state-loader.tsx';
import {
  fakeShoppingServices,
  type FakeShoppingAnswers,
  type FakeShoppingServices,
} from '../../shopping/testing/fake-shopping-services.ts';
import { sampleReservation, sampleTrolleyResult } from '../../shopping/testing/shopping-fixtures.ts';
import { SlotButton } from './slot-button.tsx';
import { CANCEL_SLOT_FAILED_MESSAGE, SLOT_NOT_CHANGEABLE_MESSAGE } from './slot-text.ts';

const API = 'http://api.test';
/** sampleReservation(): DELIVERY, Thursday 5 March 2026, 09:00–10:00 UTC (GMT), branch 651, address A-1101. */
const DELIVERY_SLOT_NAME = 'Delivery slot: Thursday 5 March, 9am - 10am';

type FetchWrapper = (fake: FakeShoppingServices) => typeof globalThis.fetch;

let errors: MockInstance<Console['error']>;

beforeAll(async () => {
  // The booked state is a lazy chunk: load it once, so the first test does not wait on the transform.
  await import('./booked-slot.tsx');
});

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
  document.cookie = 'branchId=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The slot button as the site has it: a signed-in shopper (the token-session cookie), loading through the network. */
function renderSlot(
  answers: FakeShoppingAnswers = {},
  { signedIn = true, fetch }: { signedIn?: boolean; fetch?: FetchWrapper } = {},
) {
  const fake = fakeShoppingServices(answers);
  vi.stubGlobal('fetch', fetch ? fetch(fake) : fake.fetch);
  if (signedIn) document.cookie = 'X-Has-Token-Session=true; Path=/';
  const onEvent = vi.fn<OnHeaderEvent>();
  const view = render(
    <>
      <button type="button">Elsewhere on the page</button>
      <HeaderRoot input={{ services: { api: API }, clientLogging: true, onEvent }}>
        <ShoppingStateLoader />
        <SlotButton />
      </HeaderRoot>
    </>,
  );
  return { fake, onEvent, user: userEvent.setup(), ...view };
}

/** Answers DELETE slot-reservations/{id} as the service does (204, no body), recording it with the rest. */
function answerDelete(status: number, onDelete: (fake: FakeShoppingServices) => void = () => {}): FetchWrapper {
  return (fake) => async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'DELETE') return fake.fetch(request);
    fake.requests.push(`DELETE ${new URL(request.url).pathname}`);
    fake.sent.push(request);
    if (status !== 204) return Response.json({ error: 'slot_not_changeable', message: 'No' }, { status });
    onDelete(fake);
    return new Response(null, { status: 204 });
  };
}

const loggedErrors = () => errors.mock.calls.map(([message]) => String(message));
const analyticsNames = (onEvent: ReturnType<typeof vi.fn<OnHeaderEvent>>) =>
  onEvent.mock.calls.filter(([name]) => name === 'analytics').map(([, payload]) => (payload as { name: string }).name);

async function openDetails(user: ReturnType<typeof userEvent.setup>, name = DELIVERY_SLOT_NAME) {
  const button = await screen.findByRole('button', { name });
  await user.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The slot button controls no panel');
  return { button, panel };
}

describe('Slot button: the states', () => {
  it('offers "Book a slot", to service selection, when the shopper has no slot', async () => {
    document.cookie = 'branchId=651; Path=/';
    const { fake, container } = renderSlot({ reservations: [] });
    const link = await screen.findByRole('link', { name: 'Book a slot' });
    expect(link).toHaveAttribute('href', '/ecom/serviceselection');
    expect(fake.requests).toContain('GET /v1/header-state');
    expect(readCookie('branchId')).toBeUndefined();
    await expectNoAxeViolations(container);
  });

  it('offers "Book a slot" to a signed-out visitor, without asking for reservations', async () => {
    const { fake } = renderSlot({}, { signedIn: false });
    expect(screen.getByRole('link', { name: 'Book a slot' })).toHaveAttribute('href', '/ecom/serviceselection');
    await waitFor(() => expect(fake.requests).toEqual([]));
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it('shows it is busy while the slot loads, and then the slot', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderSlot(
      {},
      {
        fetch: (fake) => async (input, init) => {
          const request = input instanceof Request ? input : new Request(input, init);
          if (new URL(request.url).pathname.endsWith('/slot-reservations')) await held;
          return fake.fetch(request);
        },
      },
    );
    const loading = screen.getByText('Loading your slot').closest('[aria-busy]');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'Book a slot' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: DELIVERY_SLOT_NAME })).toBeInTheDocument();
    expect(screen.queryByText('Loading your slot')).not.toBeInTheDocument();
  });

  it('shows a booked delivery slot as its date and time, and sets the branchId cookie', async () => {
    const { container } = renderSlot();
    const button = await screen.findByRole('button', { name: DELIVERY_SLOT_NAME });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByText('Thursday 5 March')).toBeVisible();
    expect(within(button).getByText('9am - 10am')).toBeVisible();
    expect(readCookie('branchId')).toBe('651');
    await expectNoAxeViolations(container);
  });

  it('keeps its name when its parts are laid out as blocks, as browsers lay out the styled button', async () => {
    // jsdom applies no CSS modules; Chromium adds a space around every block or flex item in a name.
    const blocks = document.createElement('style');
    blocks.textContent = 'button span { display: block; }';
    document.head.append(blocks);
    try {
      renderSlot();
      const button = await screen.findByRole('button', { name: DELIVERY_SLOT_NAME });
      expect(button).toHaveAccessibleName(DELIVERY_SLOT_NAME);
    } finally {
      blocks.remove();
    }
  });

  it('reads London time: a summer slot at 11:00–12:00 UTC is "12:00 midday - 1pm"', async () => {
    renderSlot({
      reservations: [
        sampleReservation({ startDateTime: '2026-07-01T11:00:00.000Z', endDateTime: '2026-07-01T12:00:00.000Z' }),
      ],
    });
    expect(
      await screen.findByRole('button', { name: 'Delivery slot: Wednesday 1 July, 12:00 midday - 1pm' }),
    ).toBeInTheDocument();
  });

  it('shows "Slot" when the services could not load the reservations', async () => {
    const { container } = renderSlot({ reservations: { status: 500, body: { error: 'internal' } } });
    const link = await screen.findByRole('link', { name: 'Slot' });
    expect(link).toHaveAttribute('href', '/ecom/serviceselection');
    await expectNoAxeViolations(container);
  });

  it('is not booked when the address lookup fails, and removes the branchId cookie', async () => {
    document.cookie = 'branchId=651; Path=/';
    const { fake } = renderSlot({ address: { status: 404, body: { error: 'not_found', message: 'No address' } } });
    expect(await screen.findByRole('link', { name: 'Slot' })).toBeInTheDocument();
    expect(fake.requests).toContain('GET /v1/header-state');
    expect(screen.queryByRole('button', { name: /slot:/ })).not.toBeInTheDocument();
    expect(readCookie('branchId')).toBeUndefined();
  });

  it('is not booked when the branch lookup fails', async () => {
    renderSlot({ branch: { status: 500, body: { error: 'internal' } } });
    expect(await screen.findByRole('link', { name: 'Slot' })).toBeInTheDocument();
    expect(readCookie('branchId')).toBeUndefined();
  });

  // Which reservation is current, and when a lookup's failure is the error state: the slot
  // contract's cases, which the services are held to as well (slot-state-contract.test.tsx).
});

describe('Slot button: the details panel', () => {
  it('discloses the delivery details, with "Change slot" to the delivery slot page', async () => {
    const { user, container } = renderSlot();
    const { button, panel } = await openDetails(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Thursday 5 March');
    expect(panel).toHaveTextContent('9am - 10am');
    const address = panel.querySelector('address');
    expect(address?.innerHTML.split('<br>')).toEqual(['Home', '12 Kew Road', 'Richmond', 'TW9 2NA']);
    expect(within(panel).getByRole('link', { name: 'Change slot' })).toHaveAttribute('href', '/ecom/bookslot/delivery');
    expect(within(panel).getByRole('button', { name: 'Cancel slot' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows the branch for a collection slot with no address', async () => {
    const { user, fake } = renderSlot({
      reservations: [sampleReservation({ slotType: 'GROCERY_COLLECTION', addressId: null })],
    });
    const { panel } = await openDetails(user, 'Collection slot: Thursday 5 March, 9am - 10am');
    expect(within(panel).getByText('Collection')).toBeInTheDocument();
    const address = panel.querySelector('address');
    expect(address?.innerHTML.split('<br>')).toEqual(['Richmond', '1 George Street', 'Richmond', 'TW9 1HY']);
    expect(fake.requests.some((request) => request.startsWith('GET /addresses/'))).toBe(false);
    expect(within(panel).getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/groceriesandentertaining',
    );
  });

  it('shows the branch, not the contact address, for a collection that has one', async () => {
    const { user } = renderSlot({
      reservations: [sampleReservation({ slotType: 'ENTERTAINING_COLLECTION' })],
    });
    const { panel } = await openDetails(user, 'Collection slot: Thursday 5 March, 9am - 10am');
    expect(panel.querySelector('address')?.innerHTML).toContain('1 George Street');
    expect(panel).not.toHaveTextContent('12 Kew Road');
    expect(within(panel).getByRole('link', { name: 'Change slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/entertaining',
    );
  });

  it('sends an analytics event when expanded (not when collapsed), and one for "Change slot"', async () => {
    const { user, onEvent } = renderSlot();
    const { button, panel } = await openDetails(user);
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'slot_details_expanded',
      data: {
        slotType: 'DELIVERY',
        branchId: '651',
        startDateTime: '2026-03-05T09:00:00.000Z',
        endDateTime: '2026-03-05T10:00:00.000Z',
      },
    });
    await user.click(button);
    expect(analyticsNames(onEvent)).toEqual(['slot_details_expanded']);

    await user.click(button);
    // jsdom cannot load another page: keep the link's click here.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(within(panel).getByRole('link', { name: 'Change slot' }));
    expect(analyticsNames(onEvent)).toEqual(['slot_details_expanded', 'slot_details_expanded', 'slot_change_clicked']);
  });

  it('shows the spec\'s alert instead of "Change slot" and "Cancel slot" when an amended order\'s slot cannot change', async () => {
    const { user, container } = renderSlot({
      trolley: {
        getTrolley: sampleTrolleyResult({ amending: true, slotChangeable: false }),
        getOrder: { containsEntertainingLines: false },
      },
    });
    const { panel } = await openDetails(user);
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(SLOT_NOT_CHANGEABLE_MESSAGE));
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Your order contains items currently being prepared. We are unable to change the delivery/collection time or cancel the order.',
    );
    expect(within(panel).queryByRole('link', { name: 'Change slot' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel slot' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers "Change slot" for an amended order whose slot can still change', async () => {
    const { user } = renderSlot({
      trolley: {
        getTrolley: sampleTrolleyResult({ amending: true, slotChangeable: true }),
        getOrder: { containsEntertainingLines: false },
      },
    });
    const { panel } = await openDetails(user);
    expect(within(panel).getByRole('link', { name: 'Change slot' })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Slot button: keyboard and dismissal', () => {
  it('toggles with Enter and Space, and Escape closes it with focus back on the button', async () => {
    const { user } = renderSlot();
    const button = await screen.findByRole('button', { name: DELIVERY_SLOT_NAME });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    // From inside the panel too.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Change slot' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Change slot' })).not.toBeInTheDocument();
  });

  it('closes when focus moves on out of it, so it covers nothing that takes focus next', async () => {
    const { user } = renderSlot();
    const { button } = await openDetails(user);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Change slot' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Elsewhere on the page' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Change slot' })).not.toBeInTheDocument();
  });

  it('closes on a click outside, focus back on the button when the click left it nowhere', async () => {
    const { user } = renderSlot();
    const { button } = await openDetails(user);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside without taking focus from what was clicked', async () => {
    const { user } = renderSlot();
    const { button } = await openDetails(user);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere on the page' });
    await user.click(elsewhere);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });

  it('stays open on a click inside the panel', async () => {
    const { user } = renderSlot();
    const { button, panel } = await openDetails(user);
    await user.click(within(panel).getByText('Delivery'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Slot button: cancelling the slot', () => {
  it('deletes the reservation, reloads the slot and the trolley, and then offers "Book a slot"', async () => {
    const { user, fake, onEvent } = renderSlot(
      {},
      {
        fetch: answerDelete(204, (fake) => {
          fake.answers = { ...fake.answers, reservations: [] };
        }),
      },
    );
    const { panel } = await openDetails(user);
    await waitFor(() => expect(fake.requests).toContain('GET /v1/header-state'));
    const before = fake.requests.length;

    await user.click(within(panel).getByRole('button', { name: 'Cancel slot' }));
    const link = await screen.findByRole('link', { name: 'Book a slot' });
    await waitFor(() => expect(link).toHaveFocus());
    // The first call that needs the bearer asks for it (the shopper's state came with the cookie).
    expect(fake.requests.slice(before)).toEqual([
      'POST /v1/auth/token',
      'DELETE /slot-reservations/SR-9100001-1',
      expect.stringMatching(/^(GET \/slot-reservations|POST \/graph\/live\?tag=getTrolley)$/),
      expect.stringMatching(/^(GET \/slot-reservations|POST \/graph\/live\?tag=getTrolley)$/),
    ]);
    expect(new Set(fake.requests.slice(before + 2))).toEqual(
      new Set(['GET /slot-reservations', 'POST /graph/live?tag=getTrolley']),
    );
    const deleted = fake.sent.find((request) => request.method === 'DELETE');
    expect(deleted?.headers.get('Authorization')).toBe('Bearer sample-token-0123456789abcdef');
    expect(screen.getByText('Your slot has been cancelled.')).toBeInTheDocument();
    expect(analyticsNames(onEvent)).toEqual(['slot_details_expanded', 'slot_cancelled']);
  });

  it('shows the slot that remains current after a cancel (an amended order keeps its confirmed slot)', async () => {
    const confirmed = sampleReservation({
      id: 'SR-confirmed',
      status: 'CONFIRMED',
      expiryDateTime: null,
      startDateTime: '2026-03-07T10:00:00.000Z',
      endDateTime: '2026-03-07T11:00:00.000Z',
    });
    const { user } = renderSlot(
      { reservations: [confirmed, sampleReservation()] },
      {
        fetch: answerDelete(204, (fake) => {
          fake.answers = { ...fake.answers, reservations: [confirmed] };
        }),
      },
    );
    const { panel } = await openDetails(user);
    await user.click(within(panel).getByRole('button', { name: 'Cancel slot' }));
    const button = await screen.findByRole('button', { name: 'Delivery slot: Saturday 7 March, 10am - 11am' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an alert in the panel and logs when the cancel fails; the slot stays', async () => {
    const { user, fake, onEvent, container } = renderSlot({}, { fetch: answerDelete(409) });
    const { button, panel } = await openDetails(user);
    await user.click(within(panel).getByRole('button', { name: 'Cancel slot' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(CANCEL_SLOT_FAILED_MESSAGE);
    expect(loggedErrors()).toContain('[header] Error cancelling the slot');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('button', { name: 'Cancel slot' })).toBeInTheDocument();
    expect(fake.requests.filter((request) => request === 'GET /slot-reservations')).toEqual([]);
    expect(analyticsNames(onEvent)).toEqual(['slot_details_expanded', 'slot_cancel_failed']);
    await expectNoAxeViolations(container);

    // Closed and opened again, the panel starts afresh.
    await user.click(button);
    await user.click(button);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not offered twice while the cancel is on its way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, fake } = renderSlot(
      {},
      {
        fetch: (fake) => {
          const answer = answerDelete(204, (f) => {
            f.answers = { ...f.answers, reservations: [] };
          })(fake);
          return async (input, init) => {
            const request = input instanceof Request ? input : new Request(input, init);
            if (request.method === 'DELETE') await held;
            return answer(request);
          };
        },
      },
    );
    const { panel } = await openDetails(user);
    await user.click(within(panel).getByRole('button', { name: 'Cancel slot' }));
    const busy = await within(panel).findByRole('button', { name: 'Cancelling…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    expect(await screen.findByRole('link', { name: 'Book a slot' })).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });
});
