import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { json } from '../../../../test-support/fake-network.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import {
  accountButton,
  API,
  menuItemsShown,
  renderAccountLinks,
  type RenderAccountOptions,
} from './testing/render-account-links.tsx';

vi.mock('../../lib/navigate.ts', () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const SUPPORT_USER = { ...SIGNED_IN, isSignedOnAsCustomer: true };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function press(name: 'Sign out' | 'Return to admin', options: RenderAccountOptions = {}) {
  const rendered = renderAccountLinks(options);
  await rendered.user.click(accountButton());
  await menuItemsShown();
  await rendered.user.click(screen.getByRole('button', { name }));
  return rendered;
}

const actionCalls = (requests: readonly string[]) => requests.filter((request) => request.startsWith('POST'));

describe('Sign out', () => {
  it('posts v1/auth/sign-out with the cookies, then goes to the log-out page', async () => {
    const { services } = await press('Sign out');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/ecom/log-out'));
    expect(actionCalls(services.requests)).toEqual(['POST /v1/auth/sign-out']);
    const request = services.sent.find((sent) => sent.url === `${API}/v1/auth/sign-out`);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${SIGNED_IN.token}`);
  });

  it('still goes to the log-out page when there was no session left (401)', async () => {
    await press('Sign out', { signOut: { status: 401, body: { error: 'unauthenticated', message: 'No session' } } });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/ecom/log-out'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays, says so and logs when the services fail', async () => {
    const { onEvent } = await press('Sign out', { signOut: { status: 500, body: { error: 'x', message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't sign you out. Please try again.");
    expect(navigateTo).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[header\] Sign out error: /));
    expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'sign_out_failed' }));
  });
});

describe('Return to admin', () => {
  it("posts v1/auth/return-to-admin with the acting session's bearer and goes to the admin page it names", async () => {
    const { services } = await press('Return to admin', { auth: SUPPORT_USER });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/customers/C-1101'));
    const request = services.sent.find((sent) => sent.url === `${API}/v1/auth/return-to-admin`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${SUPPORT_USER.token}`);
    expect(request?.credentials).toBe('include');
  });

  it.each(['https://evil.example/admin/customers/C-1101', '//evil.example/admin', 'javascript:alert(1)'])(
    'never leaves the site for %s: logs "Return to admin error" instead',
    async (redirectUrl) => {
      await press('Return to admin', { auth: SUPPORT_USER, returnToAdmin: { redirectUrl } });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Sorry, we couldn't return you to admin. Please try again.",
      );
      expect(navigateTo).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[header\] Return to admin error: Refused/));
    },
  );

  it('logs "Return to admin error: {message}" when the services refuse', async () => {
    await press('Return to admin', {
      auth: SUPPORT_USER,
      returnToAdmin: { status: 403, body: { error: 'forbidden', message: 'Not acting for a customer' } },
    });
    await screen.findByRole('alert');
    expect(navigateTo).not.toHaveBeenCalled();
    const logged = consoleError.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(expect.stringMatching(/^\[header\] Return to admin error: .*403/));
  });

  it('can be tried again after a failure', async () => {
    const { user, services } = await press('Return to admin', {
      auth: SUPPORT_USER,
      returnToAdmin: { status: 503, body: { error: 'down', message: 'down' } },
    });
    await screen.findByRole('alert');
    services.answers = {
      handlers: { 'POST /v1/auth/return-to-admin': () => json({ redirectUrl: '/admin/customers/C-1101' }) },
    };
    await user.click(screen.getByRole('button', { name: 'Return to admin' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/admin/customers/C-1101'));
  });
});
