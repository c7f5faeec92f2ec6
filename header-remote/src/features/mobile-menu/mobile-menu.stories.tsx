import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GROCERIES_ROOT_ID, type BannerAd } from '@grocer/shared-contracts/domain';
import { sampleCategoryFragment, STORY_IMAGE_SRC } from '@grocer/shared-contracts/cms-builders';
import { HeaderRoot, Logo, MultiSearchLauncher } from '../../testing/header-under-test.tsx';
import type { MenuItem } from '../../navigation/menu-items.ts';
import {
  bannersKey,
  menuBannersLoadedAtom,
  taxonomyLoadedAtom,
  type LoadState,
  type SeasonalMenu,
} from '../../navigation/navigation-state.ts';
import {
  MENU_ITEM_VARIANTS,
  sampleMenuItems,
  sampleMenuItemsWith,
  seedNavigation,
} from '../../navigation/testing/navigation-fixtures.ts';
import { ServerDrawn } from '../../testing/server-drawn.tsx';
import { SIGNED_OUT, type AuthState } from '../../shopping/auth-state.ts';
import type { SlotState } from '../../shopping/shopping-state.ts';
import { createShoppingStore, SIGNED_IN } from '../../shopping/testing/shopping-store.ts';
import { sampleBannerAds } from '../../navigation/menu-banners/testing/banner-fixtures.ts';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import {
  bookedSlot,
  editedMenuLinkRoots,
  sampleCategory,
  seedCategoryFragments,
} from './testing/mobile-menu-fixtures.ts';

type StoryArgs = {
  readonly onEvent: () => void;
  readonly auth: AuthState;
  readonly slot?: SlotState;
  readonly taxonomy?: LoadState<readonly MenuItem[]>;
  /** The taxonomy's menu roots of links (decision 024); the sample ones when it loaded. */
  readonly menuLinkRoots?: readonly MenuItem[];
  /** The seasonal menu's content (none unless given). */
  readonly seasonal?: LoadState<SeasonalMenu | null>;
  readonly menuBanners: boolean;
  /** Also the masthead's Multi-search button, which owns the dialog the menu's Multi-search opens. */
  readonly multiSearch?: boolean;
};

const FRESH_AND_CHILLED = sampleCategory('Fresh & Chilled');
const FRESH_FRAGMENT_KEY = 'category-banners/fresh_and_chilled';

/** The sample ads, with pictures Storybook serves and no tracking calls (no network in stories). */
const storyAds = (): BannerAd[] =>
  sampleBannerAds()
    .slice(0, 2)
    .map((ad) => ({
      ...ad,
      image: { ...ad.image, src: STORY_IMAGE_SRC },
      tracking: { ...ad.tracking, impressionUrls: [], clickUrls: [] },
    }));

/**
 * The burger at the start of a compact masthead, in a header whose store
 * holds the shopper, the sample taxonomy, every category's fragment (Fresh &
 * Chilled's with a trading cell) and the banners for Groceries › Fresh & Chilled.
 */
function MobileMenuStory({
  onEvent,
  auth,
  slot,
  taxonomy,
  menuLinkRoots,
  seasonal,
  menuBanners,
  multiSearch,
}: StoryArgs) {
  const [store] = useState(() => {
    const seeded = createShoppingStore({ auth, ...(slot ? { slot } : {}) });
    seedNavigation(seeded, {
      ...(taxonomy ? { taxonomy } : {}),
      ...(menuLinkRoots ? { menuLinkRoots } : {}),
      ...(seasonal ? { seasonal } : {}),
    });
    seedCategoryFragments(seeded, { [FRESH_FRAGMENT_KEY]: sampleCategoryFragment(FRESH_AND_CHILLED.name) });
    seeded.set(menuBannersLoadedAtom, bannersKey([GROCERIES_ROOT_ID, FRESH_AND_CHILLED.id]), storyAds());
    return seeded;
  });
  return (
    <HeaderRoot input={{ services: { api: '/' }, features: { menuBanners }, onEvent }} store={store}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: 49, padding: '0 12px' }}>
        <MobileMenuButton />
        <Logo />
        {multiSearch ? <MultiSearchLauncher /> : null}
      </div>
    </HeaderRoot>
  );
}

const meta = {
  title: 'Header/Mobile menu',
  component: MobileMenuStory,
  args: { onEvent: fn(), auth: SIGNED_IN, menuBanners: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The burger exists below 992px only: the e2e plays these at a phone's size (e2e/tests/storybook.spec.ts).
  tags: ['phone-viewport'],
} satisfies Meta<typeof MobileMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu's dialog, in the browser's top layer, read from the whole page. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Below 992px the burger shows. A story opened on its own (the e2e suite) is
 * at full width whatever its viewport global says: the burger is hidden
 * there, so focus cannot go back to it, and the plays check only what the
 * width they find calls for.
 */
const isCompact = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < 992;

const burger = (canvasElement: HTMLElement) => page(canvasElement).getByRole('button', { name: 'Menu' });

/** Presses the burger and waits for the menu, focus on its close button. */
async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(burger(canvasElement));
  const menu = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(page(canvasElement).getByRole('button', { name: 'Close menu' })).toHaveFocus());
  return within(menu);
}

