import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { sampleTradingCell } from '@grocer/shared-contracts/cms-builders';
import type { CmsComponentsProps } from '../../content/cms-components.tsx';
import { experienceFragmentLoadedAtom } from '../../navigation/navigation-state.ts';
import type { MenuBannersProps } from '../../navigation/menu-banners/menu-banners.tsx';
import { sampleCategory } from './testing/mobile-menu-fixtures.ts';
import { openMenu, renderMobileMenu } from './testing/render-mobile-menu.tsx';

// The banners and the content renderer are features of their own: here, only what the menu hands them.
vi.mock('../../navigation/menu-banners/menu-banners.tsx', () => ({
  MenuBanners: ({ categories }: MenuBannersProps) => <p>Banners for {categories.join('/')}</p>,
}));
vi.mock('../../content/cms-components.tsx', () => ({
  CmsComponents: ({ components }: CmsComponentsProps) => (
    <p>Content: {components.map((component) => component.componentId).join(', ')}</p>
  ),
}));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.getByRole('link', { name });
const heading = () => screen.getByRole('heading', { level: 2 });
const menuList = () => screen.getAllByRole('list')[0] as HTMLElement;
const entries = () =>
  within(menuList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the mobile menu levels 0-3', () => {
  it('goes Groceries → department → group → aisle links, focusing each new heading', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    expect(heading()).toHaveTextContent('Menu');

    await user.click(button('Groceries'));
    expect(heading()).toHaveTextContent('Groceries');
    expect(heading()).toHaveFocus();
    expect(link('Shop all Groceries')).toHaveAttribute('href', '/ecom/shop/browse/groceries');

    await user.click(button('Fresh & Chilled'));
    expect(heading()).toHaveTextContent('Fresh & Chilled');
    expect(heading()).toHaveFocus();

    await user.click(button('Cheese'));
    expect(heading()).toHaveTextContent('Cheese');
    expect(heading()).toHaveFocus();
    // Level 3 is the deepest: aisles are links to their pages, never buttons.
    expect(entries()).toEqual(['Shop all Cheese', 'Cheddar', 'Cheese Boards', 'Soft Cheese']);
    expect(link('Cheddar')).toHaveAttribute('href', '/ecom/shop/browse/groceries/fresh_and_chilled/cheese/cheddar');
    expect(within(menuList()).queryAllByRole('button')).toEqual([]);
  });

  it('goes with the keyboard alone, and Back pops a level with focus on the item that opened it', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.tab();
    expect(button('Groceries')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Groceries');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(button('Back to Menu')).toHaveFocus();

    await user.click(button('Fruit & Vegetables'));
    await user.click(button('Fresh Fruit'));
    expect(button('Back to Fruit & Vegetables')).toBeInTheDocument();

    await user.click(button('Back to Fruit & Vegetables'));
    expect(heading()).toHaveTextContent('Fruit & Vegetables');
    expect(button('Fresh Fruit')).toHaveFocus();

    await user.click(button('Back to Groceries'));
    expect(button('Fruit & Vegetables')).toHaveFocus();

    button('Back to Menu').focus();
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Menu');
    expect(button('Groceries')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument();
  });

  it('lists only the shown children: hidden and empty categories are absent', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(button('Groceries'));
    expect(entries()).toEqual([
      'Shop all Groceries',
      'Fresh & Chilled',
      'Fruit & Vegetables',
      'Bakery',
      'Tea, Coffee & Soft Drinks',
      'Groceries Offers',
    ]);
    expect(screen.queryByText("Valentine's")).not.toBeInTheDocument();
    expect(screen.queryByText('Summer Barbecue')).not.toBeInTheDocument();
    // A category without children is a link; one with shown children a button.
    expect(link('Groceries Offers')).toHaveAttribute('href', '/ecom/shop/browse/groceries/groceries_offers');
    await user.click(button('Bakery'));
    expect(link('Cakes')).toBeInTheDocument();
    expect(button('Bread')).toBeInTheDocument();
  });

  it('hands the banners the open path at level 2 only', async () => {
    const { user } = renderMobileMenu();
    await openMenu(user);
    await user.click(button('Groceries'));
    expect(screen.queryByText(/^Banners for/)).not.toBeInTheDocument();
    await user.click(button('Fresh & Chilled'));
    expect(screen.getByText(/^Banners for/)).toHaveTextContent(
      `Banners for ${GROCERIES_ROOT_ID}/${sampleCategory('Fresh & Chilled').id}`,
    );
    await user.click(button('Cheese'));
    expect(screen.queryByText(/^Banners for/)).not.toBeInTheDocument();
  });

  it("shows an open department's experience fragment below its list", async () => {
    const { user, store } = renderMobileMenu();
    store.set(experienceFragmentLoadedAtom, 'category-banners/fresh_and_chilled', {
      banner: [sampleTradingCell({ componentId: 'fresh-cell' })],
    });
    await openMenu(user);
    await user.click(button('Groceries'));
    await user.click(button('Fresh & Chilled'));
    expect(screen.getByText('Content: fresh-cell')).toBeInTheDocument();
    await user.click(button('Back to Groceries'));
    await user.click(button('Bakery'));
    // Bakery's fragment is empty: nothing shows.
    expect(screen.queryByText(/^Content:/)).not.toBeInTheDocument();
  });

  it('sends click_megamenu with the level, name and path of each item chosen', async () => {
    const { user, onEvent } = renderMobileMenu();
    // jsdom cannot follow links: the click is what counts here.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    await openMenu(user);
    await user.click(button('Groceries'));
    await user.click(button('Bakery'));
    await user.click(link('Cakes'));
    const clicks = onEvent.mock.calls.filter(([name]) => name === 'analytics').map(([, payload]) => payload);
    expect(clicks).toEqual([
      { name: 'click_megamenu', data: { level: 0, name: 'Groceries', path: '/ecom/shop/browse/groceries' } },
      { name: 'click_megamenu', data: { level: 1, name: 'Bakery', path: '/ecom/shop/browse/groceries/bakery' } },
      { name: 'click_megamenu', data: { level: 2, name: 'Cakes', path: '/ecom/shop/browse/groceries/bakery/cakes' } },
    ]);
    document.removeEventListener('click', stayOnPage);
  });
});
