import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnNames, groceriesButton, renderGroceriesMenu } from './testing/render-groceries-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const link = (name: string) => screen.getByRole('link', { name });
const button = (name: string) => screen.getByRole('button', { name });

/** Focus on the Groceries button, Enter, and wait for focus to land on the first item. */
async function openFromKeyboard() {
  const view = renderGroceriesMenu();
  groceriesButton().focus();
  await view.user.keyboard('{Enter}');
  await waitFor(() => expect(link('Shop all Groceries')).toHaveFocus());
  return view;
}

describe('Groceries mega menu: keyboard (WAI-ARIA disclosure navigation)', () => {
  it('goes three levels deep with the arrows, back with ArrowLeft, and out with Escape', async () => {
    const { user } = await openFromKeyboard();

    await user.keyboard('{ArrowDown}');
    expect(button('Fresh & Chilled')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Fresh & Chilled')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(link('Shop all Fresh & Chilled')).toHaveFocus());

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(button('Cheese')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(link('Shop all Cheese')).toHaveFocus());
    expect(columnNames()).toEqual(['Groceries', 'Fresh & Chilled', 'Cheese']);

    await user.keyboard('{ArrowDown}');
    expect(link('Cheddar')).toHaveFocus();
    // An aisle is a link: there is nothing further right.
    await user.keyboard('{ArrowRight}');
    expect(link('Cheddar')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(button('Cheese')).toHaveFocus());
    expect(button('Cheese')).toHaveAttribute('aria-expanded', 'false');
    expect(columnNames()).toEqual(['Groceries', 'Fresh & Chilled']);

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(button('Fresh & Chilled')).toHaveFocus());
    expect(columnNames()).toEqual(['Groceries']);

    await user.keyboard('{Escape}');
    expect(groceriesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(groceriesButton()).toHaveFocus();
  });

  it('ArrowRight on an open sub-menu button moves into its column without closing it', async () => {
    const { user } = await openFromKeyboard();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(link('Shop all Fresh & Chilled')).toHaveFocus());
    button('Fresh & Chilled').focus();
    await user.keyboard('{ArrowRight}');
    expect(link('Shop all Fresh & Chilled')).toHaveFocus();
    expect(columnNames()).toEqual(['Groceries', 'Fresh & Chilled']);
  });

  it('opens a sub-menu with Enter too, moving focus into it', async () => {
    const { user } = await openFromKeyboard();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(link('Shop all Fruit & Vegetables')).toHaveFocus());
  });

  it('moves within a column with ArrowDown/ArrowUp (wrapping), Home and End', async () => {
    const { user } = await openFromKeyboard();
    await user.keyboard('{ArrowUp}');
    expect(link('Groceries Offers')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Shop all Groceries')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Groceries Offers')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Shop all Groceries')).toHaveFocus();
  });

  it('ArrowLeft in the first column does nothing', async () => {
    const { user } = await openFromKeyboard();
    await user.keyboard('{ArrowLeft}');
    expect(link('Shop all Groceries')).toHaveFocus();
    expect(groceriesButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets Tab walk from the columns to the close button', async () => {
    const { user } = await openFromKeyboard();
    await user.keyboard('{End}');
    await user.tab();
    expect(button('Close menu')).toHaveFocus();
    expect(groceriesButton()).toHaveAttribute('aria-expanded', 'true');
  });
});
