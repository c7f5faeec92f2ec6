import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { accountButton, renderAccountLinks } from './testing/render-account-links.tsx';

// The dropdown items' chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./account-menu-panel.tsx', () => {
  throw new Error('Loading chunk account-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('closes again and reports it when the items cannot load, and tries afresh on the next press', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderAccountLinks();
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await user.click(accountButton());
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'account_menu_failed' }));
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  expect(accountButton()).toBeEnabled();

  await user.click(accountButton());
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
});
