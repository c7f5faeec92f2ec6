import { describe } from 'vitest';
import { ROUTES } from '@grocer/shared-contracts';
import { itShowsLinkListPage } from '../shared/testing/link-list-page-tests.tsx';
import { FavouritesPage } from './favourites-page.tsx';

describe('the favourites page', () => {
  itShowsLinkListPage(FavouritesPage, {
    heading: 'Favourites',
    message: "You haven't added any favourites yet.",
    links: [
      ['Browse groceries', ROUTES.groceriesHome],
      ['Back to my account', ROUTES.myAccount],
    ],
  });
});
