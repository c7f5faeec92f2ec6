import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_ITEM_VARIANTS, sampleMenuItemsWith } from '../../navigation/testing/navigation-fixtures.ts';
import { openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the mobile menu: the menu item fields (spec section 3)', () => {
  it('shows the departments as the mega menu does: icon, warning named "Warning", bold and generated', async () => {
    const { user } = renderMobileMenu({
      taxonomy: { status: 'loaded', value: sampleMenuItemsWith(MENU_ITEM_VARIANTS) },
    });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Groceries' }));
    const bakery = await screen.findByRole('button', { name: 'Bakery Warning' });
    expect(within(bakery).getByRole('img', { name: 'Warning' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Fresh & Chilled' }).querySelector('svg[data-icon="fresh"]'),
    ).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Tea, Coffee & Soft Drinks' }).querySelector('svg[data-icon]'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Groceries Offers' }).querySelector('[data-generated]')).not.toBeNull();
  });
});
