import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { MyDetailsPage } from './my-details-page.tsx';

describe('the my details page', () => {
  itShowsLinkListPage(MyDetailsPage, {
    heading: 'My details',
    message: 'Your name, addresses and contact preferences will appear here.',
    links: [['Back to my account', ROUTES.myAccount]],
  });
});
