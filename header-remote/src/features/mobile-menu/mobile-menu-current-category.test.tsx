import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.getByRole('link', { name });

describe("the mobile menu on a category's page (category path resolution, decision 020)", () => {
  it('marks the categories above the page as current, and the page itself', async () => {
    window.history.replaceState(null, '', '/ecom/shop/browse/groceries/fresh_and_chilled/cheese');
    const { user, container } = renderMobileMenu();
    await openMenu(user);
    expect(button('Groceries')).toHaveAttribute('aria-current', 'true');
    expect(button('Entertaining')).not.toHaveAttribute('aria-current');
    await user.click(button('Groceries'));
    expect(button('Fresh & Chilled')).toHaveAttribute('aria-current', 'true');
    expect(button('Bakery')).not.toHaveAttribute('aria-current');
    await user.click(button('Fresh & Chilled'));
    expect(button('Cheese')).toHaveAttribute('aria-current', 'true');
    await user.click(button('Cheese'));
    expect(link('Shop all Cheese')).toHaveAttribute('aria-current', 'page');
    expect(link('Cheddar')).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container.ownerDocument.body);
  });

  it("marks an aisle's link as the page", async () => {
    window.history.replaceState(null, '', '/ecom/shop/browse/groceries/fresh_and_chilled/cheese/cheddar');
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(button('Groceries'));
    await user.click(button('Fresh & Chilled'));
    await user.click(button('Cheese'));
    expect(link('Cheddar')).toHaveAttribute('aria-current', 'page');
    expect(link('Shop all Cheese')).not.toHaveAttribute('aria-current');
  });

  it('marks nothing on a page that is not a category', async () => {
    window.history.replaceState(null, '', '/ecom/trolley');
    const { user } = renderMobileMenu();
    await openMenu(user);
    expect(button('Groceries')).not.toHaveAttribute('aria-current');
  });
});
