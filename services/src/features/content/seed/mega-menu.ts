import { CMS_RESOURCE_TYPES, type ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../content-images.ts';
import {
  availableProductsIn,
  categoryByNames,
  categorySitePath,
  itemList,
  pickNamed,
  pickProducts,
  promoted,
} from './catalogue-picks.ts';
import {
  analytics,
  bullet,
  cmsPage,
  FULL_WIDTH,
  heading,
  linkedParagraph,
  paragraph,
  QUARTER,
  span,
  THIRD,
} from '@grocer/shared-contracts/cms-builders';
import { seededImage } from './seeded-image.ts';

/** The content path the header loads for the Groceries mega menu. */
export const MEGA_MENU_PATH = 'menu/middle-mega-menu/master';

const specialistShopCard = (
  id: string,
  slug: 'card-cellar' | 'card-garden' | 'card-kitchen',
  name: string,
  description: string,
  url: string,
) => ({
  resourceType: CMS_RESOURCE_TYPES.menuCard,
  componentId: id,
  elementId: id,
  analytics: analytics(name, { promoType: 'specialist-shop', assetModuleType: 'menu-card' }),
  cqResponsive: FULL_WIDTH,
  textArea: { heading: name, subheading: description, link: { text: name, url, newWindow: true } },
  image: { landscapeImage: { src: contentImageSrc(slug), altText: '', width: 80, height: 80 } },
  assetMetadataWidth: 80,
  assetMetadataHeight: 80,
});

/*
 * The products the trading cells show, picked from the demo catalogue by
 * category and name (see catalogue-picks.ts), and the copy that depends on them.
 */
const GREENS_AND_PEAS = categoryByNames('Groceries', 'Fruit & Vegetables', 'Fresh Vegetables', 'Greens & Peas');
const ASPARAGUS = pickNamed(GREENS_AND_PEAS, 'Asparagus');
const SUGAR_SNAP_PEAS = pickNamed(GREENS_AND_PEAS, 'Sugar Snap Peas');

/** The weekly offers cell says "1/3 off": its products carry exactly that promotion. */
const THIRD_OFF_PROMOTION = 'Save 1/3';
const THIRD_OFF = pickProducts({
  in: categoryByNames('Groceries'),
  count: 2,
  where: (product) => product.promotion === THIRD_OFF_PROMOTION,
});

const ENTERTAINING = categoryByNames('Entertaining');
const SHARING_PLATTERS = categoryByNames('Entertaining', 'Party Food', 'Platters & Sharing', 'Sharing Platters');
/** "Order from N days ahead": platters with the shortest notice the category has. */
const PLATTER_NOTICE_DAYS = Math.min(...availableProductsIn(SHARING_PLATTERS).map((product) => product.noticeDays));
const PLATTERS = pickProducts({
  in: SHARING_PLATTERS,
  count: 2,
  where: (product) => product.noticeDays === PLATTER_NOTICE_DAYS,
});

const CHEESE_BOARDS = categoryByNames('Entertaining', 'Party Food', 'Platters & Sharing', 'Cheese Boards');
const BRITISH_CHEESE_BOARD = pickNamed(CHEESE_BOARDS, 'British Cheese Board');

/** The plan-ahead card's range of notice, over everything available to order for entertaining. */
const ENTERTAINING_NOTICE = availableProductsIn(ENTERTAINING).map((product) => product.noticeDays);
const [LEAST_NOTICE, MOST_NOTICE] = [Math.min(...ENTERTAINING_NOTICE), Math.max(...ENTERTAINING_NOTICE)];

/**
 * Location keys are the root category the components sit beside: 10051
 * Groceries, 10052 Entertaining.
 */
export const MEGA_MENU_CONTENT: ContentFragmentResponse = {
  locations: {
    '10051': [
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: 'mm-groceries-spring-greens',
        elementId: 'mm-groceries-spring-greens',
        analytics: analytics('Spring greens'),
        cqResponsive: QUARTER,
        linkPath: cmsPage(categorySitePath(GREENS_AND_PEAS)),
        styleIds: ['cell--compact'],
        defaultNumOfCells: 'oneCell',
        ...seededImage('cell-spring-greens', 'A bowl of spring greens', 640, 360),
        textArea: {
          heading: 'Spring greens',
          subheading: `${itemList([ASPARAGUS, SUGAR_SNAP_PEAS])} from British growers`,
          buttonStyle: 'primary',
          theme: 'light',
          link: { text: 'Shop greens & peas', url: cmsPage(categorySitePath(GREENS_AND_PEAS)), newWindow: false },
        },
        icons: {
          messageIcon: { message: 'New' },
          brandIcon: {
            display: true,
            position: 'floated',
            src: contentImageSrc('brand-fernleaf'),
            altText: 'Fernleaf',
          },
        },
        products: promoted([ASPARAGUS, SUGAR_SNAP_PEAS]),
      },
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: 'mm-groceries-weekly-offers',
        elementId: 'mm-groceries-weekly-offers',
        analytics: analytics('Weekly offers', { promoPeriod: 'weekly', bannerPurpose: 'offers' }),
        cqResponsive: QUARTER,
        linkPath: cmsPage('/shop/browse/offers'),
        defaultNumOfCells: 'oneCell',
        ...seededImage('cell-weekly-offers', '', 640, 360),
        textArea: {
          offerHeading: '1/3 off',
          heading: 'This week’s offers',
          subheading: 'Hundreds of favourites, reduced until Tuesday',
          disclaimer: 'Selected lines. Subject to availability.',
          displayDisclaimer: true,
          buttonStyle: 'primaryLight',
          theme: 'red',
          link: { text: 'See all offers', url: cmsPage('/shop/browse/offers') },
        },
        icons: {
          offerRoundel: { text: '1/3 off' },
          loyaltyCardIcon: { additionalReduction: '10%', supercharged: false },
        },
        products: promoted(THIRD_OFF),
      },
      {
        resourceType: CMS_RESOURCE_TYPES.textPromoCard,
        componentId: 'mm-groceries-delivery-pass',
        elementId: 'mm-groceries-delivery-pass',
        analytics: analytics('Delivery Pass', { assetModuleType: 'text-card', bannerPurpose: 'service' }),
        cqResponsive: QUARTER,
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
            paragraph(),
          ],
        },
      },
      {
        resourceType: CMS_RESOURCE_TYPES.menuCardGroup,
        componentId: 'mm-specialist-shops',
        elementId: 'mm-specialist-shops',
        analytics: analytics('Links to specialist shops', {
          promoType: 'specialist-shop',
          assetModuleType: 'menu-card',
        }),
        cqResponsive: QUARTER,
        textArea: { heading: 'Links to specialist shops' },
        childComponents: [
          specialistShopCard(
            'mm-card-cellar',
            'card-cellar',
            'Fernleaf Cellar',
            'Explore more than 1,200 beers, wines and spirits',
            'https://www.fernleafcellar.example/?source=fernleaf&medium=mega-menu&campaign=specialist-shops',
          ),
          specialistShopCard(
            'mm-card-garden',
            'card-garden',
            'Fernleaf Garden',
            'Plants, tools and everything for the garden',
            'https://www.fernleafgarden.example/?source=fernleaf&medium=mega-menu&campaign=specialist-shops',
          ),
          specialistShopCard(
            'mm-card-kitchen',
            'card-kitchen',
            'Fernleaf Kitchen',
            'Chef-made meals, delivered to your door',
            'https://www.fernleafkitchen.example/?source=fernleaf&medium=mega-menu&campaign=specialist-shops',
          ),
        ],
      },
    ],
    '10052': [
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: 'mm-entertaining-platters',
        elementId: 'mm-entertaining-platters',
        analytics: analytics('Party platters', { buyingOfficeAndGroup: 'entertaining' }),
        cqResponsive: THIRD,
        linkPath: cmsPage(categorySitePath(SHARING_PLATTERS)),
        defaultNumOfCells: 'twoCells',
        ...seededImage('cell-platters', 'Sharing platters on a table', 640, 360),
        textArea: {
          heading: 'Party platters',
          subheading: `Order from ${PLATTER_NOTICE_DAYS} days ahead and collect from your branch`,
          supportingTitle: 'Entertaining',
          buttonStyle: 'primary',
          link: { text: 'Shop platters', url: cmsPage(categorySitePath(SHARING_PLATTERS)) },
        },
        icons: { messageIcon: { message: 'none' } },
        products: promoted(PLATTERS),
      },
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: 'mm-entertaining-cheese',
        elementId: 'mm-entertaining-cheese',
        analytics: analytics('Cheese boards', { buyingOfficeAndGroup: 'entertaining' }),
        cqResponsive: THIRD,
        linkPath: cmsPage(categorySitePath(CHEESE_BOARDS)),
        defaultNumOfCells: 'oneCell',
        ...seededImage('cell-cheese-board', 'A board of British cheeses', 640, 360),
        textArea: {
          heading: 'Cheese boards',
          subheading: `British cheeses chosen by our cheesemonger, ${BRITISH_CHEESE_BOARD.size}`,
          link: { text: 'Try one', url: cmsPage(categorySitePath(CHEESE_BOARDS)) },
        },
        icons: {
          messageIcon: { message: 'Try' },
          brandIcon: { display: true, position: 'pinned', src: contentImageSrc('brand-fernleaf'), altText: 'Fernleaf' },
        },
        products: promoted([BRITISH_CHEESE_BOARD]),
      },
      {
        resourceType: CMS_RESOURCE_TYPES.textPromoCard,
        componentId: 'mm-entertaining-notice',
        elementId: 'mm-entertaining-notice',
        analytics: analytics('Entertaining notice times', { assetModuleType: 'text-card' }),
        cqResponsive: THIRD,
        textArea: { heading: 'Plan ahead' },
        richText: {
          valid: true,
          blocks: [
            paragraph(
              span('Entertaining food needs '),
              span(`${LEAST_NOTICE} to ${MOST_NOTICE} days’ notice`, ['strong']),
              span('.'),
            ),
            linkedParagraph('Check ', 'individual notice times', 'shop/browse/entertaining.html', ' before you book.'),
          ],
        },
      },
    ],
  },
};
