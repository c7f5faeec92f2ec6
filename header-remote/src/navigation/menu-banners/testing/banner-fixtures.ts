import type { BannerAd } from '@grocer/shared-contracts/domain';

export type BannerFixtureOptions = {
  /** Every ad's picture (stories use `/favicon.svg`, which Storybook serves). */
  readonly imageSrc?: string;
  /** Leave the tracking URLs out, so a story sends no beacon anywhere. */
  readonly withoutTracking?: boolean;
};

/**
 * Banner ads like the services' seeded campaigns (services/docs/content.md):
 * one with products (a buylist link), one with its own link and no button
 * text, one with a content-management link opening a new window.
 */
export function sampleBannerAds({ imageSrc, withoutTracking = false }: BannerFixtureOptions = {}): BannerAd[] {
  const ads: BannerAd[] = [
    {
      id: 'ad-coffee',
      textArea: {
        heading: 'Copperkettle coffee',
        subheading: 'Colombian ground coffee and espresso beans',
        buttonText: 'Shop coffee',
      },
      image: { src: '/images/content/coffee.svg', altText: 'A bag of ground coffee' },
      products: [
        { id: '104512-338120-907214', lineNumber: '104512' },
        { id: '104513-338120-907215', lineNumber: '104513' },
      ],
      marketingBadge: { text: 'Sponsored' },
      tracking: {
        impressionUrls: ['/adtech/track/impression/ad-coffee'],
        clickUrls: ['/adtech/track/click/ad-coffee'],
        vendor: 'citrus',
      },
    },
    {
      id: 'ad-veg-box',
      textArea: {
        heading: 'Seasonal veg box',
        subheading: 'Fresh from British farms, every week',
        link: { text: 'Veg box', url: '/ecom/shop/browse/groceries/fruit_and_vegetables' },
      },
      image: { src: '/images/content/veg-box.svg', altText: 'A box of vegetables' },
      products: [],
      tracking: { impressionUrls: [], clickUrls: [], vendor: 'citrus' },
    },
    {
      id: 'ad-recipes',
      textArea: {
        heading: 'Dinner in 20 minutes',
        buttonText: 'Get cooking',
        link: { text: 'Recipes', url: '/content/fernleaf/en/recipes.html', newWindow: true },
      },
      image: { src: '/images/content/recipes.svg', altText: 'A bowl of pasta' },
      products: [],
      tracking: { impressionUrls: [], clickUrls: [], vendor: 'fernleaf' },
    },
  ];
  return ads.map((ad) => ({
    ...ad,
    image: imageSrc ? { ...ad.image, src: imageSrc } : ad.image,
    tracking: withoutTracking ? { ...ad.tracking, impressionUrls: [], clickUrls: [] } : ad.tracking,
  }));
}
