import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** /ecom/favourites, no favourites yet. Kept plain: the account menu and header link here; the page itself needs no call. */
export function FavouritesPage() {
  return (
    <>
      <h1 className={layout.heading}>Favourites</h1>
      <p className={layout.message}>You haven't added any favourites yet.</p>
      <nav aria-label="Favourites">
        <ul>
          <li>
            <a className={layout.link} href={ROUTES.groceriesHome}>
              Browse groceries
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.myAccount}>
              Back to my account
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
