import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, tokenAnswer, type FakeHandler } from '../../api/testing/fake-services.ts';
import { AdminCustomerPage } from './admin-customer-page.tsx';
import { REASON_MESSAGE } from './sign-on-form.tsx';
import { SUPPORT_TOKEN, supportSignedIn } from './testing/support-user.ts';

const servicesUrl = 'http://services.test';
const actingToken = 'acting-token-0123456789abcdef';
const signedOn = () => json(tokenAnswer(actingToken, { customerId: 'C-1002', isSignedOnAsCustomer: true }));
const signedOut = () => new Response(null, { status: 204 });
const AUDIT = 'GET /v1/admin/customers/C-1002/support-audit';
const REASON = 'Customer phoned about a missing item';
const audit =
  (entries: unknown[] = [], nextBefore: string | null = null) =>
  () =>
    json({ customerId: 'C-1002', entries, nextBefore });
const AUDIT_ROWS = [
  {
    action: 'return_to_admin',
    supportUserId: 'S-2001',
    customerId: 'C-1002',
    namedCustomerId: null,
    reason: 'Ticket 4411: refund a missing item',
    clientAddress: '203.0.113.7',
    at: '2026-11-20T14:35:00.000Z',
  },
  {
    action: 'sign_on',
    supportUserId: 'S-2001',
    customerId: 'C-1002',
    namedCustomerId: null,
    reason: 'Ticket 4411: refund a missing item',
    clientAddress: '203.0.113.7',
    at: '2026-11-20T14:20:00.000Z',
  },
];

const serve = fakeServicesPerTest();

function open(handlers: Record<string, FakeHandler>, pathname = '/admin/customers/C-1002') {
  // Every signed-in page loads the audit; an empty one unless the test says otherwise.
  const services = serve({ [AUDIT]: audit(), ...handlers });
  const navigate = vi.fn();
  const view = render(
    <AdminCustomerPage location={{ pathname, search: '' }} servicesUrl={servicesUrl} navigate={navigate} />,
  );
  return { ...view, services, navigate };
}

async function signInAs(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function signOnWithReason(reason: string) {
  const form = await screen.findByRole('form', { name: 'Sign on as this customer' });
  if (reason) await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), reason);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign on as this customer' }));
}

