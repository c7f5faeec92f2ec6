import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

// The chunk of a department's banners and content fails to load (a deploy replaced it, the network dropped).
vi.mock('./department-extras.tsx', () => {
  throw new Error('Loading chunk mobile-menu failed');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("keeps a department's list when its banners and content cannot load, reports it, and tries afresh on the next", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const { user, onEvent } = renderMobileMenu();
  const failures = () => onEvent.mock.calls.filter(([name]) => name === 'header_error');

  await openMenu(user);
  await user.click(screen.getByRole('button', { name: 'Groceries' }));
  await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
  await waitFor(() => expect(failures()).toHaveLength(1));
  expect(failures()[0]?.[1]).toEqual(expect.objectContaining({ code: 'mobile_menu_failed' }));
  expect(screen.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cheese' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Back to Groceries' }));
  await user.click(screen.getByRole('button', { name: 'Fruit & Vegetables' }));
  await waitFor(() => expect(failures()).toHaveLength(2));
});
