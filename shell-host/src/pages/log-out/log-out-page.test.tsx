import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { fakeServicesPerTest } from '../../api/testing/fake-services-per-test.ts';
import { json, tokenSession, type FakeHandler } from '../../api/testing/fake-services.ts';
import { LogOutPage } from './log-out-page.tsx';

const servicesUrl = 'http://services.test';
const signedOut = () => new Response(null, { status: 204 });

const serve = fakeServicesPerTest();

function open(handlers: Record<string, FakeHandler>, search = '') {
  const services = serve(handlers);
  const replace = vi.fn();
  const view = render(
    <StrictMode>
      <LogOutPage location={{ pathname: '/ecom/log-out', search }} servicesUrl={servicesUrl} replace={replace} />
    </StrictMode>,
  );
  return { ...view, services, replace };
}

describe('the log-out page', () => {
  it('ends the session with the cookies and the token once, then loads again so the header agrees', async () => {
    const { services, replace } = open({ ...tokenSession(), 'POST /v1/auth/sign-out': signedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'Signing out' })).toBeVisible();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/ecom/log-out?signedOut'));
    const calls = services.calls('/v1/auth/sign-out');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer test-token-0123456789abcdef');
  });

  it('says "You have signed out", with a link home, without a call when the browser has no session', () => {
    const { replace, services } = open({ 'POST /v1/auth/sign-out': signedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to groceries home' })).toHaveAttribute('href', '/ecom');
    expect(services.requests).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('still ends the session with the cookies when the token could not be read', async () => {
    const { replace, services } = open({
      'POST /v1/auth/token': () => json({ error: 'internal', message: 'boom' }, 500),
      'POST /v1/auth/sign-out': () => json({ error: 'unauthenticated', message: 'x' }, 401),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    const [call] = services.calls('/v1/auth/sign-out');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('authorization')).toBe('Bearer unauthenticated');
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not load again after the reload, even if a session was still there', async () => {
    const { replace } = open({ ...tokenSession(), 'POST /v1/auth/sign-out': signedOut }, '?signedOut');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says sorry and tries again when signing out fails', async () => {
    let fail = true;
    const { services, replace } = open({
      ...tokenSession(),
      'POST /v1/auth/sign-out': () => (fail ? json({ error: 'internal', message: 'boom' }, 500) : signedOut()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't sign you out. Please try again.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/ecom/log-out?signedOut'));
    expect(services.calls('/v1/auth/sign-out')).toHaveLength(2);
  });

  it('has no axe violations, signed out and failed', async () => {
    const { container, unmount } = open({ 'POST /v1/auth/sign-out': signedOut });
    await screen.findByRole('heading', { name: 'You have signed out' });
    await expectNoAxeViolations(container);
    unmount();
    const failed = open({ ...tokenSession(), 'POST /v1/auth/sign-out': () => json({ error: 'x', message: 'x' }, 500) });
    await screen.findByRole('alert');
    await expectNoAxeViolations(failed.container);
  });
});