/** Chooses a category and waits for its level, whose heading gets focus. */
async function goTo(menu: ReturnType<typeof within>, name: string) {
  await userEvent.click(menu.getByRole('button', { name }));
  await waitFor(() => expect(menu.getByRole('heading', { level: 2, name })).toHaveFocus());
}

/** Closed: only the burger, collapsed (below 992px; hidden from 992px, where the nav row takes over). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = burger(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    if (isCompact(canvasElement)) await expect(button).toBeVisible();
    else await expect(button).not.toBeVisible();
  },
};

/** Open at level 0, signed out: the roots and primary links, Book Slot, Sign in and Register, help links. */
export const OpenSignedOut: Story = {
  args: { auth: SIGNED_OUT },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Groceries' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Book Slot' })).toHaveAttribute('href', '/ecom/serviceselection');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Sign out' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Find a store' })).toBeVisible();
  },
};

/** Signed in with a booked delivery slot: "Change Slot" with the booked-calendar icon, and Sign out. */
export const SignedInWithBookedSlot: Story = {
  args: { slot: bookedSlot('DELIVERY') },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Change Slot' })).toHaveAttribute('href', '/ecom/bookslot/delivery');
    await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/ecom/log-out');
  },
};

/**
 * What the hidden top bar and the masthead's hidden button hold, in the menu
 * (WCAG 1.4.10, reflow): "More from" the three sister shops (each in a new tab, with
 * referral tracking), and Multi-search, which closes the menu and opens the
 * masthead's Multi-search dialog; closing that gives focus back to the burger.
 */
export const MoreFromAndMultiSearch: Story = {
  args: { auth: SIGNED_OUT, multiSearch: true },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const moreFrom = within(menu.getByRole('list', { name: 'More from' }));
    const shops = moreFrom.getAllByRole('link');
    await expect(shops.map((shop) => shop.textContent)).toEqual([
      'Fernleaf Cellar (wine and spirits, opens in a new tab)',
      'Fernleaf Garden (garden, opens in a new tab)',
      'Fernleaf Kitchen (meal delivery, opens in a new tab)',
    ]);
    for (const shop of shops) {
      await expect(shop).toHaveAttribute('target', '_blank');
      await expect(new URL(shop.getAttribute('href') ?? '').searchParams.get('utm_campaign')).toBe('header-more-from');
    }

    await userEvent.click(menu.getByRole('button', { name: 'Multi-search' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Multi-search' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Shopping list' })).toHaveFocus());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    if (isCompact(canvasElement)) await expect(burger(canvasElement)).toHaveFocus();
  },
};

/** In season: the desktop nav row's seasonal menu ("Christmas") is a link to the season's page here, where that row is hidden. */
export const InSeason: Story = {
  args: { seasonal: { status: 'loaded', value: { title: 'Christmas', locations: {} } } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu.getByRole('list', { name: 'Shop' })).getByRole('link', { name: 'Christmas' }),
    ).toHaveAttribute('href', '/ecom/shop/browse/groceries/christmas');
  },
};

