import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  edgeCaseContent,
  sampleCategoryFragment,
  sampleMenuContent,
  sampleUrlName,
} from '@grocer/shared-contracts/cms-builders';
import { SIGNED_OUT } from '../../shopping/auth-state.ts';
import { SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { sampleBannerAds } from '../../navigation/menu-banners/testing/banner-fixtures.ts';
import { GroceriesMenu } from './groceries-menu.tsx';
import { groceriesPath } from './testing/menu-paths.ts';
import { fakeMenuNetwork, MenuStoryRoot, type MenuStoryState } from '../../navigation/testing/menu-story.tsx';
import {
  MENU_ITEM_VARIANTS,
  sampleMenuItems,
  sampleMenuItemsWith,
} from '../../navigation/testing/navigation-fixtures.ts';
import { taxonomyLoadedAtom } from '../../navigation/navigation-state.ts';
import { ServerDrawn } from '../../testing/server-drawn.tsx';

/** The fragments of every sample category that has one (`category-banners/<url name>`). */
const FRAGMENTS = Object.fromEntries(
  ['Fresh & Chilled', 'Milk, Butter & Eggs', 'Cheese', 'Fruit & Vegetables', 'Bakery'].map((name) => [
    `category-banners/${sampleUrlName(name)}`,
    sampleCategoryFragment(name),
  ]),
);

const ADS = sampleBannerAds({ imageSrc: '/favicon.svg', withoutTracking: true });

/** The header's nav row, as `app/header.module.css` lays it out (the menu's panel hangs from it). */
const NAV_ROW = {
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  height: 49,
  padding: '0 24px',
  borderTop: '1px solid #eeeee8',
  borderBottom: '1px solid #dcdcd6',
  anchorName: '--header-nav-row',
} as const;

/** The desktop nav row with the Groceries menu, above some page the open panel covers. */
function NavRowAbovePage() {
  return (
    <>
      <div style={NAV_ROW}>
        <GroceriesMenu />
      </div>
      <div style={{ height: 600, padding: 24, color: '#222' }}>
        <p>The page below the header.</p>
      </div>
    </>
  );
}

function MegaMenuStory(state: MenuStoryState) {
  return (
    <MenuStoryRoot state={state}>
      <NavRowAbovePage />
    </MenuStoryRoot>
  );
}

const meta = {
  title: 'Header/Mega menu',
  component: MegaMenuStory,
  args: {
    auth: SIGNED_OUT,
    menuContent: { status: 'loaded', value: sampleMenuContent() },
    fragments: FRAGMENTS,
    menuBanners: false,
    onEvent: fn(),
  },
  beforeEach: () => fakeMenuNetwork(),
} satisfies Meta<typeof MegaMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the menu with a click; resolves once its first column shows. */
async function openMenu(canvasElement: HTMLElement) {
  const button = page(canvasElement).getByRole('button', { name: 'Groceries' });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page(canvasElement).findByRole('link', { name: 'Shop all Groceries' });
}

/** Opens the menu and a path of sub-menus with clicks. */
async function openPath(canvasElement: HTMLElement, ...names: string[]) {
  await openMenu(canvasElement);
  for (const name of names) {
    await userEvent.click(page(canvasElement).getByRole('button', { name }));
    await page(canvasElement).findByRole('link', { name: `Shop all ${name}` });
  }
}

/** Closed: only the Groceries button; its panel is drawn, hidden. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = page(canvasElement).getByRole('button', { name: 'Groceries' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('link', { name: 'Shop all Groceries' })).toBeNull();
  },
};

/** Level 0: the departments, with the middle mega menu content (cells, card, specialist shops) beside them. */
export const Level0: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await waitFor(() => expect(page(canvasElement).getByRole('link', { name: 'Shop all Groceries' })).toHaveFocus());
    await expect(page(canvasElement).getByRole('button', { name: 'Fresh & Chilled' })).toBeVisible();
    await expect(page(canvasElement).queryByText("Valentine's")).toBeNull();
    await expect(await page(canvasElement).findByText('This week’s offers')).toBeVisible();
  },
};

/**
 * Every menu item variant (spec section 3): a department icon from the catalogue (Fresh & Chilled,
 * Fruit & Vegetables), none for a name the catalogue lacks (Tea, Coffee & Soft Drinks), a warning
 * icon named "Warning" (Bakery), and a bold, generated item (Groceries Offers).
 */
export const MenuItemVariants: Story = {
  args: { taxonomy: { status: 'loaded', value: sampleMenuItemsWith(MENU_ITEM_VARIANTS) } },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const bakery = page(canvasElement).getByRole('button', { name: 'Bakery Warning' });
    await expect(within(bakery).getByRole('img', { name: 'Warning' })).toBeVisible();
    const fresh = page(canvasElement).getByRole('button', { name: 'Fresh & Chilled' });
    await expect(fresh.querySelector('svg[data-icon="fresh"]')).not.toBeNull();
    const drinks = page(canvasElement).getByRole('button', { name: 'Tea, Coffee & Soft Drinks' });
    await expect(drinks.querySelector('svg[data-icon]')).toBeNull();
    const offers = page(canvasElement).getByRole('link', { name: 'Groceries Offers' });
    await expect(offers.querySelector('[data-generated]')).not.toBeNull();
  },
};

