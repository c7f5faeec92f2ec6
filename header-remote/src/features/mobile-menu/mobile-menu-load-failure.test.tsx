import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { burger, renderMobileMenu } from './testing/render-mobile-menu.tsx';

// The menu's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./mobile-menu-panel.tsx', () => {
  throw new Error('Loading chunk mobile-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('stays closed and reports it when the menu cannot load, and tries afresh on the next press', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderMobileMenu();
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await user.click(burger());
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'mobile_menu_failed' }));
  expect(burger()).toHaveAttribute('aria-expanded', 'false');

  await user.click(burger());
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(burger()).toHaveAttribute('aria-expanded', 'false');
});
