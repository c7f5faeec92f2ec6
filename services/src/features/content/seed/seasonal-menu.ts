import { CMS_RESOURCE_TYPES, type ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { analytics, cmsPage, FULL_WIDTH, linkedParagraph } from '@grocer/shared-contracts/cms-builders';
import { seededImage } from './seeded-image.ts';

/** The content path behind the header's seasonal menu button. */
export const SEASONAL_MENU_PATH = 'menu/seasonal-menu/seasonal-menu-content/master';

/** With a page title and a location, the seasonal menu button shows (spec section 5). */
export const SEASONAL_MENU_CONTENT: ContentFragmentResponse = {
  pageTitle: { text: 'Christmas' },
  locations: {
    seasonalMenu: [
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: 'seasonal-christmas-food-to-order',
        elementId: 'seasonal-christmas-food-to-order',
        analytics: analytics('Christmas food to order', { promoType: 'seasonal', promoPeriod: 'christmas' }),
        cqResponsive: FULL_WIDTH,
        linkPath: cmsPage('/shop/browse/groceries/christmas'),
        defaultNumOfCells: 'twoCells',
        ...seededImage('seasonal-christmas', 'A Christmas table', 640, 360),
        textArea: {
          heading: 'Christmas food to order',
          subheading: 'Turkeys, trimmings and desserts: book a slot from 20 to 24 December',
          buttonStyle: 'primary',
          theme: 'red',
          link: { text: 'Shop Christmas', url: cmsPage('/shop/browse/groceries/christmas') },
        },
      },
      {
        resourceType: CMS_RESOURCE_TYPES.textPromoCard,
        componentId: 'seasonal-christmas-cutoff',
        elementId: 'seasonal-christmas-cutoff',
        analytics: analytics('Christmas order cut-off', { promoType: 'seasonal', assetModuleType: 'text-card' }),
        cqResponsive: FULL_WIDTH,
        richText: {
          valid: true,
          blocks: [
            linkedParagraph(
              'Christmas entertaining orders can be changed until midnight on 15 December. ',
              'See delivery and collection slots',
              cmsPage('/bookslot/delivery'),
            ),
          ],
        },
      },
    ],
  },
};
