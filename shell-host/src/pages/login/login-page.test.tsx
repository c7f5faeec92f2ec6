import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServices, json, storeTestSession, type FakeHandler } from '../../api/fake-services.ts';
import { LoginPage } from './login-page.tsx';

const servicesUrl = 'http://services.test';
const origin = 'http://host.test';
const signedIn = {
  token: 'a-signed-token-0123456789abcdef',
  tokenType: 'Bearer',
  expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
  customerId: 'C-1102',
  isSignedOnAsCustomer: false,
  role: 'customer',
};

function open(search: string, signIn?: FakeHandler) {
  const services = fakeServices(signIn ? { 'POST /v1/auth/sign-in': signIn } : {});
  vi.stubGlobal('fetch', services.fetch);
  const navigate = vi.fn();
  const view = render(
    <LoginPage
      location={{ pathname: '/ecom/login', search }}
      servicesUrl={servicesUrl}
      navigate={navigate}
      origin={origin}
    />,
  );
  return { ...view, services, navigate };
}

async function signInAs(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in page', () => {
  it('signs in, keeps the token for the tab and goes back to the redirect page', async () => {
    const { services, navigate } = open(
      `?${new URLSearchParams({ redirect: '/ecom/shop/search?searchTerm=milk' })}`,
      () => json(signedIn),
    );
    await signInAs('booked@example.com', 'groceries');
    expect(navigate).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=milk');
    expect(services.requests[0]?.body).toEqual({ email: 'booked@example.com', password: 'groceries' });
    expect(JSON.parse(sessionStorage.getItem('fernleaf-shell-session') ?? '{}')).toEqual({
      token: signedIn.token,
      customerId: 'C-1102',
      expiresAt: signedIn.expiresAt,
    });
  });

  it.each([
    ['no redirect', ''],
    ['another site', '?redirect=https://evil.example/ecom'],
    ['a protocol-relative path', '?redirect=//evil.example/ecom'],
    ['a path outside the shop', '?redirect=/admin'],
  ])('goes home for %s', async (_, search) => {
    const { navigate } = open(search, () => json(signedIn));
    await signInAs('booked@example.com', 'groceries');
    expect(navigate).toHaveBeenCalledWith('/ecom');
  });

  it('asks for both fields before calling the services', async () => {
    const { services } = open('', () => json(signedIn));
    await signInAs('', '');
    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address');
    expect(services.requests).toEqual([]);
  });

  it.each([
    [401, 'Your email address or password is incorrect.'],
    [429, 'Too many failed attempts. Please wait a few minutes and try again.'],
    [500, "Sorry, we couldn't sign you in. Please try again."],
  ])('explains a %s', async (status, message) => {
    const { navigate } = open('', () => json({ error: 'x', message: 'x' }, status));
    await signInAs('booked@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('fernleaf-shell-session')).toBeNull();
  });

  it('does not keep a support user’s own sign-in, which cannot shop', async () => {
    open('', () => json({ ...signedIn, role: 'support' }));
    await signInAs('support@example.com', 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a support account. Sign on as a customer to shop.',
    );
    expect(sessionStorage.getItem('fernleaf-shell-session')).toBeNull();
  });

  it('offers to go back or sign out when already signed in', async () => {
    storeTestSession();
    open(`?${new URLSearchParams({ redirect: '/ecom/shop/search?searchTerm=milk' })}`);
    expect(screen.getByRole('link', { name: 'Go back to where you were' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=milk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('Email address')).toBeVisible();
    expect(sessionStorage.getItem('fernleaf-shell-session')).toBeNull();
  });

  it('has no axe violations, with errors shown too', async () => {
    const { container } = open('', () => json({ error: 'x', message: 'x' }, 401));
    await expectNoAxeViolations(container);
    await signInAs('', '');
    await expectNoAxeViolations(container);
  });
});