describe('the admin customer-details page', () => {
  it('shows the customer id and a support sign-in form', () => {
    open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
    expect(screen.getByRole('definition')).toHaveTextContent('C-1002');
    expect(screen.getByRole('form', { name: 'Support sign-in' })).toBeVisible();
  });

  it('signs the support user in without cookies, signs on with them and goes to the shop, leaving the support sign-in to run', async () => {
    const { services, navigate } = open({
      'POST /v1/auth/sign-in': supportSignedIn,
      'POST /v1/auth/sign-on-as-customer': signedOn,
    });
    await signInAs('support@example.com', 'support');
    expect(await screen.findByText('Signed in as support user S-2001.')).toBeVisible();
    const [signIn] = services.calls('/v1/auth/sign-in');
    expect(signIn?.body).toEqual({ email: 'support@example.com', password: 'support' });
    expect(signIn?.credentials).toBe('omit');

    await signOnWithReason(`  ${REASON} `);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/ecom'));
    const [signOn] = services.calls('/v1/auth/sign-on-as-customer');
    expect(signOn?.body).toEqual({ customerId: 'C-1002', reason: REASON });
    expect(signOn?.credentials).toBe('include');
    expect(signOn?.headers.get('authorization')).toBe(`Bearer ${SUPPORT_TOKEN}`);
    // Not signed out: the acting session would end with it (decision 033).
    const posts = services.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname)).toEqual(['/v1/auth/sign-in', '/v1/auth/sign-on-as-customer']);
  });

  it('refuses a shopper and ends the sign-in it made', async () => {
    const { services } = open({
      'POST /v1/auth/sign-in': () => json(tokenAnswer(actingToken)),
      'POST /v1/auth/sign-out': signedOut,
    });
    await signInAs('shopper@example.com', 'groceries');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for support users only.');
    expect(services.calls('/v1/auth/sign-out')[0]?.headers.get('authorization')).toBe(`Bearer ${actingToken}`);
    expect(screen.queryByRole('button', { name: 'Sign on as this customer' })).toBeNull();
  });

  it.each([
    [401, 'Your email address or password is incorrect.'],
    [429, 'Too many failed attempts. Please wait a few minutes and try again.'],
    [500, "Sorry, we couldn't sign you in. Please try again."],
  ])('explains a %s on sign-in', async (status, message) => {
    open({ 'POST /v1/auth/sign-in': () => json({ error: 'x', message: 'x' }, status) });
    await signInAs('support@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for both fields before calling the services', async () => {
    const { services } = open({});
    await signInAs('', '');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(services.requests).toEqual([]);
  });

  it.each([
    [404, 'There is no customer with this id.'],
    [500, "Sorry, we couldn't sign you on as this customer. Please try again."],
  ])('stays on the page and explains a %s on sign-on', async (status, message) => {
    const { navigate, services } = open({
      'POST /v1/auth/sign-in': supportSignedIn,
      'POST /v1/auth/sign-on-as-customer': () => json({ error: 'x', message: 'x' }, status),
    });
    await signInAs('support@example.com', 'support');
    await signOnWithReason(REASON);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(services.calls('/v1/auth/sign-out')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign on as this customer' })).toBeVisible();
  });

  it('says so for an address that names no customer, without a form', () => {
    open({}, '/admin/customers/%3Cscript%3E');
    expect(screen.getByText('There is no customer at this address.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('has no axe violations, signed out, signed in with a page of the audit, and with the reason missing', async () => {
    const { container } = open({ 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: audit(AUDIT_ROWS, '51') });
    await expectNoAxeViolations(container);
    await signInAs('support@example.com', 'support');
    await screen.findByRole('table');
    await expectNoAxeViolations(container);
    await signOnWithReason('');
    await expectNoAxeViolations(container);
  });

  describe('the reason', () => {
    it.each([
      ['nothing', ''],
      ['only spaces', '     '],
      ['two letters', 'ab'],
    ])(
      'is required: with %s, the field says what is wrong and takes the focus, and nothing is sent',
      async (_, typed) => {
        const { services, navigate } = open({ 'POST /v1/auth/sign-in': supportSignedIn });
        await signInAs('support@example.com', 'support');
        await signOnWithReason(typed);
        const reason = screen.getByRole('textbox', { name: 'Reason' });
        expect(reason).toBeRequired();
        expect(reason).toBeInvalid();
        expect(reason).toHaveFocus();
        expect(reason).toHaveAccessibleDescription(expect.stringContaining(REASON_MESSAGE));
        expect(services.calls('/v1/auth/sign-on-as-customer')).toEqual([]);
        expect(navigate).not.toHaveBeenCalled();
      },
    );

    it('counts the characters left, up to the most the audit keeps', async () => {
      open({ 'POST /v1/auth/sign-in': supportSignedIn });
      await signInAs('support@example.com', 'support');
      const reason = await screen.findByRole('textbox', { name: 'Reason' });
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('500/500 characters left'));
      await userEvent.type(reason, 'Refund');
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('494/500 characters left'));
      expect(reason).toHaveAttribute('maxlength', '500');
    });
  });

  describe('the support audit', () => {
    it('lists who signed on as this customer, when, why and from where, with the support user’s own token', async () => {
      const { services } = open({ 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: audit(AUDIT_ROWS) });
      await signInAs('support@example.com', 'support');
      const table = await screen.findByRole('table', { name: 'Support actions for this customer, newest first' });
      const [, returned, signedOn] = within(table).getAllByRole('row');
      expect(returned).toHaveTextContent(
        '20 Nov 2026, 14:35:00Returned to adminS-2001Ticket 4411: refund a missing item',
      );
      expect(signedOn).toHaveTextContent('Signed on as customer');
      expect(within(table).getAllByRole('cell', { name: '203.0.113.7' })).toHaveLength(2);
      const [call] = services.calls('/v1/admin/customers/C-1002/support-audit');
      expect(call?.headers.get('authorization')).toBe(`Bearer ${SUPPORT_TOKEN}`);
      expect(call?.credentials).toBe('omit');
    });

    it('names every end and refusal, with no address for an expiry', async () => {
      const row = {
        supportUserId: 'S-2001',
        customerId: 'C-1002',
        namedCustomerId: null,
        reason: 'Ticket 4412',
        at: '2026-11-20T15:00:00.000Z',
      };
      open({
        'POST /v1/auth/sign-in': supportSignedIn,
        [AUDIT]: audit([
          { ...row, action: 'expired', clientAddress: null },
          { ...row, action: 'support_session_ended', clientAddress: '203.0.113.7' },
          { ...row, action: 'sign_out', clientAddress: '203.0.113.7' },
          { ...row, action: 'sign_on_refused', namedCustomerId: 'C-1003', clientAddress: '203.0.113.7' },
        ]),
      });
      await signInAs('support@example.com', 'support');
      const table = await screen.findByRole('table', { name: 'Support actions for this customer, newest first' });
      const [, expired, ended, signedOut, refused] = within(table).getAllByRole('row');
      expect(expired).toHaveTextContent('Session ran outS-2001Ticket 4412—');
      expect(ended).toHaveTextContent('Ended with the support sign-in');
      expect(signedOut).toHaveTextContent('Signed out');
      expect(refused).toHaveTextContent('Sign-on refused (asked for C-1003)');
    });

    it('goes to older entries and back, a page at a time', async () => {
      const page = (reason: string) => [{ ...AUDIT_ROWS[0], reason }];
      const { services } = open({
        'POST /v1/auth/sign-in': supportSignedIn,
        [AUDIT]: ({ url }) =>
          url.searchParams.get('before') === '51'
            ? json({ customerId: 'C-1002', entries: page('An older call'), nextBefore: null })
            : json({ customerId: 'C-1002', entries: page('The latest call'), nextBefore: '51' }),
      });
      await signInAs('support@example.com', 'support');
      const pages = await screen.findByRole('navigation', { name: 'Support audit pages' });
      expect(within(pages).queryByRole('button', { name: 'Newer entries' })).toBeNull();
      await userEvent.click(within(pages).getByRole('button', { name: 'Older entries' }));
      expect(await screen.findByRole('cell', { name: 'An older call' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Newer entries' }));
      expect(await screen.findByRole('cell', { name: 'The latest call' })).toBeVisible();
      expect(services.calls('/v1/admin/customers/C-1002/support-audit').map((call) => call.url.search)).toEqual([
        '',
        '?before=51',
        '',
      ]);
    });

    it('shows one kind of action when asked, from its newest', async () => {
      const { services } = open({ 'POST /v1/auth/sign-in': supportSignedIn, [AUDIT]: audit(AUDIT_ROWS, '51') });
      await signInAs('support@example.com', 'support');
      await userEvent.click(await screen.findByRole('button', { name: 'Older entries' }));
      await screen.findByRole('button', { name: 'Newer entries' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Sign-on refused');
      await vi.waitFor(() =>
        expect(services.calls('/v1/admin/customers/C-1002/support-audit').at(-1)?.url.search).toBe(
          '?action=sign_on_refused',
        ),
      );
      expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Sign-on refused');
    });

    it('says when there is nothing of the kind asked for', async () => {
      open({ 'POST /v1/auth/sign-in': supportSignedIn });
      await signInAs('support@example.com', 'support');
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Show' }), 'Session ran out');
      expect(await screen.findByText('Nothing of the kind “Session ran out” for this customer.')).toBeVisible();
    });

    it('says when nobody has signed on as this customer', async () => {
      open({ 'POST /v1/auth/sign-in': supportSignedIn });
      await signInAs('support@example.com', 'support');
      expect(await screen.findByText('No support user has signed on as this customer yet.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
    });

    it('says so when it cannot load, and tries again', async () => {
      let answers = 0;
      open({
        'POST /v1/auth/sign-in': supportSignedIn,
        [AUDIT]: () =>
          ++answers === 1
            ? json({ error: 'x', message: 'x' }, 500)
            : json({ customerId: 'C-1002', entries: AUDIT_ROWS, nextBefore: null }),
      });
      await signInAs('support@example.com', 'support');
      expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the support audit.");
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table')).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
