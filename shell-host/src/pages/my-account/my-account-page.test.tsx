import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { MyAccountPage } from './my-account-page.tsx';

describe('the my account page', () => {
  itShowsLinkListPage(MyAccountPage, {
    heading: 'My account',
    message: 'Everything about your account in one place.',
    links: [
      ['My orders', ROUTES.myOrders],
      ['My details', '/ecom/my-details'],
      ['Lists', ROUTES.lists],
      ['Favourites', ROUTES.favourites],
      ['Delivery pass', ROUTES.availableDeliveryPass],
      ['Loyalty card', ROUTES.loyalty],
      ['Customer service', ROUTES.customerService],
    ],
  });
});
