import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { groceriesButton, openMenu, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

// The chunk of the content beside the columns fails to load (a deploy replaced it, the network dropped).
vi.mock('./menu-aside.tsx', () => {
  throw new Error('Loading chunk mega-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('keeps its columns when the content beside them cannot load, reports it, and tries afresh on the next open', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderGroceriesMenu();
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await openMenu(user);
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'mega_menu_failed' }));
  await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
  expect(await screen.findByRole('link', { name: 'Shop all Fresh & Chilled' })).toBeVisible();

  await user.keyboard('{Escape}');
  expect(groceriesButton()).toHaveFocus();
  await user.click(groceriesButton());
  await waitFor(() => expect(failures()).toHaveLength(2));
  expect(groceriesButton()).toHaveAttribute('aria-expanded', 'true');
});
