import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { ListsPage } from './lists-page.tsx';

describe('the lists page', () => {
  itShowsLinkListPage(ListsPage, {
    heading: 'Lists',
    message: "You haven't made any lists yet.",
    links: [
      ['Browse groceries', ROUTES.groceriesHome],
      ['Back to my account', ROUTES.myAccount],
    ],
  });
});
