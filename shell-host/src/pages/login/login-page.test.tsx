import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, tokenAnswer, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { LoginPage } from './login-page.tsx';

const servicesUrl = 'http://services.test';
const signedIn = tokenAnswer('a-signed-token-0123456789abcdef');

const serve = fakeServicesPerTest();

function open(search: string, signIn?: FakeHandler, handlers: Record<string, FakeHandler> = {}) {
  const services = serve({ ...(signIn ? { 'POST /v1/auth/sign-in': signIn } : {}), ...handlers });
  const navigate = vi.fn();
  const view = render(
    <LoginPage location={{ pathname: '/ecom/login', search }} servicesUrl={servicesUrl} navigate={navigate} />,
  );
  return { ...view, services, navigate };
}

async function signInAs(email: string, password: string) {
  await screen.findByLabelText('Email address');
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('shows the form at once, without a call, when the browser has no session cookie', () => {
    const { services } = open('');
    expect(screen.getByLabelText('Email address')).toBeVisible();
    expect(services.requests).toEqual([]);
  });

  it('asks the token endpoint once, with the cookies, when the indicator cookie is set', async () => {
    const { services } = open('', undefined, {
      'POST /v1/auth/token': () => json({ error: 'unauthenticated', message: 'Session ended' }, 401),
    });
    expect(screen.getByRole('status')).toHaveTextContent("Checking whether you're signed in…");
    expect(await screen.findByLabelText('Email address')).toBeVisible();
    const [token] = services.calls('/v1/auth/token');
    expect(token).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(services.requests).toHaveLength(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('signs in with the cookies, so the services set the session, and goes back to the redirect page', async () => {
    const { services, navigate } = open(
      `?${new URLSearchParams({ redirect: '/ecom/shop/search?searchTerm=milk' })}`,
      () => json(signedIn),
    );
    await signInAs('booked@example.com', 'groceries');
    expect(navigate).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=milk');
    const [request] = services.calls('/v1/auth/sign-in');
    expect(request?.body).toEqual({ email: 'booked@example.com', password: 'groceries' });
    expect(request?.credentials).toBe('include');
    // The answer is the session: the page shows it without asking the token endpoint.
    expect(await screen.findByText("You're signed in (customer C-1102).")).toBeVisible();
    expect(services.calls('/v1/auth/token')).toEqual([]);
  });

  it.each([
    ['no redirect', ''],
    ['another site', '?redirect=https://evil.example/ecom'],
    ['a protocol-relative path', '?redirect=//evil.example/ecom'],
    ['a javascript: URL', `?${new URLSearchParams({ redirect: 'javascript:alert(1)' })}`],
    ['an encoded protocol-relative path', '?redirect=%2F%252F%252Fevil.example'],
    ['a backslash trick', `?${new URLSearchParams({ redirect: '/\\evil.example' })}`],
  ])('goes home for %s', async (_, search) => {
    const { navigate } = open(search, () => json(signedIn));
    await signInAs('booked@example.com', 'groceries');
    expect(navigate).toHaveBeenCalledWith('/ecom');
  });

  it('keeps any path on this site, such as the admin pages', async () => {
    const { navigate } = open('?redirect=/admin/customers/C-1002', () => json(signedIn));
    await signInAs('booked@example.com', 'groceries');
    expect(navigate).toHaveBeenCalledWith('/admin/customers/C-1002');
  });

  it('asks for both fields before calling the services', async () => {
    const { services } = open('', () => json(signedIn));
    await signInAs('', '');
    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address');
    expect(services.calls('/v1/auth/sign-in')).toEqual([]);
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
    expect(screen.getByLabelText('Email address')).toBeVisible();
  });

  it('ties a refused email and password to the message that says so', async () => {
    open('', () => json({ error: 'x', message: 'x' }, 401));
    await signInAs('booked@example.com', 'wrong');
    await screen.findByRole('alert');
    for (const label of ['Email address', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Your email address or password is incorrect.');
    }
  });

  it('ends a support user’s own sign-in, which cannot shop', async () => {
    const { services, navigate } = open('', () => json({ ...signedIn, role: 'support' }), {
      'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }),
    });
    await signInAs('support@example.com', 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a support account. Sign on as a customer to shop.',
    );
    const [signOut] = services.calls('/v1/auth/sign-out');
    expect(signOut?.credentials).toBe('include');
    expect(signOut?.headers.get('authorization')).toBe(`Bearer ${signedIn.token}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers to go back or sign out when the cookies hold a session, and signs out with them', async () => {
    const { services } = open(`?${new URLSearchParams({ redirect: '/ecom/shop/search?searchTerm=milk' })}`, undefined, {
      ...tokenSession('token-for-booked-0123456789'),
      'POST /v1/auth/sign-out': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('link', { name: 'Go back to where you were' })).toHaveAttribute(
      'href',
      '/ecom/shop/search?searchTerm=milk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email address')).toBeVisible();
    const [signOut] = services.calls('/v1/auth/sign-out');
    expect(signOut?.credentials).toBe('include');
    expect(signOut?.headers.get('authorization')).toBe('Bearer token-for-booked-0123456789');
  });

  it('stays signed in and says so when signing out fails', async () => {
    open('', undefined, {
      ...tokenSession(),
      'POST /v1/auth/sign-out': () => json({ error: 'internal', message: 'boom' }, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't sign you out. Please try again.");
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('has no axe violations, with errors shown too', async () => {
    const { container } = open('', () => json({ error: 'x', message: 'x' }, 401));
    await screen.findByLabelText('Email address');
    await expectNoAxeViolations(container);
    await signInAs('', '');
    await expectNoAxeViolations(container);
  });
});
