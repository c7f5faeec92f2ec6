import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { MENU_ITEM_VARIANTS, sampleMenuItemsWith } from '../../navigation/testing/navigation-fixtures.ts';
import { openMenu, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const taxonomy = { status: 'loaded', value: sampleMenuItemsWith(MENU_ITEM_VARIANTS) } as const;

describe('Groceries mega menu: the menu item fields (spec section 3)', () => {
  it("draws a department's icon from the catalogue before its name, hidden from screen readers", async () => {
    const { user } = renderGroceriesMenu({ taxonomy });
    await openMenu(user);
    const fresh = screen.getByRole('button', { name: 'Fresh & Chilled' });
    expect(fresh.querySelector('svg[data-icon="fresh"]')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByRole('button', { name: 'Fruit & Vegetables' }).querySelector('svg[data-icon="fruit-veg"]'),
    ).not.toBeNull();
  });

  it('draws no icon for a name the catalogue does not have, and the item still works', async () => {
    const { user } = renderGroceriesMenu({ taxonomy });
    await openMenu(user);
    const drinks = screen.getByRole('button', { name: 'Tea, Coffee & Soft Drinks' });
    expect(drinks.querySelector('svg[data-icon]')).toBeNull();
    await user.click(drinks);
    expect(await screen.findByRole('link', { name: 'Shop all Tea, Coffee & Soft Drinks' })).toBeVisible();
  });

  it('marks an item that asks for it with a warning icon a screen reader reads as "Warning"', async () => {
    const { user } = renderGroceriesMenu({ taxonomy });
    await openMenu(user);
    const bakery = screen.getByRole('button', { name: 'Bakery Warning' });
    expect(within(bakery).getByRole('img', { name: 'Warning' })).toHaveAttribute('data-icon', 'warning');
    expect(screen.getAllByRole('img', { name: 'Warning' })).toHaveLength(1);
  });

  it('shows a bold item in bold, and says a generated one is generated', async () => {
    const { user } = renderGroceriesMenu({ taxonomy });
    await openMenu(user);
    const offers = screen.getByRole('link', { name: 'Groceries Offers' });
    const label = offers.querySelector('[data-generated]');
    expect(label).not.toBeNull();
    expect(label?.className).toMatch(/bold/);
    expect(screen.getByRole('button', { name: 'Bakery Warning' }).querySelector('[data-generated]')).toBeNull();
  });

  it('passes axe with every variant showing', async () => {
    const { user, container } = renderGroceriesMenu({ taxonomy });
    await openMenu(user);
    await expectNoAxeViolations(container);
  });
});
