import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import type { BannerAd } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { bannersKey, menuBannersLoadedAtom } from '../navigation-state.ts';
import { fakeShoppingServices } from '../../shopping/testing/fake-shopping-services.ts';
import { MenuBanners } from './menu-banners.tsx';
import { sampleBannerAds } from './testing/banner-fixtures.ts';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

const PATH = ['10051', '300000'];
const BANNERS = 'https://ads.test';

/** A stand-in IntersectionObserver whose visibility the test sets. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Shows `ratio` of the ad to every observer watching it. */
function showAd(heading: string, ratio: number) {
  const card = screen.getByRole('article', { name: heading });
  act(() => {
    for (const observer of FakeIntersectionObserver.all) {
      if (!observer.targets.includes(card)) continue;
      const entry = {
        target: card,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
      } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  });
}

function renderBanners({
  menuBanners = true,
  ads = sampleBannerAds(),
}: { menuBanners?: boolean; ads?: BannerAd[] } = {}) {
  const network = fakeShoppingServices();
  vi.stubGlobal('fetch', network.fetch);
  const store = createStore();
  store.set(menuBannersLoadedAtom, bannersKey(PATH), ads);
  const onEvent = vi.fn<OnHeaderEvent>();
  const view = render(
    <HeaderRoot
      input={{ services: { api: 'http://api.test', banners: BANNERS }, features: { menuBanners }, onEvent }}
      store={store}
    >
      <MenuBanners categories={PATH} />
    </HeaderRoot>,
  );
  return { ...view, onEvent, network, user: userEvent.setup() };
}

const sendBeacon = vi.fn<(url: string) => boolean>(() => true);

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MenuBanners', () => {
  it('shows nothing, and asks for nothing, without the menuBanners flag', () => {
    const { container, network } = renderBanners({ menuBanners: false });
    // Nothing in the header's root but its own end-of-markup marker (header-root.tsx).
    expect(container.querySelectorAll('[data-header-root] > :not([data-header-parsed])')).toHaveLength(0);
    expect(network.requests).toEqual([]);
  });

  it('shows nothing for a path with no ads', () => {
    renderBanners({ ads: [] });
    expect(screen.queryByRole('list', { name: 'Sponsored' })).not.toBeInTheDocument();
  });

  it('shows each ad: badge, picture from the banners service, heading, subheading and its button', async () => {
    const { container } = renderBanners();
    const list = screen.getByRole('list', { name: 'Sponsored' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const coffee = screen.getByRole('article', { name: 'Copperkettle coffee' });
    expect(within(coffee).getByText('Sponsored')).toBeVisible();
    expect(within(coffee).getByText('Colombian ground coffee and espresso beans')).toBeVisible();
    expect(within(coffee).getByRole('img', { name: 'A bag of ground coffee' })).toHaveAttribute(
      'src',
      'https://ads.test/images/content/coffee.svg',
    );
    await expectNoAxeViolations(container);
  });

  it('links an ad with products to their buylist', () => {
    renderBanners();
    const coffee = screen.getByRole('article', { name: 'Copperkettle coffee' });
    expect(within(coffee).getByRole('link', { name: 'Shop coffee' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/104512,104513',
    );
  });

  it('says "Shop Now" when the ad names no button text, linking to its own site link', () => {
    renderBanners();
    const vegBox = screen.getByRole('article', { name: 'Seasonal veg box' });
    expect(within(vegBox).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fruit_and_vegetables',
    );
  });

  it('rewrites a content-management link, and opens a new-window link safely', () => {
    renderBanners();
    const recipes = screen.getByRole('article', { name: 'Dinner in 20 minutes' });
    const link = within(recipes).getByRole('link', { name: 'Get cooking (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/ecom/recipes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links to javascript: or data: URLs, nor shows a data: picture', () => {
    const [, vegBox] = sampleBannerAds();
    renderBanners({
      ads: [
        {
          ...must(vegBox),
          id: 'evil',
          textArea: { heading: 'Evil', link: { text: 'x', url: 'javascript:alert(1)' } },
          image: { src: 'javascript:alert(1)', altText: 'x' },
        },
        {
          ...must(vegBox),
          id: 'data',
          textArea: { heading: 'Data', link: { text: 'x', url: 'data:text/html,hi' } },
          image: { src: 'data:image/svg+xml,<svg/>', altText: 'x' },
        },
      ],
    });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getByRole('article', { name: 'Evil' })).toBeVisible();
  });

  it('counts an impression once half the ad is visible, once per open, and tells the ad service', () => {
    const { onEvent } = renderBanners();
    showAd('Copperkettle coffee', 0.3);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalledWith('analytics', expect.objectContaining({ name: 'impression' }));

    showAd('Copperkettle coffee', 0.5);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('https://ads.test/adtech/track/impression/ad-coffee');
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'impression',
      data: {
        sponsorshipId: 'ad-coffee',
        trackingUrls: 'https://ads.test/adtech/track/impression/ad-coffee',
        vendor: 'citrus',
      },
    });
    expect(must(FakeIntersectionObserver.all[0]).options?.threshold).toBe(0.5);

    showAd('Copperkettle coffee', 1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('tracks a click: tells the ad service and emits click and promo_click', async () => {
    const { onEvent, user } = renderBanners();
    const link = screen.getByRole('link', { name: 'Shop coffee' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(sendBeacon).toHaveBeenCalledWith('https://ads.test/adtech/track/click/ad-coffee');
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'click',
      data: {
        sponsorshipId: 'ad-coffee',
        trackingUrls: 'https://ads.test/adtech/track/click/ad-coffee',
        vendor: 'citrus',
      },
    });
    expect(onEvent).toHaveBeenCalledWith('analytics', {
      name: 'promo_click',
      data: expect.objectContaining({ sponsorshipId: 'ad-coffee', linkUrl: '/ecom/shop/buylist/104512,104513' }),
    });
  });

  it('falls back to a keepalive POST when the browser will not queue a beacon', async () => {
    sendBeacon.mockReturnValue(false);
    const { network, user } = renderBanners();
    const link = screen.getByRole('link', { name: 'Shop coffee' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await vi.waitFor(() => expect(network.requests).toContain('POST /adtech/track/click/ad-coffee'));
    const sent = must(network.sent.find((request) => request.url.endsWith('/click/ad-coffee')));
    expect(sent.keepalive).toBe(true);
  });
});
