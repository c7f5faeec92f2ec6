import { ROUTES } from '@grocer/shared-contracts';
import layout from '../shared/page-layout.module.css';

/** /ecom/lists, no lists yet. Kept plain: the account menu and header link here; the page itself needs no call. */
export function ListsPage() {
  return (
    <>
      <h1 className={layout.heading}>Lists</h1>
      <p className={layout.message}>You haven't made any lists yet.</p>
      <nav aria-label="Lists">
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
