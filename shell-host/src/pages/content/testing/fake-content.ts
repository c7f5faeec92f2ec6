/** Test and story support: content and banner ads as the services answer them. Never imported by the app. */
import {
  CMS_RESOURCE_TYPES,
  type BannerAd,
  type CmsComponent,
  type ContentFragmentResponse,
} from '@grocer/shared-contracts/domain';
import {
  bullet,
  cmsPage,
  heading,
  HALF,
  linkedParagraph,
  numbered,
  paragraph,
  QUARTER,
  span,
} from '@grocer/shared-contracts/cms-builders';

const image = (src: string, altText = '') => ({ landscapeImage: { src, altText, width: 640, height: 360 } });

/**
 * Where a fixture's pictures are: paths on the services by default; stories pass their own
 * origin's picture, as the story services' host is not a real one.
 */
export type Pictures = (name: string) => string;
const onServices: Pictures = (name) => `/images/content/${name}.svg`;

export function tradingCell(
  id: string,
  overrides: Partial<CmsComponent> = {},
  pictureOf: Pictures = onServices,
): CmsComponent {
  return {
    resourceType: CMS_RESOURCE_TYPES.tradingCell,
    componentId: id,
    cqResponsive: QUARTER,
    image: image(pictureOf(id), 'A bowl of spring greens'),
    textArea: {
      heading: 'Spring greens',
      subheading: 'Asparagus and Sugar Snap Peas from British growers',
      link: { text: 'Shop greens & peas', url: cmsPage('/shop/browse/groceries/fruit_and_vegetables') },
    },
    icons: { messageIcon: { message: 'New' } },
    products: [{ id: '100101-000000-000000', lineNumber: '100101' }],
    ...overrides,
  };
}

export function textCard(id: string, overrides: Partial<CmsComponent> = {}): CmsComponent {
  return {
    resourceType: CMS_RESOURCE_TYPES.textPromoCard,
    componentId: id,
    cqResponsive: HALF,
    textArea: {
      heading: 'Delivery Pass',
      buttonStyle: 'secondary',
      link: { text: 'Find out more', url: cmsPage('/delivery-pass') },
    },
    richText: {
      valid: true,
      blocks: [
        heading('Free delivery, all year'),
        linkedParagraph('Save on every order with a ', 'Delivery Pass', cmsPage('/delivery-pass'), '.'),
        bullet('Any slot, any day'),
        bullet('Cancel at any time'),
        numbered('Choose a pass'),
        linkedParagraph('Terms ', 'apply', 'javascript:alert(1)', '.'),
        paragraph(),
      ],
    },
    ...overrides,
  };
}

/** The Groceries menu's content as the home page loads it: two locations, one of each kind of card and one the host does not draw. */
export function menuContent(pictureOf: Pictures = onServices): ContentFragmentResponse {
  return {
    locations: {
      '10051': [
        tradingCell('cell-greens', {}, pictureOf),
        tradingCell(
          'cell-offers',
          {
            textArea: {
              offerHeading: '1/3 off',
              heading: 'This week’s offers',
              subheading: 'Hundreds of favourites, reduced until Tuesday',
              disclaimer: 'Selected lines. Subject to availability.',
              displayDisclaimer: true,
              theme: 'red',
              link: { text: 'See all offers', url: 'javascript:alert(1)' },
            },
          },
          pictureOf,
        ),
        textCard('card-delivery-pass'),
        {
          resourceType: CMS_RESOURCE_TYPES.menuCardGroup,
          componentId: 'group-shops',
          cqResponsive: QUARTER,
          textArea: { heading: 'Links to specialist shops' },
          childComponents: [
            {
              resourceType: CMS_RESOURCE_TYPES.menuCard,
              componentId: 'card-cellar',
              textArea: {
                heading: 'Fernleaf Cellar',
                subheading: 'Explore more than 1,200 beers, wines and spirits',
                link: { text: 'Fernleaf Cellar', url: 'https://www.fernleafcellar.example/', newWindow: true },
              },
              image: image(pictureOf('card-cellar')),
            },
          ],
        },
        { resourceType: 'fernleaf/components/unknown-widget', componentId: 'unknown' },
      ],
      '10052': [
        tradingCell(
          'cell-platters',
          {
            textArea: {
              heading: 'Party platters',
              supportingTitle: 'Entertaining',
              subheading: 'Order from 2 days ahead and collect from your branch',
              link: { text: 'Shop platters', url: cmsPage('/shop/browse/entertaining/party_food') },
            },
          },
          pictureOf,
        ),
      ],
    },
  };
}

/** A content page's answer (Recipes): an intro card and a recipe whose button is its buylist. */
export function recipesContent(pictureOf: Pictures = onServices): ContentFragmentResponse {
  return {
    pageTitle: { text: 'Recipes' },
    locations: {
      main: [
        textCard('recipes-intro', {
          textArea: { heading: 'Cook something good tonight' },
          richText: {
            valid: true,
            blocks: [paragraph(span('Simple suppers from the shelves of your Fernleaf shop.'))],
          },
        }),
        tradingCell(
          'recipe-greens-pasta',
          {
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
          pictureOf,
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
