/**
 * Test and story support: a content page and banner ads as the services answer them, the page
 * made of the shared sample cards (`@grocer/shared-contracts/cms-builders`, which also has the
 * menu's content). Never imported by the app.
 */
import type { BannerAd, ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { HALF, paragraph, sampleTextPromoCard, sampleTradingCell, span } from '@grocer/shared-contracts/cms-builders';

/**
 * Where a fixture's pictures are: paths on the services by default; stories pass their own
 * origin's picture, as the story services' host is not a real one.
 */
export type Pictures = (name: string) => string;
const onServices: Pictures = (name) => `/images/content/${name}.svg`;

/** A content page's answer (Recipes): an intro card and a recipe whose button is its buylist. */
export function recipesContent(pictureOf: Pictures = onServices): ContentFragmentResponse {
  return {
    pageTitle: { text: 'Recipes' },
    locations: {
      main: [
        sampleTextPromoCard({
          componentId: 'recipes-intro',
          elementId: 'recipes-intro',
          cqResponsive: HALF,
          textArea: { heading: 'Cook something good tonight' },
          richText: {
            valid: true,
            blocks: [paragraph(span('Simple suppers from the shelves of your Fernleaf shop.'))],
          },
        }),
        sampleTradingCell(
          {
            componentId: 'recipe-greens-pasta',
            elementId: 'recipe-greens-pasta',
            textArea: {
              heading: 'Spring greens pasta',
              supportingTitle: 'Serves 4, ready in 25 minutes',
              subheading: 'With Penne, Asparagus and Parmesan',
              link: {
                text: 'Buy the ingredients for spring greens pasta',
                url: '/ecom/shop/buylist/100101,100102,100103',
              },
            },
          },
          { imageSrc: pictureOf('recipe-greens-pasta') },
        ),
      ],
    },
  };
}

export function bannerAd(id: string, overrides: Partial<BannerAd> = {}, pictureOf: Pictures = onServices): BannerAd {
  return {
    id,
    textArea: { heading: 'Breakfast, sorted', subheading: 'Granola, yoghurt and berries' },
    image: { src: pictureOf(`ad-${id}`), altText: 'A breakfast bowl' },
    products: [
      { id: '100101-000000-000000', lineNumber: '100101' },
      { id: '100102-000000-000000', lineNumber: '100102' },
    ],
    marketingBadge: { text: 'Sponsored' },
    tracking: { impressionUrls: [], clickUrls: [], vendor: 'fernleaf' },
    ...overrides,
  };
}
