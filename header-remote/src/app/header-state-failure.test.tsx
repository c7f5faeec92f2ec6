import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { navigationHandlers } from '../navigation/testing/fake-navigation-services.ts';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { Header } from './header.tsx';

let errors: MockInstance<Console['error']>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.cookie = 'X-Has-Token-Session=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("keeps a signed-in shopper's account links when their header state fails, with the trolley and slot in error", async () => {
  document.cookie = 'X-Has-Token-Session=true; Path=/';
  const fake = fakeShoppingServices({
    headerState: { status: 503, body: { error: 'unavailable', message: 'The services are down' } },
    handlers: navigationHandlers,
  });
  vi.stubGlobal('fetch', fake.fetch);
  const { container } = render(<Header services={{ api: 'http://api.test' }} clientLogging />);

  // Once the failure is known and handled...
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("shopper's header state"), expect.anything()),
  );
  const banner = screen.getByRole('banner');
  // ...the shopper is still signed in, as their cookie says: their account control, never "Sign in".
  expect(within(banner).getByRole('button', { name: 'My account' })).toBeInTheDocument();
  expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  // The rest as the spec's catalogue says: the cost text "Trolley", the slot "Slot".
  expect(await within(banner).findByRole('link', { name: 'Trolley' })).toHaveAttribute('href', '/ecom/shop/trolley');
  expect(await within(banner).findByRole('link', { name: 'Slot' })).toBeInTheDocument();
  expect(fake.requests.filter((request) => request.includes('header-state'))).toEqual(['GET /v1/header-state']);
  await expectNoAxeViolations(container);
});