/** Level 1: a department's groups, with the department's fragment beside them. */
export const Level1: Story = {
  play: async ({ canvasElement }) => {
    await openPath(canvasElement, 'Fresh & Chilled');
    await expect(page(canvasElement).getByRole('button', { name: 'Fresh & Chilled' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(page(canvasElement).getByRole('link', { name: 'Shop all Fresh & Chilled' })).toHaveFocus(),
    );
  },
};

/** Level 2: three columns, opened from the keyboard; an aisle is a link; Escape closes to the button. */
export const Level2: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const button = canvas.getByRole('button', { name: 'Groceries' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shop all Groceries' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shop all Fresh & Chilled' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shop all Cheese' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Cheddar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cheese' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Shop all Cheese' })).toHaveFocus());
  },
};

/** The keyboard journey ends with Escape: the menu closes and focus is back on Groceries. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await openPath(canvasElement, 'Fresh & Chilled', 'Cheese');
    await userEvent.keyboard('{Escape}');
    const button = page(canvasElement).getByRole('button', { name: 'Groceries' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** With the menuBanners flag: sponsored ads below the fragment beside the sub-menus, at levels 1 and 2. */
export const WithBanners: Story = {
  args: {
    menuBanners: true,
    banners: [
      { path: groceriesPath('Fresh & Chilled'), ads: ADS.slice(0, 2) },
      { path: groceriesPath('Fresh & Chilled', 'Cheese'), ads: ADS.slice(1) },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await openPath(canvasElement, 'Fresh & Chilled');
    const ads = await page(canvasElement).findByRole('list', { name: 'Sponsored' });
    await expect(within(ads).getByRole('link', { name: 'Shop coffee' })).toBeVisible();
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('analytics', expect.objectContaining({ name: 'impression' })),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Cheese' }));
    await expect(await page(canvasElement).findByText('Dinner in 20 minutes')).toBeVisible();
  },
};

/** Without the flag, the same open path shows no ads. */
export const WithoutBanners: Story = {
  args: { menuBanners: false, banners: [{ path: groceriesPath('Fresh & Chilled'), ads: ADS }] },
  play: async ({ canvasElement }) => {
    await openPath(canvasElement, 'Fresh & Chilled');
    await expect(page(canvasElement).queryByRole('list', { name: 'Sponsored' })).toBeNull();
  },
};

/** The taxonomy is still on its way: a loading status in the open panel. */
export const Loading: Story = {
  args: { taxonomy: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Groceries' }));
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The taxonomy failed: a short message and a link to the Groceries home page. */
export const TaxonomyError: Story = {
  args: { taxonomy: { status: 'error', error: 'HTTP 503' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Groceries' }));
    await expect(await page(canvasElement).findByText('Sorry, the menu could not load.')).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: 'Go to Groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
  },
};

/** A fragment with an unmapped type, invalid rich text and unsafe links: the bad parts are left out, the menu works. */
export const BrokenContent: Story = {
  args: { fragments: { ...FRAGMENTS, 'category-banners/fresh_and_chilled': { banner: edgeCaseContent() } } },
  play: async ({ canvasElement }) => {
    await openPath(canvasElement, 'Fresh & Chilled');
    await expect(await page(canvasElement).findByText('Fresh from the bakery')).toBeVisible();
    await expect(page(canvasElement).queryByText('This card must not show')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Cheese' }));
    await expect(await page(canvasElement).findByRole('link', { name: 'Shop all Cheese' })).toBeVisible();
  },
};

/** Signed in: a "Sign out" link at the end of the departments. */
export const SignedIn: Story = {
  args: { auth: SIGNED_IN },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await expect(page(canvasElement).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/ecom/log-out');
  },
};

/** A support user signed on as a customer: no sign-out link in the menu (spec section 6). */
export const SignedOnAsCustomer: Story = {
  args: { auth: { ...SIGNED_IN, isSignedOnAsCustomer: true } },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await expect(page(canvasElement).queryByRole('link', { name: 'Sign out' })).toBeNull();
  },
};

/**
 * Before the header's script: the HTML the server draws, with no script of the header's. The
 * Groceries button opens its panel (a popover the browser opens) with the first column as the live
 * header draws it: "Shop all Groceries" and the departments, whose sub-menus wait for the script.
 */
function ServerDrawnMenu() {
  const store = createStore();
  store.set(taxonomyLoadedAtom, sampleMenuItems());
  return (
    <ServerDrawn store={store}>
      <NavRowAbovePage />
    </ServerDrawn>
  );
}

export const BeforeScript: StoryObj<typeof ServerDrawnMenu> = {
  render: () => <ServerDrawnMenu />,
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Groceries' }));
    await expect(page(canvasElement).getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'Fresh & Chilled' })).toBeVisible();
  },
};
