import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BannerAd } from '@grocer/shared-contracts/domain';
import { SIGNED_OUT } from '../../shopping/auth-state.ts';
import { fakeMenuNetwork, MenuStoryRoot } from '../testing/menu-story.tsx';
import { MenuBanners } from './menu-banners.tsx';
import { sampleBannerAds } from './testing/banner-fixtures.ts';

const PATH = ['10051', '300000'];

type StoryArgs = {
  readonly ads: readonly BannerAd[];
  readonly menuBanners: boolean;
  readonly onEvent: () => void;
};

/** Menu banners for one open path, as the mega menu shows them beside a sub-menu. */
function MenuBannersStory({ ads, menuBanners, onEvent }: StoryArgs) {
  return (
    <MenuStoryRoot state={{ auth: SIGNED_OUT, menuBanners, onEvent, banners: [{ path: PATH, ads }] }}>
      {/* A story never leaves its page: clicks are tracked, the navigation itself is stopped. */}
      <div style={{ maxWidth: 720, padding: 24 }} onClickCapture={(event) => event.preventDefault()}>
        <MenuBanners categories={PATH} />
      </div>
    </MenuStoryRoot>
  );
}

const meta = {
  title: 'Header/Menu banners',
  component: MenuBannersStory,
  args: {
    ads: sampleBannerAds({ imageSrc: '/favicon.svg', withoutTracking: true }),
    menuBanners: true,
    onEvent: fn(),
  },
  beforeEach: () => fakeMenuNetwork(),
} satisfies Meta<typeof MenuBannersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three ads: products linking to their buylist, "Shop Now" by default, and a new-window link. */
export const ThreeAds: Story = {
  play: async ({ canvasElement }) => {
    const ads = within(canvasElement).getByRole('list', { name: 'Sponsored' });
    await expect(within(ads).getAllByRole('article')).toHaveLength(3);
    await expect(within(ads).getByRole('link', { name: 'Shop coffee' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/104512,104513',
    );
    await expect(within(ads).getByRole('link', { name: 'Shop Now' })).toBeVisible();
    await expect(within(ads).getByRole('link', { name: 'Get cooking (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Each ad counts an impression once half of it is in view, and a click is tracked with promo_click. */
export const ImpressionAndClick: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('analytics', {
        name: 'impression',
        data: { sponsorshipId: 'ad-coffee', trackingUrls: '', vendor: 'citrus' },
      }),
    );
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Shop coffee' }));
    await expect(args.onEvent).toHaveBeenCalledWith('analytics', expect.objectContaining({ name: 'click' }));
    await expect(args.onEvent).toHaveBeenCalledWith('analytics', expect.objectContaining({ name: 'promo_click' }));
  },
};

/** Without the menuBanners flag: nothing, whatever the service would have. */
export const FlagOff: Story = {
  args: { menuBanners: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Sponsored' })).toBeNull();
  },
};

/** An ad with unsafe links and pictures: shown as text, never as a javascript: or data: link. */
export const UnsafeAd: Story = {
  args: {
    ads: [
      {
        id: 'ad-unsafe',
        textArea: { heading: 'Too good to be true', link: { text: 'Click', url: 'javascript:alert(1)' } },
        image: { src: 'data:image/svg+xml,<svg/>', altText: 'Nothing' },
        products: [],
        tracking: { impressionUrls: [], clickUrls: [], vendor: 'unknown' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Too good to be true')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