/** A support user signed on as a customer: the account links, but no Sign out. */
export const SignedOnAsCustomer: Story = {
  args: { auth: { ...SIGNED_IN, isSignedOnAsCustomer: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Sign out' })).toBeNull();
  },
};

/** Level 1: Groceries' departments, after "Shop all Groceries"; hidden and empty ones are left out. */
export const LevelOne: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await goTo(menu, 'Groceries');
    await expect(menu.getByRole('link', { name: 'Shop all Groceries' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Back to Menu' })).toBeVisible();
    await expect(menu.queryByText('Summer Barbecue')).toBeNull();
  },
};

/** Every menu item variant at the departments' level: icons, a warning named "Warning", a bold generated item. */
export const MenuItemVariants: Story = {
  args: { taxonomy: { status: 'loaded', value: sampleMenuItemsWith(MENU_ITEM_VARIANTS) } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await goTo(menu, 'Groceries');
    const bakery = menu.getByRole('button', { name: 'Bakery Warning' });
    await expect(within(bakery).getByRole('img', { name: 'Warning' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Groceries Offers' }).querySelector('[data-generated]')).not.toBeNull();
  },
};

/** Level 2 with the menuBanners flag on: Fresh & Chilled's groups, its sponsored banners and its content. */
export const LevelTwoWithBanners: Story = {
  args: { menuBanners: true },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await goTo(menu, 'Groceries');
    await goTo(menu, 'Fresh & Chilled');
    await expect(menu.getByRole('button', { name: 'Cheese' })).toBeVisible();
    const banners = await menu.findByRole('list', { name: 'Sponsored' });
    await expect(within(banners).getByText('Copperkettle coffee')).toBeInTheDocument();
  },
};

/** Level 3, the deepest: Cheese's aisles are links; Back returns to the groups with focus on Cheese. */
export const LevelThree: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await goTo(menu, 'Groceries');
    await goTo(menu, 'Fresh & Chilled');
    await goTo(menu, 'Cheese');
    await expect(menu.getByRole('link', { name: 'Cheddar' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fresh_and_chilled/cheese/cheddar',
    );
    await userEvent.click(menu.getByRole('button', { name: 'Back to Fresh & Chilled' }));
    await waitFor(() => expect(menu.getByRole('button', { name: 'Cheese' })).toHaveFocus());
    await goTo(menu, 'Cheese');
  },
};

/**
 * The keyboard alone: into Entertaining and back, then "Close menu" closes it and focus goes back
 * to the burger. (Escape is the browser's, which a story's synthetic key press does not reach.)
 */
export const KeyboardBackAndClose: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.tab();
    await expect(menu.getByRole('button', { name: 'Groceries' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menu.getByRole('heading', { level: 2, name: 'Entertaining' })).toHaveFocus());
    await userEvent.click(menu.getByRole('button', { name: 'Back to Menu' }));
    await waitFor(() => expect(menu.getByRole('button', { name: 'Entertaining' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(burger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    if (isCompact(canvasElement)) await expect(burger(canvasElement)).toHaveFocus();
  },
};

/** The taxonomy is still loading: a "Loading…" status where the roots go; every other link is there. */
export const Loading: Story = {
  args: { taxonomy: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('status')).toHaveTextContent('Loading…');
    await expect(menu.getByRole('link', { name: 'Offers' })).toBeVisible();
  },
};

/** The taxonomy failed: the message, the roots' home pages instead of their sub-menus, and the other links. */
export const TaxonomyError: Story = {
  args: { taxonomy: { status: 'error', error: 'HTTP 503' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('status')).toHaveTextContent('Sorry, the menu could not load.');
    await expect(menu.getByRole('link', { name: 'Groceries' })).toHaveAttribute('href', '/ecom/shop/browse/groceries');
    await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  },
};

/**
 * The account and help links as the taxonomy's menu roots have them (decision 024): an
 * editor renamed My account, added Lists and a Contact us help link.
 */
export const AccountLinksFromTaxonomy: Story = {
  args: {
    menuLinkRoots: editedMenuLinkRoots(),
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Account overview' })).toHaveAttribute('href', '/ecom/myaccount');
    await expect(menu.getByRole('link', { name: 'Lists' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** The taxonomy failed signed out: Sign in and Register are still there, built in. */
export const TaxonomyErrorSignedOut: Story = {
  args: { auth: SIGNED_OUT, taxonomy: { status: 'error', error: 'HTTP 503' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('status')).toHaveTextContent('Sorry, the menu could not load.');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};

/**
 * On a category's page (category path resolution, decision 020): the
 * categories above it are marked current, and "Shop all Cheese" is the page.
 */
export const OnACategoryPage: Story = {
  beforeEach: () => {
    const before = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(window.history.state, '', '/ecom/shop/browse/groceries/fresh_and_chilled/cheese');
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Groceries' })).toHaveAttribute('aria-current', 'true');
    await goTo(menu, 'Groceries');
    await goTo(menu, 'Fresh & Chilled');
    await goTo(menu, 'Cheese');
    await expect(menu.getByRole('link', { name: 'Shop all Cheese' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Before the header's script: the HTML the server draws, with no script of the header's. The
 * burger opens the menu's dialog itself (its command): level 0 as the live header draws it, the
 * roots' sub-menus waiting for the script, every link going to its page, and a close button the
 * browser answers too.
 */
function ServerDrawnMobileMenu() {
  const store = createShoppingStore({ auth: SIGNED_OUT });
  store.set(taxonomyLoadedAtom, sampleMenuItems());
  return (
    <ServerDrawn store={store} height={640}>
      <div style={{ display: 'flex', alignItems: 'center', height: 50, padding: '0 8px' }}>
        <MobileMenuButton />
      </div>
    </ServerDrawn>
  );
}

export const BeforeScript: StoryObj<typeof ServerDrawnMobileMenu> = {
  render: () => <ServerDrawnMobileMenu />,
  play: async ({ canvasElement }) => {
    if (!isCompact(canvasElement)) return;
    await userEvent.click(burger(canvasElement));
    const menu = within(await page(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('button', { name: 'Groceries' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Offers' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  },
};
