import { FIND_A_STORE_URL, ROUTES } from '@grocer/shared-contracts';
import { FooterResponse } from '@grocer/shared-contracts/domain';

/** A footer taxonomy as the services answer it, parsed with the contract so it cannot drift from it. */
export const FOOTER_FIXTURE: FooterResponse = FooterResponse.parse({
  groups: [
    {
      id: 'customer-service',
      name: 'Customer service',
      links: [
        { id: 'help', name: 'Help and information', url: ROUTES.customerService },
        { id: 'contact', name: 'Contact us', url: `${ROUTES.customerService}#contact-us` },
        { id: 'find-a-store', name: 'Find a store', url: FIND_A_STORE_URL, external: true },
      ],
    },
    {
      id: 'shopping-with-us',
      name: 'Shopping with us',
      links: [
        { id: 'offers', name: 'Offers', url: ROUTES.offers },
        { id: 'recipes', name: 'Recipes', url: ROUTES.recipes },
      ],
    },
  ],
});
