import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/fake-services-per-test.ts';
import { json, tokenAnswer, type FakeHandler } from '../../api/fake-services.ts';
import { AdminCustomerPage } from './admin-customer-page.tsx';

const servicesUrl = 'http://services.test';
const supportToken = 'support-own-token-0123456789';
const actingToken = 'acting-token-0123456789abcdef';
const supportSignedIn = () => json(tokenAnswer(supportToken, { customerId: 'S-2001', role: 'support' }));
const signedOn = () => json(tokenAnswer(actingToken, { customerId: 'C-1002', isSignedOnAsCustomer: true }));
const signedOut = () => new Response(null, { status: 204 });

const serve = fakeServicesPerTest();

function open(handlers: Record<string, FakeHandler>, pathname = '/admin/customers/C-1002') {
  const services = serve(handlers);
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

describe('the admin customer-details page', () => {
  it('shows the customer id and a support sign-in form', () => {
    open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Customer details' })).toBeVisible();
    expect(screen.getByRole('definition')).toHaveTextContent('C-1002');
    expect(screen.getByRole('form', { name: 'Support sign-in' })).toBeVisible();
  });

  it('signs the support user in without cookies, signs on with them, ends the support sign-in and goes to the shop', async () => {
    const { services, navigate } = open({
      'POST /v1/auth/sign-in': supportSignedIn,
      'POST /v1/auth/sign-on-as-customer': signedOn,
      'POST /v1/auth/sign-out': signedOut,
    });
    await signInAs('support@example.com', 'support');
    expect(await screen.findByText('Signed in as support user S-2001.')).toBeVisible();
    const [signIn] = services.calls('/v1/auth/sign-in');
    expect(signIn?.body).toEqual({ email: 'support@example.com', password: 'support' });
    expect(signIn?.credentials).toBe('omit');

    await userEvent.click(screen.getByRole('button', { name: 'Sign on as this customer' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/ecom'));
    const [signOn] = services.calls('/v1/auth/sign-on-as-customer');
    expect(signOn?.body).toEqual({ customerId: 'C-1002' });
    expect(signOn?.credentials).toBe('include');
    expect(signOn?.headers.get('authorization')).toBe(`Bearer ${supportToken}`);
    const [signOut] = services.calls('/v1/auth/sign-out');
    expect(signOut?.credentials).toBe('omit');
    expect(signOut?.headers.get('authorization')).toBe(`Bearer ${supportToken}`);
    // The acting session's cookies must be in place before the support session is ended.
    expect(services.requests.map((request) => request.url.pathname)).toEqual([
      '/v1/auth/sign-in',
      '/v1/auth/sign-on-as-customer',
      '/v1/auth/sign-out',
    ]);
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
    await userEvent.click(await screen.findByRole('button', { name: 'Sign on as this customer' }));
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

  it('has no axe violations, signed out and signed in', async () => {
    const { container } = open({ 'POST /v1/auth/sign-in': supportSignedIn });
    await expectNoAxeViolations(container);
    await signInAs('support@example.com', 'support');
    await screen.findByRole('button', { name: 'Sign on as this customer' });
    await expectNoAxeViolations(container);
  });
});
