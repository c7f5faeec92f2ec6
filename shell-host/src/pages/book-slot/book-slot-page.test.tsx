import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, TEST_TOKEN, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { Page } from '../page.tsx';
import { BookSlotPage } from './book-slot-page.tsx';
import {
  bath,
  fulfilmentHandlers,
  home,
  reservationFor,
  richmond,
  slotAt,
  weekOfSlots,
  work,
  type FulfilmentFake,
} from './testing/fake-slots.ts';

const servicesUrl = 'http://services.test';
// Tuesday 24 November 2026, 8am in London (GMT).
const NOW = new Date('2026-11-24T08:00:00Z');

const serve = fakeServicesPerTest({ now: NOW });

function open(
  pathname: string,
  {
    search = '',
    fake,
    handlers = {},
    signedIn = true,
  }: {
    search?: string;
    fake?: Partial<FulfilmentFake>;
    handlers?: Record<string, FakeHandler>;
    signedIn?: boolean;
  } = {},
) {
  const services = serve({
    ...(signedIn ? tokenSession() : {}),
    ...fulfilmentHandlers({ slots: () => weekOfSlots(NOW), ...fake }),
    ...handlers,
  });
  const navigate = vi.fn();
  const view = render(<BookSlotPage location={{ pathname, search }} servicesUrl={servicesUrl} navigate={navigate} />);
  return { ...view, services, navigate };
}

const slotsTable = () => screen.findByRole('table', { name: /slots, Tuesday 24 November to Monday 30 November$/ });

