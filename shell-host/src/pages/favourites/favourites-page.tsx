import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** /ecom/favourites, no favourites yet. */
export function FavouritesPage() {
  return (
    <LinkListPage
      title="Favourites"
      message={"You haven't added any favourites yet."}
      links={[
        { text: 'Browse groceries', href: ROUTES.groceriesHome },
        { text: 'Back to my account', href: ROUTES.myAccount },
      ]}
    />
  );
}
