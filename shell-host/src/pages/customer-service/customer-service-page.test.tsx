import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { CustomerServicePage } from './customer-service-page.tsx';

describe('the customer service page', () => {
  itShowsLinkListPage(CustomerServicePage, {
    heading: 'Customer service',
    message: 'We can help with orders, deliveries and your account.',
    links: [
      ['My orders', ROUTES.myOrders],
      ['My account', ROUTES.myAccount],
      ['Groceries home', ROUTES.groceriesHome],
    ],
  });
});