describe('the delivery slot page', () => {
  it('asks a signed-out shopper to sign in, and asks the services nothing', async () => {
    const { services } = open('/ecom/bookslot/delivery', { search: '?returnTo=/ecom/checkout', signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Book a delivery slot' })).toBeVisible();
    const signIn = await screen.findByRole('link', { name: 'Sign in to book a slot' });
    expect(signIn).toHaveAttribute(
      'href',
      `/ecom/login?${new URLSearchParams({ redirect: '/ecom/bookslot/delivery?returnTo=/ecom/checkout' })}`,
    );
    expect(services.requests).toEqual([]);
  });

  it('shows the week for the first address as a timetable, days across under their weeks, and times down', async () => {
    const full = slotAt('2026-11-25', 10).id;
    const { services } = open('/ecom/bookslot/delivery', { fake: { slots: () => weekOfSlots(NOW, { full: [full] }) } });
    const table = await slotsTable();
    expect(table).toHaveAccessibleName('Delivery slots, Tuesday 24 November to Monday 30 November');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // Weeks start Sunday (decision 024): today's week to Saturday, then next week.
      'This week',
      'Next week',
      'Tuesday 24 November',
      'Wednesday 25 November',
      'Thursday 26 November',
      'Friday 27 November',
      'Saturday 28 November',
      'Sunday 29 November',
      'Monday 30 November',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['9am to 10am', '10am to 11am', '4pm to 5pm']);
    expect(within(table).getByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £3.50' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Full: Wednesday 25 November, 10am to 11am' })).toBeDisabled();
    expect(within(table).getAllByRole('button')).toHaveLength(21);

    expect(screen.getByRole('radio', { name: /^Home: 12 Kew Road/ })).toBeChecked();
    expect(screen.getByText("You haven't booked a slot yet.")).toBeVisible();
    const [request] = services.calls('/slots');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      slotType: 'DELIVERY',
      addressId: home.id,
      fromDate: '2026-11-24',
      toDate: '2026-11-30',
    });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('books a slot for the chosen address, then goes back to returnTo', async () => {
    const reserve = vi.fn<FakeHandler>(({ body }) =>
      json(reservationFor(slotAt('2026-11-26', 16), { addressId: (body as { addressId: string }).addressId }), 201),
    );
    const { navigate } = open('/ecom/bookslot/delivery', {
      search: '?returnTo=%2Fecom%2FbeforeYouGo',
      handlers: { 'POST /slot-reservations': reserve },
    });
    await slotsTable();
    await userEvent.click(screen.getByRole('radio', { name: /^Work: 3 Station Approach, Floor 2, London, W4 3QB$/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book Thursday 26 November, 4pm to 5pm, £4.50' }));
    expect(reserve).toHaveBeenCalledOnce();
    expect(reserve.mock.calls[0]?.[0].body).toEqual({
      customerOrderId: '9100001',
      slotId: 'D-651-20261126-1600',
      addressId: work.id,
    });
    expect(navigate).toHaveBeenCalledWith('/ecom/beforeYouGo');
    expect(screen.getByRole('status')).toHaveTextContent('Your slot is booked.');
  });

  it.each([
    ['no returnTo', ''],
    ['a returnTo off the site', '?returnTo=https://evil.example/ecom/checkout'],
  ])('goes to the trolley after booking with %s', async (_, search) => {
    const { navigate } = open('/ecom/bookslot/delivery', {
      search,
      handlers: { 'POST /slot-reservations': () => json(reservationFor(slotAt('2026-11-24', 9)), 201) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £3.50' }));
    expect(navigate).toHaveBeenCalledWith('/ecom/shop/trolley');
  });

  it('shows the booked slot, for its address, and marks it in the timetable even once it is full', async () => {
    const booked = slotAt('2026-11-25', 16, { charge: 4.5 });
    open('/ecom/bookslot/delivery', {
      fake: {
        reservations: [reservationFor(booked, { addressId: work.id })],
        // The shopper took its last place.
        slots: () => weekOfSlots(NOW, { full: [booked.id] }),
      },
    });
    await slotsTable();
    expect(screen.getByRole('region', { name: 'Your slot' })).toHaveTextContent(
      'Delivery: Wednesday 25 November, 4pm to 5pm, £4.50 (reserved for you)',
    );
    expect(screen.getByRole('radio', { name: /^Work:/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Booked: Wednesday 25 November, 4pm to 5pm, £4.50' })).toBeEnabled();
  });

  it('explains a slot taken meanwhile and shows the week again', async () => {
    const { services } = open('/ecom/bookslot/delivery', {
      handlers: {
        'POST /slot-reservations': () => json({ error: 'slot_full', message: 'That slot is full' }, 409),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £3.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that slot has just been taken. Please choose another.',
    );
    await slotsTable();
    expect(services.calls('/slots')).toHaveLength(2);
  });

  it('shows the services’ words when the order’s slot can no longer change', async () => {
    const message =
      'Your order contains items currently being prepared. We are unable to change the delivery/collection time or cancel the order.';
    const { navigate } = open('/ecom/bookslot/delivery', {
      handlers: { 'POST /slot-reservations': () => json({ error: 'slot_not_changeable', message }, 409) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £3.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says when an address is outside the delivery area, with a way to collect instead', async () => {
    open('/ecom/bookslot/delivery', {
      handlers: { 'GET /slots': () => json({ error: 'address_not_served', message: 'addressId: not served' }, 400) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we don't deliver to this address yet.");
    expect(within(alert).getByRole('link', { name: 'Choose a collection service' })).toHaveAttribute(
      'href',
      '/ecom/serviceselection',
    );
  });

  it('offers to try again when the slots cannot be loaded', async () => {
    let calls = 0;
    open('/ecom/bookslot/delivery', {
      handlers: {
        'GET /slots': ({ url }) =>
          ++calls === 1
            ? json({ error: 'internal', message: 'boom' }, 500)
            : json({
                slotType: 'DELIVERY',
                branchId: '651',
                addressId: url.searchParams.get('addressId'),
                fromDate: '2026-11-24',
                toDate: '2026-11-30',
                slots: weekOfSlots(NOW),
              }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load the slots.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await slotsTable()).toBeVisible();
  });

  it('adds a new address, checked before it is sent, and shows its slots', async () => {
    const added = { ...home, id: 'A-100001', name: 'Flat', line1: '9 Hill Rise', postalCode: 'TW10 6UQ' };
    const addAddress = vi.fn<FakeHandler>(() => json(added, 201));
    const { services } = open('/ecom/bookslot/delivery', { handlers: { 'POST /addresses': addAddress } });
    await slotsTable();
    const toggle = screen.getByRole('button', { name: 'Add a new address' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Add a new address' });

    await userEvent.type(within(form).getByLabelText('Postcode'), 'not a postcode');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('Address name, such as Home')).toHaveAccessibleDescription(
      'Enter a name for this address, up to 60 characters',
    );
    expect(within(form).getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Enter a UK postcode, such as SW1A 1AA',
    );
    expect(within(form).getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(addAddress).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Address name, such as Home'), 'Flat');
    await userEvent.type(within(form).getByLabelText('Address line 1'), '9 Hill Rise');
    await userEvent.type(within(form).getByLabelText('Town or city'), 'Richmond');
    await userEvent.clear(within(form).getByLabelText('Postcode'));
    await userEvent.type(within(form).getByLabelText('Postcode'), 'tw106uq');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(addAddress.mock.calls[0]?.[0].body).toEqual({
      name: 'Flat',
      line1: '9 Hill Rise',
      line2: '',
      town: 'Richmond',
      region: '',
      postalCode: 'TW10 6UQ',
    });
    expect(await screen.findByRole('radio', { name: /^Flat: 9 Hill Rise/ })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Add a new address' })).not.toBeInTheDocument();
    await slotsTable();
    expect(services.calls('/slots').at(-1)?.url.searchParams.get('addressId')).toBe('A-100001');
  });

  it('opens the address form at once for a shopper with no addresses', async () => {
    const { services } = open('/ecom/bookslot/delivery', { fake: { addresses: [] } });
    expect(await screen.findByRole('form', { name: 'Add a new address' })).toBeVisible();
    expect(screen.getByText('Add your address to see the delivery slots for it.')).toBeVisible();
    expect(services.calls('/slots')).toEqual([]);
  });

  it('shows the sign-in link once the services refuse the token', async () => {
    open('/ecom/bookslot/delivery', {
      handlers: { 'GET /v1/shopping-context': () => json({ error: 'unauthenticated', message: 'expired' }, 401) },
    });
    expect(await screen.findByRole('link', { name: 'Sign in to book a slot' })).toBeVisible();
  });

  it('has no axe violations, the timetable and the address form shown', async () => {
    const { container } = open('/ecom/bookslot/delivery', {
      fake: { reservations: [reservationFor(slotAt('2026-11-25', 16))] },
      handlers: { 'POST /addresses': () => json({ error: 'x', message: 'x' }, 500) },
    });
    await slotsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await expectNoAxeViolations(container);
  });
});

describe('the collection slot pages', () => {
  it('shows the default branch’s entertaining slots and another branch’s on choosing it', async () => {
    const { services } = open('/ecom/bookslot/collection/entertaining', {
      fake: {
        branches: [bath, richmond, { ...bath, id: '356', name: 'Didsbury', slotTypes: ['ENTERTAINING_COLLECTION'] }],
        slots: (query) =>
          weekOfSlots(NOW, { slotType: 'ENTERTAINING_COLLECTION', branchId: query.get('branchId') ?? '' }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Book an entertaining collection slot' })).toBeVisible();
    await slotsTable();
    const branch = screen.getByRole('combobox', { name: 'Collection branch' });
    expect(branch).toHaveDisplayValue('Richmond');
    expect(
      within(branch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Richmond', 'Didsbury']);
    expect(screen.getByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £0.00' })).toBeVisible();
    expect(services.calls('/branches')[0]?.url.searchParams.get('slotType')).toBe('ENTERTAINING_COLLECTION');
    expect(Object.fromEntries(services.calls('/slots')[0]?.url.searchParams ?? [])).toMatchObject({
      slotType: 'ENTERTAINING_COLLECTION',
      branchId: '651',
    });

    await userEvent.selectOptions(branch, 'Didsbury');
    await slotsTable();
    expect(services.calls('/slots').at(-1)?.url.searchParams.get('branchId')).toBe('356');
  });

  it.each([
    ['/ecom/bookslot/collection/groceriesandentertaining', 'Book a groceries and entertaining collection slot'],
    ['/ecom/bookslot/collection/groceries', 'Book a groceries collection slot'],
  ])('books a grocery collection slot at a branch, without an address, on %s', async (path, title) => {
    const reserve = vi.fn<FakeHandler>(() =>
      json(reservationFor(slotAt('2026-11-24', 9, { slotType: 'GROCERY_COLLECTION' })), 201),
    );
    const { navigate, services } = open(path, {
      fake: { slots: () => weekOfSlots(NOW, { slotType: 'GROCERY_COLLECTION' }) },
      handlers: { 'POST /slot-reservations': reserve },
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await slotsTable();
    expect(services.calls('/slots')[0]?.url.searchParams.get('slotType')).toBe('GROCERY_COLLECTION');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Tuesday 24 November, 9am to 10am, £0.00' }));
    expect(reserve.mock.calls[0]?.[0].body).toEqual({ customerOrderId: '9100001', slotId: 'G-651-20261124-0900' });
    expect(navigate).toHaveBeenCalledWith('/ecom/shop/trolley');
  });

  it('links a delivery slot already booked to the delivery page', async () => {
    open('/ecom/bookslot/collection/groceriesandentertaining', {
      fake: {
        reservations: [reservationFor(slotAt('2026-11-25', 16))],
        slots: () => weekOfSlots(NOW, { slotType: 'GROCERY_COLLECTION' }),
      },
    });
    await slotsTable();
    expect(screen.getByRole('link', { name: 'See your delivery slots' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/delivery',
    );
  });

  it('is served by the host’s page table at each slot path', async () => {
    serve({ ...tokenSession(), ...fulfilmentHandlers({ slots: () => weekOfSlots(NOW) }) });
    render(
      <Page location={{ pathname: '/ecom/bookslot/collection/entertaining/', search: '' }} servicesUrl={servicesUrl} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book an entertaining collection slot' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Collection branch' })).toBeVisible();
  });
});
