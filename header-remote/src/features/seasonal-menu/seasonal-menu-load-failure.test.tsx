import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderSeasonalMenu } from './testing/render-seasonal-menu.tsx';

// The panel's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./seasonal-menu-panel.tsx', () => {
  throw new Error('Loading chunk seasonal-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('closes again and reports it when the panel cannot load, and tries afresh on the next press', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderSeasonalMenu();
  const button = () => screen.getByRole('button', { name: 'Christmas' });
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await user.click(button());
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'seasonal_menu_failed' }));
  expect(button()).toHaveAttribute('aria-expanded', 'false');

  await user.click(button());
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(button()).toHaveAttribute('aria-expanded', 'false');
});
