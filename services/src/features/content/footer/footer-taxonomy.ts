import { FIND_A_STORE_URL, ROUTES } from '@grocer/shared-contracts';
import { FooterResponse } from '@grocer/shared-contracts/domain';

/**
 * The footer taxonomy (spec section 2: the footer's links, the find-a-store link
 * external). Site-wide navigation the grocer's editors own, the same for every
 * shopper, so it is seed content kept here and parsed with the contract when the
 * services start: a mistake in it fails the start, never a shopper's page.
 */
export const FOOTER_TAXONOMY: FooterResponse = FooterResponse.parse({
  groups: [
    {
      id: 'customer-service',
      name: 'Customer service',
      links: [
        { id: 'help', name: 'Help and information', url: ROUTES.customerService },
        { id: 'contact', name: 'Contact us', url: `${ROUTES.customerService}#contact-us` },
        { id: 'find-a-store', name: 'Find a store', url: FIND_A_STORE_URL, external: true },
        { id: 'delivery-pass', name: 'Delivery Pass', url: ROUTES.availableDeliveryPass },
      ],
    },
    {
      id: 'shopping-with-us',
      name: 'Shopping with us',
      links: [
        { id: 'book-a-slot', name: 'Book a slot', url: ROUTES.serviceSelection },
        { id: 'offers', name: 'Offers', url: ROUTES.offers },
        { id: 'new', name: 'New', url: ROUTES.newProducts },
        { id: 'entertaining', name: 'Entertaining', url: ROUTES.entertainingHome },
        { id: 'recipes', name: 'Recipes', url: ROUTES.recipes },
      ],
    },
    {
      id: 'your-account',
      name: 'Your account',
      links: [
        { id: 'my-account', name: 'My account', url: ROUTES.myAccount },
        { id: 'my-orders', name: 'My orders', url: ROUTES.myOrders },
        { id: 'favourites', name: 'Favourites', url: ROUTES.favourites },
        { id: 'lists', name: 'Lists', url: ROUTES.lists },
      ],
    },
  ],
});
