import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { groceriesButton, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

// The panel's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./mega-menu-panel.tsx', () => {
  throw new Error('Loading chunk mega-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('says the menu could not load, reports it, still closes, and tries afresh on the next open', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderGroceriesMenu();
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await user.click(groceriesButton());
  expect(await screen.findByText('Sorry, the menu could not load.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to Groceries' })).toHaveAttribute('href', '/ecom/shop/browse/groceries');
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'mega_menu_failed' }));

  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(groceriesButton()).toHaveAttribute('aria-expanded', 'false');
  expect(groceriesButton()).toHaveFocus();

  await user.click(groceriesButton());
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(groceriesButton()).toHaveAttribute('aria-expanded', 'true');
});
