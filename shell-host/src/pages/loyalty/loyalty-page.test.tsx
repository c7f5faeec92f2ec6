import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { LoyaltyPage } from './loyalty-page.tsx';

describe('the loyalty card page', () => {
  itShowsLinkListPage(LoyaltyPage, {
    heading: 'Loyalty card',
    message: 'Use your loyalty card for extra reductions on selected products.',
    links: [
      ['See offers', '/ecom/shop/browse/offers'],
      ['Back to my account', ROUTES.myAccount],
    ],
  });
});
